import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { fieldOfForm } from '@steelcut/domain/part-wire';
import { cartPartErrors, QUANTITY, readCartPart } from '@steelcut/domain/schemas/cart';
import type { ShapeDefinition } from '@steelcut/domain/shapes/types';
import { DEFAULT_OFFER, type ShopOffer } from '@steelcut/domain/shop-offer';
import type { ConfiguredItem } from '../../lib/cart/cart-item';
import type { Shape } from './api/get-shapes';
import { imageFileError } from './image-file';

/** The configurator's fields as typed: numbers stay text until they validate. */
export type ConfigureValues = {
  material: string;
  finish: string;
  thicknessMm: string;
  quantity: string;
  /** Parameter key → typed value. */
  dimensions: Record<string, string>;
  image: File | null;
};

const PLAIN_FIELDS = ['material', 'finish', 'thicknessMm', 'quantity', 'image'] as const;

export function defaultValues(shape: Shape): ConfigureValues {
  return {
    material: '',
    finish: DEFAULT_OFFER.finishes[0].name,
    thicknessMm: '',
    quantity: String(QUANTITY.min),
    dimensions: Object.fromEntries(shape.parameters.map((p) => [p.key, ''])),
    image: null,
  };
}

export function dimensionField(key: string): FieldPath<ConfigureValues> {
  return `dimensions.${key}`;
}

/**
 * The form field a domain or server error names (a parameter key, 'thicknessMm'; the server names
 * the add-to-cart form's fields), if any.
 */
export function fieldFor(name: string, definition: ShapeDefinition): FieldPath<ConfigureValues> | undefined {
  const key = fieldOfForm(name);
  if ((PLAIN_FIELDS as readonly string[]).includes(key)) return key as FieldPath<ConfigureValues>;
  return definition.parameters.some((p) => p.key === key) ? dimensionField(key) : undefined;
}

/**
 * SPEC section 5, the shape's geometry and what the shop stocks and offers, through the same
 * domain rules the server applies.
 */
export function configureSchema(definition: ShapeDefinition, offer: ShopOffer = DEFAULT_OFFER) {
  return z
    .object({
      material: z.string(),
      finish: z.string(),
      thicknessMm: z.string(),
      quantity: z.string(),
      dimensions: z.record(z.string(), z.string()),
      image: z.custom<File | null>(),
    })
    .superRefine((values, ctx) => {
      const { material, finish, thicknessMm, quantity, dimensions } = values;
      const errors = cartPartErrors(definition, { material, finish, thicknessMm, quantity, dimensions }, offer);
      const imageError = values.image ? imageFileError(values.image) : undefined;
      if (imageError) errors.push({ key: 'image', message: imageError });
      for (const { key, message } of errors) {
        const field = fieldFor(key, definition);
        ctx.addIssue({ code: 'custom', path: field ? field.split('.') : [], message });
      }
    });
}

/** A valid form, read once by the domain: numbers, thickness rounded, dimensions in display order. */
export function toConfiguredItem(
  shape: Shape,
  definition: ShapeDefinition,
  values: ConfigureValues,
  offer: ShopOffer = DEFAULT_OFFER,
): ConfiguredItem {
  const { material, finish, thicknessMm, quantity, dimensions } = values;
  const read = readCartPart(definition, { material, finish, thicknessMm, quantity, dimensions }, offer);
  // The form submits only once configureSchema (the same rules) has passed.
  if (!read.ok) throw new Error(`invalid part: ${read.errors[0].message}`);
  return { shape: { id: shape.id, name: shape.shape_Name, slug: shape.slug }, part: read.part };
}
