import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { anAddressInput } from '@steelcut/domain/testing/factories';
import { registerCustomer, shopApi, signInAdmin, type Customer } from './shop-data';
import {
  ADMIN,
  jsErrorsOf,
  newPage,
  openShop,
  SCREENSHOTS,
  shootBothWidths,
  signIn,
  WIDTHS,
  type Shop,
} from './support';

const READ_SHEET = path.resolve(import.meta.dirname, '../apps/server/src/modules/nesting/read-sheet.py');
const NESTING = {
  sheets: [{ material: 'SS 304', thicknessMm: 2, widthMm: 1250, heightMm: 1000, count: null }],
  gapMm: 5,
  marginMm: 10,
  directionalFinishes: [],
};

let shop: Shop;
let adminToken: string;
beforeAll(async () => {
  // A short search after the first filling: the journey looks at the page, not at the density.
  shop = await openShop({ NEST_SECONDS: '2' });
  adminToken = await signInAdmin(shop);
});
afterAll(() => shop?.close());

const asAdmin = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { Authorization: `Bearer ${adminToken}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
});
const saved = async (download: Download) => (await download.path())!;

async function putInCart(customer: Customer, slug: string, params: Record<string, number>, quantity: number) {
  const { shapes } = await shopApi<{ shapes: { id: number; slug: string }[] }>(shop, '/shape/shapeName');
  const form = new FormData();
  const fields = {
    userId: customer.id,
    shapeId: shapes.find((shape) => shape.slug === slug)!.id,
    materialName: 'SS 304',
    thickness: '2',
    quantity: String(quantity),
    finish: 'Mill Finish',
    parameters: JSON.stringify(Object.entries(params).map(([key, value]) => ({ key, value }))),
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  await shopApi(shop, '/shape/addcart', {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}` },
    body: form,
  });
}

const addresses = new Map<number, { id: number }>();

/** The customer's cart ordered to their one address (placeOrder of shop-data adds it each time). */
async function placeCart(customer: Customer) {
  const auth = { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' };
  if (!addresses.has(customer.id)) {
    const { address } = await shopApi<{ address: { id: number } }>(shop, '/address', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ userId: customer.id, ...anAddressInput(), isDefault: true }),
    });
    addresses.set(customer.id, address);
  }
  const { items } = await shopApi<{ items: { id: number }[] }>(shop, `/cart/getCart/${customer.id}`, { headers: auth });
  const placed = await shopApi<{ order: { id: number }; Order_No: string }>(shop, '/order/create', {
    method: 'POST',
    headers: { ...auth, 'Idempotency-Key': `e2e-nest-${customer.id}-${Date.now()}` },
    body: JSON.stringify({
      userId: customer.id,
      cartItems: items.map((item) => ({ id: item.id })),
      totalQty: items.length,
      deliveryAddress: addresses.get(customer.id),
    }),
  });
  return { id: placed.order.id, Order_No: placed.Order_No };
}

/** An order of the parts, confirmed by the shop (a lead converted), placed `daysAgo` days back. */
async function confirmedOrder(customer: Customer, parts: [string, Record<string, number>, number][], daysAgo: number) {
  for (const [slug, params, quantity] of parts) await putInCart(customer, slug, params, quantity);
  const order = await placeCart(customer);
  await shopApi(shop, `/order/${order.id}/convert`, asAdmin({ method: 'PUT' }));
  if (daysAgo > 0) {
    const db = new DatabaseSync(path.join(shop.server.dataDir, 'shop.sqlite'));
    const placed = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    db.prepare('update orders set order_date = ? where id = ?').run(placed, order.id);
    db.close();
  }
  return order;
}

