import { z } from 'zod';

export { SHAPE_MSG } from './shape-messages';

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
