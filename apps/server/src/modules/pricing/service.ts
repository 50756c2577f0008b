import { draftOf, itemField } from '@steelcut/domain/part-wire';
import {
  CART_MSG,
  isDrawingItem,
  readCartPart,
  readDrawingPart,
  lineDrawing,
  type DrawingItem,
  type GuestCartItem,
  type PartItem,
} from '@steelcut/domain/schemas/cart';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import { cutOffProblem } from '@steelcut/domain/schemas/lead-times';
import { withDispatchDefaults, type Pricing, type QuoteReply, type ShopRates } from '@steelcut/domain/schemas/pricing';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { pricedLeadTimes, workingCalendar } from '@steelcut/domain/pricing/lead-times';
import { quoteParts, type PricedPart } from '@steelcut/domain/pricing/price';
import { placeOfSupply } from '@steelcut/domain/pincodes';
import { pricedDrawingPart, pricedPart } from '@steelcut/domain/pricing/priced-part';
import type { Db } from '../../db/database';
import { nowIso, type Clock } from '../../lib/time';
import type { Caller } from '../../lib/caller';
import { AppError, invalidFields } from '../../lib/errors';
import { definitionOf, isOrderable, type ShapeRow, type ShapesService } from '../shapes/service';
import type { ShopService } from '../shop/service';
import { deliveryTo } from '../shop-rules/delivery';
import { createPricingRepository } from './repository';

/**
 * Every quote reads the rates; they change when the admin saves them. Each process keeps them
 * this long: a save shows at once here and within this time on other processes.
 */
const RATES_TTL_MS = 2000;

/** The table with the state and GSTIN the shop settings hold (their one place). */
const withShopTax = (pricing: Pricing, shop: ShopSettings): ShopRates => ({
  ...pricing,
  shopState: shop.address.state,
  shopGstin: shop.gstin,
});

/** A drawing as its caller may read it, with the checks for this thickness (the drawings module's, handed in by app.ts). */
export type DrawingReader = (caller: Caller, id: string, thicknessMm: number) => Promise<Drawing>;

type Problem = { field: string; message: string };

