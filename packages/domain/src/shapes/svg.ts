import { boundingBox } from './geometry';
import { drawDimension, labelWidth, type DimensionDrawing, type DrawingScale } from './svg-dimensions';
import type { Outline, Params, Point, Ring, ShapeDefinition } from './types';

export const SVG_COLOURS = { fill: '#cfd8dc', stroke: '#37474f', dimension: '#1565c0' } as const;

/** Two decimals are a hundredth of a millimetre, finer than any screen or laser. */
const num = (value: number): string => String(Math.round(value * 100) / 100 || 0);

/** SVG's y axis points down, the drawing's up. */
const xy = (p: Point): string => `${num(p.x)} ${num(-p.y)}`;

const polyline = (points: Point[]): string => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${xy(p)}`).join('');

const ringPath = (ring: Ring): string => `${polyline(ring)}Z`;

/** A path `d` for the outline, upright on screen; draw it with fill-rule="evenodd" so holes stay open. */
export function toSvgPath(outline: Outline): string {
  return [outline.outer, ...outline.holes].map(ringPath).join('');
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function tag(name: string, attributes: Record<string, string | number>, content?: string): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
  return content === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${content}</${name}>`;
}

/** Units of a nominal 200-unit-wide drawing, so text and arrows keep their size on every card. */
function scaleFor(outline: Outline): DrawingScale & { unit: number } {
  const { width, height } = boundingBox(outline);
  const unit = Math.max(width, height) / 200;
  return { unit, font: 12 * unit, arrow: 6 * unit, extensionGap: 2 * unit, overshoot: 3 * unit };
}

/** The viewBox around everything drawn, labels included, in SVG's y-down coordinates. */
function viewBoxAround(
  points: Point[],
  labels: DimensionDrawing['labels'],
  scale: DrawingScale,
  margin: number,
): string {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  for (const { at, text } of labels) {
    xs.push(at.x - labelWidth(text, scale.font) / 2, at.x + labelWidth(text, scale.font) / 2);
    ys.push(at.y - scale.font / 2, at.y + scale.font / 2);
  }
  const [left, right] = [Math.min(...xs) - margin, Math.max(...xs) + margin];
  const [bottom, top] = [Math.min(...ys) - margin, Math.max(...ys) + margin];
  return [left, -top, right - left, top - bottom].map(num).join(' ');
}

/**
 * A standalone SVG of the shape with its dimension lines labelled by parameter key
 * (a, b, Angle…), for shape cards and the parameter illustration.
 */
export function illustrationSvg(shape: ShapeDefinition, params: Params = shape.defaults): string {
  const outline = shape.outline(params);
  const scale = scaleFor(outline);
  const drawings = shape.dimensions(params, 12 * scale.unit).map((d) => drawDimension(d, scale));
  const lines = drawings.flatMap((d) => d.lines);
  const arrows = drawings.flatMap((d) => d.arrows);
  const labels = drawings.flatMap((d) => d.labels);
  const viewBox = viewBoxAround([...outline.outer, ...lines.flat(), ...arrows.flat()], labels, scale, 4 * scale.unit);
  const { fill, stroke, dimension } = SVG_COLOURS;

  const part = tag('path', {
    d: toSvgPath(outline),
    fill,
    'fill-rule': 'evenodd',
    stroke,
    'stroke-width': 1.5 * scale.unit,
    'stroke-linejoin': 'round',
  });
  const dimensionLines = tag('path', {
    d: lines.map(polyline).join(''),
    fill: 'none',
    stroke: dimension,
    'stroke-width': 0.8 * scale.unit,
  });
  const arrowheads = tag('path', { d: arrows.map(ringPath).join(''), fill: dimension });
  const texts = labels.map(({ at, text }) => tag('text', { x: at.x, y: -at.y }, escapeXml(text)));
  // A white halo keeps labels legible where they cross the part's edge.
  const textGroup = {
    fill: dimension,
    'font-family': 'sans-serif',
    'font-size': scale.font,
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    stroke: '#fff',
    'stroke-width': 3 * scale.unit,
    'paint-order': 'stroke',
  };
  const svg = { xmlns: 'http://www.w3.org/2000/svg', viewBox, role: 'img', 'aria-label': shape.name };
  const title = tag('title', {}, escapeXml(shape.name));
  return tag(
    'svg',
    svg,
    ['', title, part, dimensionLines, arrowheads, tag('g', textGroup, texts.join('')), ''].join('\n'),
  );
}
