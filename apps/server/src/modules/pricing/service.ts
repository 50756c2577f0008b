import { CART_MSG, dimensionsOf, readCartPart } from '@steelcut/domain/schemas/cart';
import type { GuestCartItem } from '@steelcut/domain/schemas/cart';
import type { Pricing, QuoteReply } from '@steelcut/domain/schemas/pricing';
import { quoteParts, type PricedPart } from '@steelcut/domain/pricing/price';
import { partMeasures } from '@steelcut/domain/shapes/measures';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { invalidFields } from '../cart/service';
import { definitionOf, isOrderable, type ShapeRow, type ShapesService } from '../shapes/service';
import { createPricingRepository } from './repository';

/**
 * Every quote reads the rates; they change when the admin saves them. Each process keeps them
 * this long: a save shows at once here and within this time on other processes.
 */
const RATES_TTL_MS = 2000;
/** Recently measured parts kept per process. */
const MEASURED_KEPT = 5000;

/**
 * A cache of about `kept` recent entries in two generations: when the newer fills, the older is
 * dropped whole. Deleting a Map's oldest entry one by one cost 3.5 µs each (the map skips its
 * holes); this costs 0.2 µs.
 */
function recentlyUsed<V>(kept: number) {
  let newer = new Map<string, V>();
  let older = new Map<string, V>();
  const set = (key: string, value: V) => {
    if (newer.size >= kept / 2) {
      older = newer;
      newer = new Map();
    }
    newer.set(key, value);
  };
  return {
    set,
    get(key: string): V | undefined {
      const value = newer.get(key);
      if (value !== undefined) return value;
      const old = older.get(key);
      if (old !== undefined) set(key, old);
      return old;
    },
  };
}

export function createPricingService(db: Db, shapes: ShapesService) {
  const repo = createPricingRepository(db);
  let cached: { pricing: Promise<Pricing | null>; expires: number } | undefined;

  function rates(): Promise<Pricing | null> {
    if (!cached || cached.expires <= Date.now()) {
      const pricing = repo.find().then((json) => (json ? (JSON.parse(json) as Pricing) : null));
      cached = { pricing, expires: Date.now() + RATES_TTL_MS };
      pricing.catch(() => (cached = undefined));
    }
    return cached.pricing;
  }

  /**
   * One item read and measured, or its problems. The answer depends only on the item's own
   * fields and its shape's fixed geometry, and the same parts are asked again and again (the
   * configurator re-asks as the customer types, the cart on every visit): keep recent answers.
   */
  const measured = recentlyUsed<{ part: PricedPart } | { errors: { key: string; message: string }[] }>(MEASURED_KEPT);
  function readAndMeasure(item: GuestCartItem, shape: ShapeRow) {
    // A flat array of the fields: JSON keeps "5" apart from 5 and a '|' typed into a field harmless.
    const fields: unknown[] = [shape.slug, item.material_name, item.thickness, item.quantity, item.finish];
    for (const dimension of item.parameters) fields.push(dimension.param_key, dimension.param_value);
    const key = JSON.stringify(fields);
    let answer = measured.get(key);
    if (!answer) {
      const definition = definitionOf(shape);
      const read = readCartPart(definition, {
        materialName: item.material_name,
        thickness: item.thickness,
        quantity: item.quantity,
        finish: item.finish,
        dimensions: dimensionsOf(item.parameters),
      });
      if (read.ok) {
        const { part } = read;
        const params = Object.fromEntries(part.dimensions.map((d) => [d.key, d.value]));
        const measures = partMeasures(definition, params, part.thickness, part.materialName);
        answer = {
          part: {
            material: part.materialName,
            thicknessMm: part.thickness,
            quantity: part.quantity,
            weightKg: measures.weightKg!,
            cutLengthMm: measures.cutLengthMm,
            pierces: measures.pierces,
          },
        };
      } else answer = { errors: read.errors };
      measured.set(key, answer);
    }
    return answer;
  }

  /** The parts of these cart items, each checked like an item added to the cart; 400 naming the bad ones. */
  async function partsOf(items: GuestCartItem[]): Promise<PricedPart[]> {
    const rows = await shapes.recentRows();
    const problems: { field: string; message: string }[] = [];
    const parts = items.map((item, index) => {
      const shape = rows.get(item.shape_id);
      if (!shape || !isOrderable(shape)) {
        problems.push({ field: `items.${index}.shape_id`, message: CART_MSG.shapeUnavailable });
        return undefined;
      }
      const answer = readAndMeasure(item, shape);
      if ('errors' in answer) {
        for (const error of answer.errors)
          problems.push({ field: `items.${index}.${error.key}`, message: error.message });
        return undefined;
      }
      return answer.part;
    });
    if (problems.length > 0) throw invalidFields(problems);
    return parts as PricedPart[];
  }

  return {
    get: rates,

    async save(adminId: number, pricing: Pricing): Promise<Pricing> {
      await repo.save(JSON.stringify(pricing), adminId, nowIso());
      cached = undefined;
      return (await rates())!;
    },

    /** The estimate of these items delivered to `state`; `{ priced: false }` until the shop has rates. */
    async quote(items: GuestCartItem[], state: string | undefined): Promise<QuoteReply> {
      const pricing = await rates();
      if (!pricing) return { priced: false };
      const parts = await partsOf(items);
      return { priced: true, gstPercent: pricing.gstPercent, ...quoteParts(pricing, parts, state) };
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
