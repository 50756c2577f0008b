import { drawingPartErrors as partErrors, roundThickness } from '@steelcut/domain/schemas/cart';
import { readNumber, thicknessError } from '@steelcut/domain/materials';
import { DEFAULT_OFFER, type ShopOffer } from '@steelcut/domain/shop-offer';
import type { Resolver } from 'react-hook-form';
import type { PartChoiceValues } from '../../components/part-fields/part-choice';

export type DrawingPartValues = PartChoiceValues;

export const defaultDrawingPart = (offer: ShopOffer = DEFAULT_OFFER): DrawingPartValues => ({
  material: '',
  finish: offer.finishes[0].name,
  thicknessMm: '',
  quantity: '1',
});

type FieldErrors = Partial<Record<keyof DrawingPartValues, string>>;

/** SPEC section 5's rules for grade, thickness, quantity and finish, and what the shop stocks: a catalogue part's, less its dimensions. */
export function drawingPartErrors(values: DrawingPartValues, offer: ShopOffer): FieldErrors {
  return Object.fromEntries(partErrors(values, offer).map(({ key, message }) => [key, message]));
}

export function drawingPartResolver(offer: ShopOffer): Resolver<DrawingPartValues> {
  return (values) => {
    const errors = Object.entries(drawingPartErrors(values, offer)).filter(([, message]) => message);
    return errors.length === 0
      ? { values, errors: {} }
      : { values: {}, errors: Object.fromEntries(errors.map(([name, message]) => [name, { type: 'rule', message }])) };
  };
}

/** The plate a valid thickness names (0.1 mm steps), for the checks that depend on it; else undefined. */
export function plateThickness(thickness: string): number | undefined {
  return thicknessError(thickness) ? undefined : roundThickness(readNumber(thickness)!);
}

/** What the order panel is given: each field as read once valid, undefined until then. */
export function readDrawingPart(values: DrawingPartValues, offer: ShopOffer) {
  const errors = drawingPartErrors(values, offer);
  return {
    material: errors.material ? undefined : values.material,
    thicknessMm: errors.thicknessMm ? undefined : plateThickness(values.thicknessMm),
    finish: errors.finish ? undefined : values.finish,
    quantity: errors.quantity ? undefined : readNumber(values.quantity),
  };
}
