import type { ShapeView } from '@steelcut/domain/schemas/shape';
import { SHAPE_PICTURE_WIDTHS, shapePictureName } from '@steelcut/domain/shapes/pictures';
import { api, API_BASE } from './api-client';

/** The customer catalogue and each shape's details live under this key; the admin's changes drop it. */
export const shapesQueryKey = ['shapes'] as const;

/** Card images and parameter illustrations are drawn by the server from the geometry. */
export function shapeImageUrl(imageName: string): string {
  return `${API_BASE}/shapes-images/${encodeURIComponent(imageName)}`;
}

/** The same illustration as WebP at each width the server draws (an `<img>`'s srcset). */
export function shapeImageSrcSet(imageName: string): string {
  return SHAPE_PICTURE_WIDTHS.map((width) => `${shapeImageUrl(shapePictureName(imageName, width))} ${width}w`).join(
    ', ',
  );
}

/** GET /shape/shapeName: the shapes the shop cuts today (hidden ones are left out). */
export async function getVisibleShapes(): Promise<ShapeView[]> {
  return (await api.get<{ shapes: ShapeView[] }>('/shape/shapeName')).shapes;
}
