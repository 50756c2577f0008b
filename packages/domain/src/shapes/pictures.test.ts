import { describe, expect, it } from 'vitest';
import { parseShapePictureName, SHAPE_PICTURE_WIDTHS, shapePictureName } from './pictures';

describe('shape picture names', () => {
  it('names each width of a shape and reads the name back', () => {
    for (const width of SHAPE_PICTURE_WIDTHS) {
      const name = shapePictureName('plate-with-hole.svg', width);
      expect(name).toBe(`plate-with-hole-${width}w.webp`);
      expect(parseShapePictureName(name)).toEqual({ slug: 'plate-with-hole', width });
    }
  });

  it('refuses widths it does not draw and names that are not pictures', () => {
    for (const name of ['ring-500w.webp', 'ring-480w.png', 'ring.webp', '../ring-480w.webp', 'Ring-480w.webp']) {
      expect(parseShapePictureName(name)).toBeUndefined();
    }
  });
});
