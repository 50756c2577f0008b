import type { Part, PartMeasures } from '../part';
import { partMeasures, pieceWeightKg } from '../shapes/measures';
import type { ShapeDefinition } from '../shapes/types';
import { finishAdderPaisePerM2, type ShopOffer } from '../shop-offer';
import type { PricedPart } from './price';

/**
 * A catalogue part, read by the cart's rules, as pricing takes it: its grade, thickness and
 * quantity, one piece's measures and what its finish adds. The one place a line becomes a priced
 * part, for the quote and for the estimate an order keeps.
 */
export function pricedPart(definition: ShapeDefinition, part: Part, finishes: ShopOffer['finishes']): PricedPart {
  const params: Record<string, number> = {};
  for (const { key, value } of part.dimensions) params[key] = value;
  const measures = partMeasures(definition, params, part.thicknessMm, part.material);
  return {
    material: part.material,
    thicknessMm: part.thicknessMm,
    quantity: part.quantity,
    // The grade was checked with the part, so its density and so the weight are known.
    weightKg: measures.weightKg ?? 0,
    cutLengthMm: measures.cutLengthMm,
    pierces: measures.pierces,
    areaMm2: measures.areaMm2,
    finishPaisePerM2: finishAdderPaisePerM2(finishes, part.finish),
  };
}

/** A part cut from a customer's drawing as pricing takes it: priced exactly as a catalogue part of the same geometry. */
export function pricedDrawingPart(
  piece: Pick<PartMeasures, 'areaMm2' | 'cutLengthMm' | 'pierces'>,
  part: Omit<Part, 'dimensions'>,
  finishes: ShopOffer['finishes'],
): PricedPart {
  return {
    material: part.material,
    thicknessMm: part.thicknessMm,
    quantity: part.quantity,
    // The grade was checked with the part, so its density and so the weight are known.
    weightKg: pieceWeightKg(piece.areaMm2, part.thicknessMm, part.material) ?? 0,
    cutLengthMm: piece.cutLengthMm,
    pierces: piece.pierces,
    areaMm2: piece.areaMm2,
    finishPaisePerM2: finishAdderPaisePerM2(finishes, part.finish),
  };
}
