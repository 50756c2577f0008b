import { describe, expect, it } from 'vitest';
import { dimensionsLine, findShapeBySlug, SHAPES, sortByDisplayOrder, sortParameters, toShapeData } from './catalogue';
import { validate } from './validate';

describe('catalogue', () => {
  it('offers at least 12 shapes under unique kebab-case slugs', () => {
    expect(SHAPES.length).toBeGreaterThanOrEqual(12);
    const slugs = SHAPES.map((shape) => shape.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(SHAPES.map((shape) => [shape.slug, shape] as const))(
    '%s has sound parameters and defaults',
    (_slug, shape) => {
      const keys = shape.parameters.map((p) => p.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const p of shape.parameters) {
        expect(p.min).toBeGreaterThan(0);
        expect(p.max).toBeGreaterThan(p.min);
        expect(p.unit).toBe(p.key === 'Angle' ? 'deg' : p.key === 'n' ? 'count' : 'mm');
        expect(shape.defaults[p.key]).toBeGreaterThanOrEqual(p.min);
        expect(shape.defaults[p.key]).toBeLessThanOrEqual(p.max);
      }
      expect(Object.keys(shape.defaults).sort()).toEqual([...keys].sort());
      expect([...shape.extentKeys.x, ...shape.extentKeys.y].every((key) => keys.includes(key))).toBe(true);
      for (const thickness of [1, 2, 3, 6]) expect(validate(shape, shape.defaults, thickness)).toEqual([]);
    },
  );

  it('offers the parts the landing page shows: a flange, a plate with a square cut-out, a slotted bracket', () => {
    for (const slug of ['flange', 'plate-with-square-cutout', 'slotted-bracket'])
      expect(findShapeBySlug(slug)).toBeDefined();
  });

  it('finds a shape by slug', () => {
    expect(findShapeBySlug('ring')?.name).toBe('Ring (washer)');
    expect(findShapeBySlug('nope')).toBeUndefined();
  });

  it('stores a shape as plain data', () => {
    const data = toShapeData(findShapeBySlug('triangle')!);
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      slug: 'triangle',
      name: 'Triangle',
      parameters: [
        { key: 'a', label: 'Base (a)', min: 15, max: 3000, unit: 'mm' },
        { key: 'b', label: 'Side (b)', min: 15, max: 3000, unit: 'mm' },
        { key: 'Angle', label: 'Angle', min: 1, max: 179, unit: 'deg' },
      ],
    });
  });
});

describe('display order', () => {
  it('puts a, b, Angle, length first and keeps the rest in their order', () => {
    const keys = ['r', 'length', 'c', 'Angle', 'e', 'b', 'a'].map((key) => ({ key }));
    expect(sortParameters(keys).map((p) => p.key)).toEqual(['a', 'b', 'Angle', 'length', 'r', 'c', 'e']);
  });

  it('sorts cart dimensions by their param_key', () => {
    const dims = [{ param_key: 'c' }, { param_key: 'b' }, { param_key: 'a' }];
    expect(sortByDisplayOrder(dims, (d) => d.param_key).map((d) => d.param_key)).toEqual(['a', 'b', 'c']);
  });

  it('writes an item’s dimensions on one line, in display order, each with its unit', () => {
    const dims = [
      { param_key: 'b', param_value: 120 },
      { param_key: 'Angle', param_value: 60 },
      { param_key: 'a', param_value: 250.5 },
    ];
    expect(dimensionsLine('triangle', dims)).toBe('a 250.5 mm, b 120 mm, Angle 60°');
  });

  it('writes a count without a unit, by the shape’s own parameters', () => {
    const dims = [
      { param_key: 'n', param_value: 8 },
      { param_key: 'c', param_value: 18 },
      { param_key: 'PCD', param_value: 160 },
      { param_key: 'b', param_value: 100 },
      { param_key: 'a', param_value: 200 },
    ];
    expect(dimensionsLine('flange', dims)).toBe('a 200 mm, b 100 mm, n 8, c 18 mm, PCD 160 mm');
  });

  it('leaves the input alone', () => {
    const keys = [{ key: 'b' }, { key: 'a' }];
    sortParameters(keys);
    expect(keys.map((p) => p.key)).toEqual(['b', 'a']);
  });
});
