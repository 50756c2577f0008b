import { z } from 'zod';

/** A strip-packing instance in the JSON of the jagua-rs repository's assets (the ESICUP sets). */
export const stripInstanceSchema = z.object({
  name: z.string().optional(),
  strip_height: z.number().positive(),
  items: z
    .array(
      z.object({
        id: z.number().int(),
        demand: z.number().int().min(1),
        allowed_orientations: z.array(z.number()).min(1).optional(),
        shape: z.object({
          type: z.literal('simple_polygon'),
          data: z.array(z.tuple([z.number(), z.number()])).min(3),
        }),
      }),
    )
    .min(1),
});

export type StripInstance = z.infer<typeof stripInstanceSchema>;

export interface StripPlacement {
  item: number;
  x: number;
  y: number;
  rotation: number;
}

export interface StripSolution {
  stripLength: number;
  placements: StripPlacement[];
}
