import { describe, expect, it } from 'vitest';
import { SHAPES } from './catalogue';
import { rectangle } from './draw';
import { illustrationSvg, SVG_COLOURS, toSvgPath } from './svg';

describe('toSvgPath', () => {
  it('flips y so the part stands upright and closes every ring', () => {
    const outline = { outer: rectangle(0, 0, 100, 50), holes: [[...rectangle(10, 10, 5, 5)].reverse()] };
    expect(toSvgPath(outline)).toBe('M0 0L100 0L100 -50L0 -50ZM10 -15L15 -15L15 -10L10 -10Z');
  });
});

describe.each(SHAPES.map((shape) => [shape.slug, shape] as const))('illustrationSvg(%s)', (_slug, shape) => {
  const svg = illustrationSvg(shape);

  it('is a standalone SVG with a viewBox and the neutral colours', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+"/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('fill-rule="evenodd"');
    for (const colour of Object.values(SVG_COLOURS)) expect(svg).toContain(colour);
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('labels a dimension with each parameter key', () => {
    const labels = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels.sort()).toEqual(shape.parameters.map((p) => p.key).sort());
  });

  it('draws the given parameters when asked', () => {
    const params = Object.fromEntries(shape.parameters.map((p) => [p.key, shape.defaults[p.key] * 1.01]));
    expect(illustrationSvg(shape, params)).not.toBe(svg);
  });
});
