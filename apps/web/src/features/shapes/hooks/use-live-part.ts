import { useState } from 'react';
import { readNumber, thicknessError } from '@steelcut/domain/materials';
import { quantityError } from '@steelcut/domain/schemas/cart';
import { readParams, validate } from '@steelcut/domain/shapes/validate';
import type { Params, ShapeDefinition } from '@steelcut/domain/shapes/types';
import type { PartMeasures } from '@steelcut/domain/part';
import { partMeasures } from '@steelcut/domain/shapes/measures';
import type { ConfigureValues } from '../configure-form';

type Typed = Omit<ConfigureValues, 'image' | 'finish'>;

export type LivePart = {
  /** The last part whose dimensions validated; null until there is one. */
  params: Params | null;
  /** The typed values no longer validate: `params` shows an earlier part. */
  stale: boolean;
  metrics: PartMeasures | null;
  quantity: number | undefined;
};

function sameParams(a: Params, b: Params | null): boolean {
  if (!b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The part as typed, checked by the domain on every keystroke; the drawing keeps the last good one. */
export function useLivePart(definition: ShapeDefinition, typed: Typed): LivePart {
  // Thickness speaks only through the design rules here; its own message is the field's business.
  const errors = validate(definition, typed.dimensions, typed.thicknessMm).filter((e) => e.key !== 'thicknessMm');
  const current = errors.length === 0 ? readParams(definition, typed.dimensions) : null;

  const [shown, setShown] = useState<Params | null>(null);
  // Derived state, updated during render so the drawing never lags a keystroke behind.
  if (current && !sameParams(current, shown)) setShown(current);
  const params = current && sameParams(current, shown) ? shown : (current ?? shown);

  const thickness = thicknessError(typed.thicknessMm) ? undefined : readNumber(typed.thicknessMm);
  const quantity = quantityError(typed.quantity) ? undefined : readNumber(typed.quantity);
  return {
    params,
    stale: current === null && shown !== null,
    metrics: params ? partMeasures(definition, params, thickness, typed.material) : null,
    quantity,
  };
}
