import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { FINISHES, readNumber } from '@steelcut/domain/materials';
import { cartItemErrors, QUANTITY } from '@steelcut/domain/schemas/cart';
import type { ShapeDefinition } from '@steelcut/domain/shapes/types';
import type { CartItemInput } from '../../lib/cart/cart-item';
import type { Shape } from './api/get-shapes';
import { imageFileError } from './image-file';

/** The configurator's fields as typed: numbers stay text until they validate. */
export type ConfigureValues = {
  materialName: string;
  finish: string;
  thickness: string;
  quantity: string;
  /** Parameter key → typed value. */
  dimensions: Record<string, string>;
  image: File | null;
};

const PLAIN_FIELDS = ['materialName', 'finish', 'thickness', 'quantity', 'image'] as const;

export function defaultValues(shape: Shape): ConfigureValues {
  return {
    materialName: '',
    finish: FINISHES[0],
    thickness: '',
    quantity: String(QUANTITY.min),
    dimensions: Object.fromEntries(shape.parameters.map((p) => [p.key, ''])),
    image: null,
  };
}

export function dimensionField(key: string): FieldPath<ConfigureValues> {
  return `dimensions.${key}`;
}

/** The form field a domain or server error names (a parameter key, 'thickness'…), if any. */
export function fieldFor(key: string, definition: ShapeDefinition): FieldPath<ConfigureValues> | undefined {
  if ((PLAIN_FIELDS as readonly string[]).includes(key)) return key as FieldPath<ConfigureValues>;
  return definition.parameters.some((p) => p.key === key) ? dimensionField(key) : undefined;
}

/** SPEC section 5 and the shape's geometry, through the same domain rules the server applies. */
export function configureSchema(definition: ShapeDefinition) {
  return z
    .object({
      materialName: z.string(),
      finish: z.string(),
      thickness: z.string(),
      quantity: z.string(),
      dimensions: z.record(z.string(), z.string()),
      image: z.custom<File | null>(),
    })
    .superRefine((values, ctx) => {
      const { materialName, finish, thickness, quantity, dimensions } = values;
      const errors = cartItemErrors(definition, { materialName, finish, thickness, quantity, values: dimensions });
      const imageError = values.image ? imageFileError(values.image) : undefined;
      if (imageError) errors.push({ key: 'image', message: imageError });
      for (const { key, message } of errors) {
        const field = fieldFor(key, definition);
        ctx.addIssue({ code: 'custom', path: field ? field.split('.') : [], message });
      }
    });
}

/** A valid form as the cart stores it: numbers, dimensions in display order. */
export function toCartInput(shape: Shape, values: ConfigureValues): CartItemInput {
  return {
    shape_id: shape.id,
    shape_name: shape.shape_Name,
    shape_slug: shape.slug,
    material_name: values.materialName,
    thickness: Math.round(Number(readNumber(values.thickness)) * 10) / 10,
    quantity: Number(readNumber(values.quantity)),
    finish: values.finish,
    parameters: shape.parameters.map((p) => ({
      param_key: p.key,
      param_value: Number(readNumber(values.dimensions[p.key])),
    })),
  };
}
