import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG, UPLOAD_QUOTA } from '@steelcut/domain/schemas/files';
import { rectangleFormFields } from '@steelcut/domain/testing/factories';
import {
  asUser,
  expectError,
  multipart,
  placeOrderFor,
  registerUser,
  SAMPLE_FILES,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';
import { createDiskStorage } from '../../lib/storage';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './service';

const t = useTestApp();
let rectangleId: number;
beforeAll(async () => {
  rectangleId = (await t.db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow())
    .id;
});

const png = { field: 'image', filename: 'drawing.png', bytes: SAMPLE_FILES.png };

function addWithImage(who: SignedIn) {
  const form = multipart(rectangleFormFields(who.userId, rectangleId), png);
  return t.app.inject(
    asUser(who, { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers }),
  );
}

function sendAttachment(who: SignedIn) {
  const form = multipart(
    { sender_id: who.userId, receiver_id: 1, message: 'my drawing' },
    { ...png, field: 'attachment' },
  );
  return t.app.inject(
    asUser(who, { method: 'POST', url: '/api/send-message', payload: form.payload, headers: form.headers }),
  );
}

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
const filesOf = (ownerId: number) =>
  t.db.selectFrom('files').select(['id', 'kind', 'storage_key']).where('owner_id', '=', ownerId).execute();
const age = (id: string, ms: number) =>
  t.db
    .updateTable('files')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('id', '=', id)
    .execute();

/** The ids of the files `step` stored for the owner. */
async function filesStoredBy(ownerId: number, step: () => Promise<unknown>): Promise<string[]> {
  const before = new Set((await filesOf(ownerId)).map((file) => file.id));
  await step();
  return (await filesOf(ownerId)).map((file) => file.id).filter((id) => !before.has(id));
}

describe('unreferenced uploads', () => {
  it('are deleted, bytes and row, once older than the grace period; fresh or referenced ones stay', async () => {
    const customer = await registerUser(t.app);
    const addThenRemove = async () => {
      const added = await addWithImage(customer);
      const item = added.json().items.at(-1).id;
      const url = `/api/cart/deleteCartItem/${customer.userId}/${item}`;
      expect((await t.app.inject(asUser(customer, { method: 'DELETE', url }))).statusCode).toBe(200);
    };
    const orphans = await filesStoredBy(customer.userId, addThenRemove);
    const ordered = await filesStoredBy(customer.userId, async () => {
      await addWithImage(customer);
      await placeOrderFor(t.app, t.db, customer); // the cart, drawing and all, becomes the order
    });
    const inCart = await filesStoredBy(customer.userId, () => addWithImage(customer));
    const inChat = await filesStoredBy(customer.userId, () => sendAttachment(customer)); // and its thumbnail
    for (const id of [...orphans, ...ordered, ...inCart, ...inChat]) await age(id, ORPHAN_GRACE_MS + 60_000);
    const freshOrphans = await filesStoredBy(customer.userId, addThenRemove);
    expect([orphans, ordered, inCart, freshOrphans].map((ids) => ids.length)).toEqual([1, 1, 1, 1]);
    expect(inChat.length).toBeGreaterThanOrEqual(1);
    const keyOf = new Map((await filesOf(customer.userId)).map((file) => [file.id, file.storage_key]));
    const onDisk = (id: string) => existsSync(path.join(uploadsDir(), keyOf.get(id)!));

    await sweepOrphanFiles(t.db, createDiskStorage(uploadsDir()));

    const kept = new Set((await filesOf(customer.userId)).map((file) => file.id));
    expect(kept.has(orphans[0])).toBe(false);
    expect(onDisk(orphans[0])).toBe(false);
    for (const id of [...ordered, ...inCart, ...inChat, ...freshOrphans]) {
      expect(kept.has(id)).toBe(true);
      expect(onDisk(id)).toBe(true);
    }
  });
});

describe('daily upload quota', () => {
  it(`refuses a customer's upload past ${UPLOAD_QUOTA.filesPerDay} files a day with 429, storing nothing`, async () => {
    const customer = await registerUser(t.app);
    for (let batch = 0; batch < UPLOAD_QUOTA.filesPerDay / 20; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => addWithImage(customer)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    }
    const stored = (await filesOf(customer.userId)).length;
    const refused = await addWithImage(customer);
    expectError(refused, 429, FILE_MSG.quotaReached);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await sendAttachment(customer), 429, FILE_MSG.quotaReached);
    expect((await filesOf(customer.userId)).length).toBe(stored);
    // Another customer is not held up, and a part without a drawing still goes in the cart.
    expect((await addWithImage(await registerUser(t.app))).statusCode).toBe(200);
    const form = multipart(rectangleFormFields(customer.userId, rectangleId));
    const plain = await t.app.inject(
      asUser(customer, { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers }),
    );
    expect(plain.statusCode).toBe(200);
  });
});

describe('signed file URLs', () => {
  const signature = (id: string, exp: number) =>
    createHmac('sha256', t.config.jwtSecret).update(`file:${id}:${exp}`).digest('base64url');

  it('last 5 to 10 minutes; past that only the owner’s or the admin’s token opens the file', async () => {
    const customer = await registerUser(t.app);
    const imagePath: string = (await addWithImage(customer)).json().items[0].image_path;
    const url = new URL(imagePath, 'http://shop/api/');
    const id = url.pathname.split('/').at(-1)!;
    const lifetime = Number(url.searchParams.get('exp')) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(5 * 60 - 2);
    expect(lifetime).toBeLessThanOrEqual(10 * 60);
    expect((await t.app.inject({ method: 'GET', url: `/api/${imagePath}` })).statusCode).toBe(200);

    // Signed by the server, but expired: a guest (or someone signed out) gets nothing.
    const expired = Math.floor(Date.now() / 1000) - 1;
    const stale = `/api/files/${id}?exp=${expired}&sig=${signature(id, expired)}`;
    expectError(await t.app.inject({ method: 'GET', url: stale }), 404);
    expect((await t.app.inject(asUser(customer, { method: 'GET', url: stale }))).statusCode).toBe(200);
    const stranger = await registerUser(t.app);
    expectError(await t.app.inject(asUser(stranger, { method: 'GET', url: stale })), 404);
  });
});