export function createPricingService(
  db: Db,
  shapes: ShapesService,
  shop: ShopService,
  clock: Clock,
  drawingReader: DrawingReader,
) {
  const repo = createPricingRepository(db);
  let cached: { pricing: Promise<Pricing | null>; expires: number } | undefined;

  /** The table as saved, kept for RATES_TTL_MS. */
  function savedRates(): Promise<Pricing | null> {
    if (!cached || cached.expires <= Date.now()) {
      const pricing = repo.find().then((json) => (json ? withDispatchDefaults(JSON.parse(json)) : null));
      cached = { pricing, expires: Date.now() + RATES_TTL_MS };
      pricing.catch(() => (cached = undefined));
    }
    return cached.pricing;
  }

  /** The rates now, with the shop's tax registration. */
  async function rates(): Promise<ShopRates | null> {
    const [pricing, settings] = await Promise.all([savedRates(), shop.get()]);
    return pricing && withShopTax(pricing, settings);
  }

  /** One item read and measured (1-2 µs), or its problems. */
  function readAndMeasure(
    item: GuestCartItem,
    shape: ShapeRow,
    settings: ShopSettings,
  ): { part: PricedPart } | { errors: { key: string; message: string }[] } {
    const definition = definitionOf(shape);
    const read = readCartPart(definition, draftOf(item), settings);
    return read.ok ? { part: pricedPart(definition, read.part, settings.finishes) } : { errors: read.errors };
  }

  /**
   * A part of the caller's drawing, checked like a catalogue part (grade, thickness, quantity,
   * finish, stock) and by the drawing's own checks for that thickness; its problems go to `problems`.
   */
  async function drawingPart(
    item: DrawingItem,
    field: string,
    readLine: (id: string, thicknessMm: number) => Promise<Drawing | undefined>,
    settings: ShopSettings,
    problems: Problem[],
  ): Promise<PricedPart | undefined> {
    const read = readDrawingPart(draftOf(item), settings);
    if (!read.ok) {
      for (const error of read.errors)
        problems.push({ field: `${field}.${itemField(error.key)}`, message: error.message });
      return undefined;
    }
    const { part } = read;
    const line = lineDrawing(await readLine(item.drawingId, part.thicknessMm), item.drawingPart);
    if (!line.ok) {
      problems.push({ field: `${field}.${line.field}`, message: line.message });
      return undefined;
    }
    return pricedDrawingPart(line.drawing, part, settings.finishes);
  }

  /** The parts of these items, each checked like an item added to the cart; 400 naming the bad ones. */
  async function partsOf(
    items: PartItem[],
    caller: Caller,
    settings: ShopSettings,
    readDrawing: DrawingReader,
  ): Promise<PricedPart[]> {
    const rows = await shapes.recentRows();
    const problems: Problem[] = [];
    // Each drawing is read once per thickness, however many lines name it (each read is a worker's time).
    const reads = new Map<string, Promise<Drawing | undefined>>();
    const read = (id: string, thicknessMm: number) => {
      const key = `${id}:${thicknessMm}`;
      if (!reads.has(key)) {
        const reading = readDrawing(caller, id, thicknessMm).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return undefined;
          throw error;
        });
        reads.set(key, reading);
      }
      return reads.get(key)!;
    };
    const catalogue = (item: GuestCartItem, index: number) => {
      const shape = rows.get(item.shape_id);
      if (!shape || !isOrderable(shape)) {
        problems.push({ field: `items.${index}.shape_id`, message: CART_MSG.shapeUnavailable });
        return undefined;
      }
      const answer = readAndMeasure(item, shape, settings);
      if ('errors' in answer) {
        for (const error of answer.errors)
          problems.push({ field: `items.${index}.${itemField(error.key)}`, message: error.message });
        return undefined;
      }
      return answer.part;
    };
    const parts = await Promise.all(
      items.map((item, index) =>
        isDrawingItem(item) ? drawingPart(item, `items.${index}`, read, settings, problems) : catalogue(item, index),
      ),
    );
    if (problems.length > 0) throw invalidFields(problems);
    return parts as PricedPart[];
  }

  return {
    /** The rates with the shop's state and GSTIN, as estimates, quotes and invoices use them. */
    get: rates,
    /** The table alone, as the admin edits it. */
    table: savedRates,

    /** Saves the table. Its cut-off must fall within the opening hours the shop settings hold. */
    async save(adminId: number, pricing: Pricing): Promise<Pricing> {
      const problem = cutOffProblem(pricing.cutOffTime, (await shop.get()).openingHours);
      if (problem) throw invalidFields([{ field: 'pricing.cutOffTime', message: problem }]);
      await createPricingRepository(db).save(JSON.stringify(pricing), adminId, nowIso());
      cached = undefined;
      return (await savedRates())!;
    },

    /**
     * The estimate of these items delivered to `state` (GST) and, when given, `postalCode` (delivery
     * as its own amount, taxed with the goods; GST then by the pincode's state, see placeOfSupply);
     * `{ priced: false }` until the shop has rates.
     * Without a pincode the answer is the goods alone, as it always was. `leadTimes` dates and
     * prices each dispatch tier for an order placed now. `readDrawing`, when given, is the one
     * reading of each drawing the caller keeps with what it prices (a quotation's outline).
     */
    async quote(
      caller: Caller,
      items: PartItem[],
      state: string | undefined,
      postalCode?: string,
      readDrawing: DrawingReader = drawingReader,
    ): Promise<QuoteReply> {
      const [pricing, settings] = await Promise.all([rates(), shop.get()]);
      if (!pricing) return { priced: false };
      const parts = await partsOf(items, caller, settings, readDrawing);
      const charger = postalCode ? deliveryTo(settings, postalCode) : undefined;
      // GST by the pincode's state where there is a pincode (the address may name another).
      const to = postalCode ? placeOfSupply({ state: state ?? '', postalCode }) || undefined : state;
      const { delivery, deliveryPaise, ...figures } = quoteParts(pricing, parts, to, charger);
      const calendar = workingCalendar(settings.openingHours, pricing);
      const leadTimes = pricedLeadTimes(pricing, { ...figures, deliveryPaise }, to, calendar, clock());
      return {
        priced: true,
        gstPercent: pricing.gstPercent,
        ...figures,
        ...(delivery && { delivery, deliveryPaise }),
        leadTimes,
      };
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
