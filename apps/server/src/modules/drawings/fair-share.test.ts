import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { perforatedPlate } from '@steelcut/domain/testing/drawings';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { createRateLimiter, RATE_POLICIES } from '../../lib/rate-limit';
import {
  addAddress,
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  multipart,
  registerUser,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';

// One reader, and one file of a caller's waiting beyond it: their share of the queue is two.
const CORPUS = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/drawings/corpus');
const corpusFile = (name: string) => readFileSync(path.join(CORPUS, `${name}.dxf`));
const LINE = { material_name: 'SS 304', thickness: 2, quantity: 4, finish: 'Mill Finish' };

let t: TestApp;
beforeAll(async () => {
  // A reading's time limit far away: on a busy machine a heavy drawing is slow, and these tests
  // are about order, not time.
  t = await buildTestApp({
    env: { DRAWING_WORKERS: '1', DRAWING_QUEUE_PER_CALLER: '1', DRAWING_TIME_LIMIT_MS: '60000' },
  });
  const admin = await loginAdmin(t.app);
  const saved = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

let addresses = 0;
const freshIp = () => `10.78.0.${++addresses}`;
const as = (who: SignedIn | string, request: InjectOptions) =>
  t.app.inject(typeof who === 'string' ? { ...request, remoteAddress: who } : asUser(who, request));

async function upload(who: SignedIn | string, bytes: Buffer): Promise<LightMyRequestResponse> {
  const form = multipart({}, { field: 'file', filename: 'part.dxf', bytes });
  return as(who, { method: 'POST', url: '/api/drawings', ...form });
}
async function uploadedId(who: SignedIn | string, bytes: Buffer): Promise<string> {
  const response = await upload(who, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().drawing.id;
}
const quote = (who: SignedIn | string, drawingId: string) =>
  as(who, { method: 'POST', url: '/api/quote', payload: { items: [{ drawingId, ...LINE }], state: 'Tamil Nadu' } });
const addToCart = (who: SignedIn, drawingId: string) =>
  as(who, {
    method: 'POST',
    url: '/api/shape/addcart',
    ...multipart({
      userId: who.userId,
      drawingId,
      materialName: 'SS 304',
      thickness: '2',
      quantity: '4',
      finish: 'Mill Finish',
    }),
  });
async function placeOrder(who: SignedIn) {
  const cart = await as(who, { method: 'GET', url: `/api/cart/getCart/${who.userId}` });
  const cartItems = (cart.json().items as { id: number }[]).map(({ id }) => ({ id }));
  const deliveryAddress = await addAddress(t.app, who);
  return as(who, {
    method: 'POST',
    url: '/api/order/create',
    payload: { userId: who.userId, cartItems, totalQty: cartItems.length, deliveryAddress },
  });
}
/** The checks counted for a meter in this window. */
const checksOf = async (meter: string) =>
  (await t.db.selectFrom('rate_limits').select('hits').where('key', '=', `drawing-checks:${meter}`).executeTakeFirst())
    ?.hits ?? 0;

describe('every check of a drawing counts in its caller’s budget', () => {
  it('a signed-in customer’s cart, quote and order lines count as theirs; past the limit, 429', async () => {
    const customer = await registerUser(t.app);
    const drawingId = await uploadedId(customer, corpusFile('rectangle-300x200'));
    const added = await addToCart(customer, drawingId);
    expect(added.statusCode, added.body).toBe(200);
    expect(await checksOf(String(customer.userId))).toBe(1);
    expect((await quote(customer, drawingId)).statusCode).toBe(200);
    expect(await checksOf(String(customer.userId))).toBe(2);
    const ordered = await placeOrder(customer);
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(await checksOf(String(customer.userId))).toBe(3);

    const policy = RATE_POLICIES.drawingChecksPerCaller;
    await createRateLimiter(t.db).take(`drawing-checks:${customer.userId}`, policy, policy.limit - 3);
    const refused = await quote(customer, drawingId);
    expectError(refused, 429, DRAWING_MSG.tooManyChecks);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await addToCart(customer, drawingId), 429, DRAWING_MSG.tooManyChecks);
  });

  it('a guest’s quote counts in their address’s checks', async () => {
    const guest = freshIp();
    const drawingId = await uploadedId(guest, corpusFile('rectangle-300x200'));
    expect((await quote(guest, drawingId)).statusCode).toBe(200);
    expect(await checksOf(`ip:${guest}`)).toBe(1);
  });
});

describe('one guest cannot stop others’ drawings', () => {
  it('a guest flooding units changes: theirs past their share get 429; a customer’s upload is read next', async () => {
    const guest = freshIp();
    const customer = await registerUser(t.app);
    const heavy = await uploadedId(guest, Buffer.from(perforatedPlate(2400)));
    const events: string[] = [];
    const units = (value: string) =>
      as(guest, { method: 'PUT', url: `/api/drawings/${heavy}/units`, payload: { units: value } });

    let firstRefusal!: () => void;
    const refusedOnce = new Promise<void>((resolve) => (firstRefusal = resolve));
    const flood = Array.from({ length: 8 }, (_, i) =>
      units(i % 2 ? 'in' : 'mm').then((response) => {
        if (response.statusCode === 429) firstRefusal();
        else events.push(`guest ${response.statusCode}`);
        return response;
      }),
    );
    // The guest's share is taken (one being read, one waiting) once one of theirs is refused.
    await refusedOnce;
    const customers = upload(customer, corpusFile('rectangle-300x200')).then((response) => {
      events.push(`customer ${response.statusCode}`);
      return response;
    });
    const answers = await Promise.all(flood);
    await customers;

    const refused = answers.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(6);
    for (const response of refused) {
      expectError(response, 429, DRAWING_MSG.yoursWaiting);
      expect(response.headers['retry-after']).toBe('5');
    }
    // The customer's drawing waited for the guest's one being read, not for the one waiting: it
    // is answered before the guest's second (whose answer may come before or after the first's
    // write to the database is done, so the first guest answer may come after the customer's).
    expect(events.filter((event) => event.startsWith('guest'))).toEqual(['guest 200', 'guest 200']);
    expect(events.indexOf('customer 201')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('customer 201')).toBeLessThan(events.lastIndexOf('guest 200'));
  });

  it(
    'a guest flooding thickness checks: a customer’s quote and order of a drawing line go through',
    { timeout: 120_000 },
    async () => {
      const guest = freshIp();
      const customer = await registerUser(t.app);
      const heavy = await uploadedId(guest, Buffer.from(perforatedPlate(2400)));
      const drawingId = await uploadedId(customer, corpusFile('rectangle-300x200'));
      const added = await addToCart(customer, drawingId);
      expect(added.statusCode, added.body).toBe(200);

      const flood = Array.from({ length: 12 }, (_, i) =>
        as(guest, { method: 'GET', url: `/api/drawings/${heavy}?thickness=${1 + (i % 4)}` }),
      );
      const [quoted, ordered] = [await quote(customer, drawingId), await placeOrder(customer)];
      expect(quoted.statusCode, quoted.body).toBe(200);
      expect(ordered.statusCode, ordered.body).toBe(201);
      // The guest's checks wait their turn, a few at a time: none is refused for the queue.
      for (const response of await Promise.all(flood)) expect(response.statusCode, response.body).toBe(200);
    },
  );
});
