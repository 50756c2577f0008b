import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPricing } from '@steelcut/domain/testing/pricing';
import {
  addAddress,
  asUser,
  loginAdmin,
  multipart,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';
import { createRateLimiter } from '../../lib/rate-limit';
import { createDatabaseStorage, createDiskStorage } from '../../lib/storage';
import { systemClock } from '../../lib/time';
import { createReadPool } from '../drawings/read-pool';
import { createDrawingService } from '../drawings/service';
import { createPricingService } from '../pricing/service';
import { createShapesService } from '../shapes/service';
import { createShopService } from '../shop/service';
import { createQuotationService } from './service';

/**
 * A drawing's size changes with its units (a unitless 40 × 40 square is 40 mm or 1016 mm): a line
 * priced from one reading and kept from another would be cut larger than it was paid for. Every
 * line here is checked against the price of the size it keeps, while the units flip meanwhile.
 */
const t = useTestApp();
let customer: SignedIn;
let drawingId: string;
beforeAll(async () => {
  const admin = await loginAdmin(t.app);
  const saved = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  customer = await registerUser(t.app);
  const upload = await t.app.inject(
    asUser(customer, {
      method: 'POST',
      url: '/api/drawings',
      ...multipart({}, { field: 'file', filename: 'square.dxf', bytes: Buffer.from(UNITLESS_SQUARE) }),
    }),
  );
  expect(upload.statusCode, upload.body).toBe(201);
  drawingId = upload.json().drawing.id;
});

/** A closed 40 × 40 square without $INSUNITS: millimetres until the customer says otherwise. */
const UNITLESS_SQUARE = [
  ['0', 'SECTION', '2', 'ENTITIES'],
  ['0', 'LWPOLYLINE', '8', '0', '90', '4', '70', '1'],
  ['10', '0', '20', '0', '10', '40', '20', '0', '10', '40', '20', '40', '10', '0', '20', '40'],
  ['0', 'ENDSEC', '0', 'EOF'],
]
  .flat()
  .join('\n');

const FIELDS = { material_name: 'SS 304', thickness: 2, quantity: 1, finish: 'Mill Finish' };
const call = (options: InjectOptions) => t.app.inject(asUser(customer, options));
/**
 * The customer's drawing budget (60 readings in 15 minutes) made whole again: the flips here are
 * the test's own hammering, not what is tested.
 */
const freshBudget = () => t.db.deleteFrom('rate_limits').where('key', 'like', 'drawing%').execute();
const setUnits = async (units: 'mm' | 'in') => {
  await freshBudget();
  return unitsCall(units);
};
const unitsCall = (units: 'mm' | 'in') =>
  call({ method: 'PUT', url: `/api/drawings/${drawingId}/units`, payload: { units } });

/** The unit price of the square in `units`, by the quote every estimate and order uses. */
async function unitPriceIn(units: 'mm' | 'in'): Promise<number> {
  expect((await setUnits(units)).statusCode).toBe(200);
  const quote = await call({
    method: 'POST',
    url: '/api/quote',
    payload: { items: [{ drawingId, ...FIELDS }], state: 'Tamil Nadu' },
  });
  expect(quote.statusCode, quote.body).toBe(200);
  return quote.json().items[0].unitPaise;
}

async function addToCart() {
  const form = multipart({
    userId: customer.userId,
    drawingId,
    materialName: 'SS 304',
    thickness: '2',
    quantity: '1',
    finish: 'Mill Finish',
  });
  const added = await call({ method: 'POST', url: '/api/shape/addcart', ...form });
  expect(added.statusCode, added.body).toBe(200);
  return added.json().items as { id: number }[];
}

/** Flips the drawing's units until `done` settles; answers how many flips were made. */
async function flipUntil(done: Promise<unknown>): Promise<number> {
  let settled = false;
  void done.finally(() => (settled = true));
  let flips = 0;
  while (!settled) {
    await setUnits(flips % 2 === 0 ? 'in' : 'mm');
    flips++;
  }
  return flips;
}

let price: Record<number, number>;
beforeAll(async () => {
  price = { 40: await unitPriceIn('mm'), 1016: await unitPriceIn('in') };
  expect(price[1016]).toBeGreaterThan(price[40]! * 5);
  expect((await setUnits('mm')).statusCode).toBe(200);
});
describe('a drawing line is priced and kept from one reading', () => {
  it('in 50 quotations made while the units flip, every line’s price is the price of the size it keeps', async () => {
    await addToCart();
    // Ten rounds of five at once: as many as the reader's queue takes, while the units flip.
    for (let round = 0; round < 10; round++) {
      const made = Promise.all(
        Array.from({ length: 5 }, () =>
          call({ method: 'POST', url: '/api/quotations', payload: { state: 'Tamil Nadu' } }),
        ),
      );
      expect(await flipUntil(made)).toBeGreaterThan(0);
      for (const response of await made) expect(response.statusCode, response.body).toBe(201);
    }

    const lines = await t.db
      .selectFrom('quotation_lines')
      .select(['unit_paise', 'drawing', 'description'])
      .where('drawing_id', '=', drawingId)
      .execute();
    expect(lines).toHaveLength(50);
    for (const line of lines) {
      const kept = JSON.parse(line.drawing!) as { widthMm: number; heightMm: number; outline: unknown };
      const size = Math.round(kept.widthMm);
      expect([40, 1016]).toContain(size);
      expect(line.unit_paise, line.description).toBe(price[size]);
      expect(line.description).toContain(`${size} × ${size} mm`);
      expect(outlineWidth(kept.outline)).toBeCloseTo(kept.widthMm, 6);
    }
  });

  it('in orders placed from the cart while the units flip, every item’s price is the price of the size it keeps', async () => {
    const address = await addAddress(t.app, customer);
    for (let round = 0; round < 8; round++) {
      const cart = await addToCart();
      const placing = call({
        method: 'POST',
        url: '/api/order/create',
        payload: { userId: customer.userId, cartItems: cart, totalQty: cart.length, deliveryAddress: address },
      });
      await flipUntil(placing);
      const placed = await placing;
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json().order.id as number;
      const item = await t.db
        .selectFrom('order_items')
        .select('drawing')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      const amounts = await t.db
        .selectFrom('order_amounts')
        .select('lines')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      const kept = JSON.parse(item.drawing!) as { widthMm: number; outline: unknown };
      const size = Math.round(kept.widthMm);
      expect(JSON.parse(amounts.lines!)[0].unitPaise).toBe(price[size]);
      expect(outlineWidth(kept.outline)).toBeCloseTo(kept.widthMm, 6);
    }
  });
});

/** The outline's own width, from its points: what the floor would cut. */
function outlineWidth(outline: unknown): number {
  const xs = JSON.stringify(outline)
    .match(/"x":-?[\d.e+-]+/g)!
    .map((pair) => Number(pair.slice(4)));
  return Math.max(...xs) - Math.min(...xs);
}

/**
 * The worst moment, made to happen: every reading of the drawing is followed at once by the
 * customer's other answer to its units, as a parallel request could. The quotation's services are
 * the app's, on its database and files; only the order of events is forced.
 */
describe('a quotation whose drawing’s units change between any two readings', () => {
  it('keeps the size it priced', async () => {
    const storage =
      t.config.storage === 'database'
        ? createDatabaseStorage(t.db)
        : createDiskStorage(path.join(t.config.dataDir, 'uploads'));
    const reader = createReadPool({ ...t.config.drawings, log: { error() {}, warn() {} } });
    try {
      const drawings = createDrawingService({ db: t.db, storage, reader, limiter: createRateLimiter(t.db) });
      const caller = { userId: customer.userId, role: 'user' as const };
      let units: 'mm' | 'in' = 'mm';
      const flip = async <T>(reading: T) => {
        units = units === 'mm' ? 'in' : 'mm';
        await freshBudget();
        await drawings.setUnits({ auth: caller }, drawingId, units);
        return reading;
      };
      const flipping = {
        get: (...args: Parameters<typeof drawings.get>) => drawings.get(...args).then(flip),
        forLine: (...args: Parameters<typeof drawings.forLine>) => drawings.forLine(...args).then(flip),
      };
      const shop = createShopService({ db: t.db, changeStamp: undefined, seed: {} });
      const pricing = createPricingService(t.db, createShapesService(t.db), shop, systemClock, flipping.get);
      const quotations = createQuotationService({ db: t.db, pricing, shop, clock: systemClock, drawings: flipping });
      await addToCart();
      await setUnits('mm');
      const quotation = await quotations.create(caller, { state: 'Tamil Nadu' });
      const line = await t.db
        .selectFrom('quotation_lines')
        .select(['unit_paise', 'drawing'])
        .where('quotation_id', '=', quotation.id)
        .executeTakeFirstOrThrow();
      const kept = JSON.parse(line.drawing!) as { widthMm: number };
      expect(line.unit_paise).toBe(price[Math.round(kept.widthMm)]);
    } finally {
      await reader.close();
    }
  });
});
