import { z } from 'zod';

/** The catalogue's messages (SPEC section 8 'Shapes'), for the server's answers and the screens. */
export const SHAPE_MSG = {
  notFound: 'Shape not found',
  hidden: 'Shape hidden successfully',
  shown: 'Shape shown successfully',
  fetchFailed: 'Failed to fetch shapes',
  hideFailed: 'Failed to hide shape',
  showFailed: 'Failed to show shape',
  noShapes: 'No Shapes Available',
} as const;

/** A shape as the catalogue calls answer it (SPEC section 3 'Shape'); parameters in display order. */
export const ShapeViewSchema = z.object({
  id: z.number(),
  slug: z.string(),
  shape_Name: z.string(),
  imageName: z.string(),
  IsActive: z.number(),
  IsHide: z.number(),
  parameters: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      min: z.number(),
      max: z.number(),
      unit: z.enum(['mm', 'deg', 'count']),
      image: z.string(),
    }),
  ),
});
export type ShapeView = z.infer<typeof ShapeViewSchema>;
