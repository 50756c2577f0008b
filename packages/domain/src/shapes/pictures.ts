/**
 * A shape's picture as the storefront shows it: the SVG the server draws from the geometry, and
 * the same drawing as WebP at a few widths. The pages ask for the WebP: each SVG an `<img>` shows
 * is a document of its own in the browser, 20-75 ms of a phone's main thread apiece (docs/decisions.md,
 * 'Storefront: fast and findable').
 */
export const SHAPE_PICTURE_WIDTHS = [240, 480, 960] as const;
export type ShapePictureWidth = (typeof SHAPE_PICTURE_WIDTHS)[number];

/** `ring.svg` (a shape's imageName) at 480 px → `ring-480w.webp`. */
export function shapePictureName(imageName: string, width: ShapePictureWidth): string {
  return `${imageName.replace(/\.svg$/, '')}-${width}w.webp`;
}

/** `ring-480w.webp` → the slug and width it asks for; undefined for any other name or width. */
export function parseShapePictureName(name: string): { slug: string; width: ShapePictureWidth } | undefined {
  const match = /^([a-z0-9-]+)-(\d+)w\.webp$/.exec(name);
  const width = Number(match?.[2]);
  if (!match || !SHAPE_PICTURE_WIDTHS.includes(width as ShapePictureWidth)) return undefined;
  return { slug: match[1]!, width: width as ShapePictureWidth };
}