describe('the floor’s day: nesting two days of orders', () => {
  it('sheets in the settings → the waiting lines → Nest → pictures, DXF and PDF → Use this nest → the order says its sheet', async () => {
    const { shop: settings } = await shopApi<{ shop: Record<string, unknown> }>(shop, '/admin/shop', asAdmin());
    await shopApi(
      shop,
      '/admin/shop',
      asAdmin({ method: 'PUT', body: JSON.stringify({ shop: { ...settings, nesting: NESTING } }) }),
    );

    const asha = await registerCustomer(shop, 'nest-a');
    const ravi = await registerCustomer(shop, 'nest-b');
    const orders = [
      await confirmedOrder(
        asha,
        [
          ['rectangle', { a: 300, b: 200 }, 4],
          ['ring', { a: 180, b: 80 }, 2],
        ],
        1,
      ),
      await confirmedOrder(ravi, [['rounded-rectangle', { a: 400, b: 250, r: 30 }, 2]], 1),
      await confirmedOrder(asha, [['rectangle', { a: 120, b: 60 }, 8]], 0),
      await confirmedOrder(
        ravi,
        [
          ['ring', { a: 240, b: 120 }, 1],
          ['rectangle', { a: 500, b: 150 }, 2],
        ],
        0,
      ),
    ];
    const pieces = 4 + 2 + 2 + 8 + 1 + 2;

    const { page, context } = await newPage(shop, WIDTHS.desktop);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/dashboard');
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Nesting' }).click();
    await page.waitForURL('**/admin/nesting');
    const waiting = page.getByRole('table', { name: 'Waiting to be cut' });
    await expect.poll(() => waiting.getByRole('row').count(), { timeout: 15_000 }).toBe(1 + 6);
    for (const order of orders) expect(await waiting.getByText(order.Order_No).count()).toBe(1);
    await shootBothWidths(page, 'admin-nesting-waiting');

    await page.getByRole('button', { name: 'Nest', exact: true }).click();
    const needed = page.getByRole('heading', { name: /sheets? needed$/ });
    await expect.poll(() => needed.isVisible(), { timeout: 90_000 }).toBe(true);
    const pictures = page.getByRole('img', { name: /^Sheet \d+, 1250 by 1000 mm/ });
    const sheets = await pictures.count();
    expect(sheets).toBeGreaterThan(0);
    expect(await page.locator('svg[role="img"] text').count()).toBe(pieces);
    await shootBothWidths(page, 'admin-nesting-sheets');

    const [dxf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download sheet 1 as DXF' }).click(),
    ]);
    expect(dxf.suggestedFilename()).toMatch(/^nest-\d+-SS304-2mm-sheet-1\.dxf$/);
    const dxfPath = await saved(dxf);
    expect(readFileSync(dxfPath, 'utf8')).toContain('AC1009');
    const read = JSON.parse(
      execFileSync('/usr/bin/python3', [READ_SHEET, dxfPath, '1250', '1000', '5', '10'], { encoding: 'utf8' }),
    ) as { parts: number; unlabelled: number; withinMargin: number; tooClose: unknown[] };
    expect(read).toMatchObject({ unlabelled: 0, withinMargin: 0, tooClose: [] });
    expect(read.parts).toBeGreaterThan(0);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download sheet 1 as PDF' }).click(),
    ]);
    const pdfPath = await saved(pdf);
    const text = (await pdfParse(readFileSync(pdfPath))).text;
    expect(text).toContain('sheet 1 of');
    expect(text).toContain('Pieces on this sheet');
    // Kept beside the screenshots, to be looked at (pdftoppm -png).
    copyFileSync(pdfPath, path.join(SCREENSHOTS, 'nest-sheet-1.pdf'));

    await page.getByRole('button', { name: 'Use this nest' }).click();
    await expect.poll(() => page.getByText('In use: these sheets are the floor’s plan').isVisible()).toBe(true);

    // The nest kept, listed below and opened again: the same sheets and files.
    const kept = page.getByRole('table', { name: 'Nests so far' });
    await expect
      .poll(() => kept.getByRole('cell', { name: 'In use', exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    await kept.getByRole('button', { name: /^Open the nest of .*, SS 304 · 2 mm$/ }).click();
    const opened = page.getByRole('region', { name: /^Nest of .* · SS 304 · 2 mm$/ });
    await expect.poll(() => opened.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await opened.getByRole('img', { name: /^Sheet \d+, 1250 by 1000 mm/ }).count()).toBe(sheets);
    expect(await opened.locator('svg[role="img"] text').count()).toBe(pieces);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      opened.getByRole('button', { name: 'Download sheet 1 as DXF' }).click(),
    ]);
    expect(readFileSync(await saved(again), 'utf8')).toBe(readFileSync(dxfPath, 'utf8'));
    await shootBothWidths(page, 'admin-nesting-kept');

    await page.goto(`/admin/ordersDetails/${orders[0]!.id}`);
    const planned = page.getByRole('region', { name: 'Planned for cutting' });
    await expect.poll(() => planned.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await planned.textContent()).toMatch(/Line 1: \d+ pieces? on sheet \d+ of \d+ \(nest \d+\)/);
    await shootBothWidths(page, 'admin-order-planned');
    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();
  });
});
