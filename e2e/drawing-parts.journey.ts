import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAddressInput } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { registerCustomer, shopApi, signInAdmin } from './shop-data';
import { ADMIN, jsErrorsOf, newPage, openShop, shootBothWidths, signIn, WIDTHS, type Shop } from './support';
import { unzipFile } from './zip';

const CORPUS = path.resolve(import.meta.dirname, '../packages/domain/src/drawings/corpus');
const json = { 'Content-Type': 'application/json' };

type ExpectedPart = { widthMm: number; heightMm: number; copies: number };
/** parts-3.dxf as tools/drawings-corpus worked it out with ezdxf: a plate, two tabs, a washer. */
const PARTS = (
  JSON.parse(readFileSync(path.join(CORPUS, 'expected.json'), 'utf8')) as Record<string, { parts: ExpectedPart[] }>
)['parts-3']!.parts;
const SETS = 2;

/** A DXF's extents as ezdxf reads them, mm: what any CAD program would open. */
function ezdxfSize(dxf: Buffer): [number, number] {
  const dir = mkdtempSync(path.join(tmpdir(), 'parts-'));
  try {
    const file = path.join(dir, 'part.dxf');
    writeFileSync(file, dxf);
    const script = [
      'import sys, json, ezdxf',
      'from ezdxf import bbox',
      'box = bbox.extents(ezdxf.readfile(sys.argv[1]).modelspace())',
      'print(json.dumps([box.size.x, box.size.y]))',
    ].join('\n');
    const [w, h] = JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' })) as number[];
    return [Math.round(w! * 100) / 100, Math.round(h! * 100) / 100];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** No sideways scroll: the page is no wider than the window. */
const overflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

describe('several parts in one DXF (issue 32)', () => {
  it('on a phone a customer uploads a three-part file, adds all parts, orders; the job pack holds a clean DXF of each', async () => {
    const adminToken = await signInAdmin(shop);
    await shopApi(shop, '/admin/pricing', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ pricing: aPricing() }),
    });
    const customer = await registerCustomer(shop, 'parts');
    const auth = { Authorization: `Bearer ${customer.token}` };
    await shopApi(shop, '/address', {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ userId: customer.id, ...anAddressInput(), isDefault: true }),
    });

    const { page, context } = await newPage(shop, WIDTHS.phone);
    await signIn(page, customer.email, customer.password, '/home');
    await page.goto('/drawings/new', { waitUntil: 'networkidle' });
    await page.getByLabel('DXF file').setInputFiles(path.join(CORPUS, 'parts-3.dxf'));
    await page.waitForURL(/\/drawings\/[A-Za-z0-9_-]{22}$/);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(3);
    await expect
      .poll(() => page.getByRole('article', { name: 'Part 2 of 3' }).getByText('60 × 40 mm').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('× 2 in the file').first().isVisible()).toBe(true);

    await page.getByLabel('Material', { exact: true }).selectOption('SS 304');
    await page.getByLabel('Thickness', { exact: true }).fill('2');
    await page.getByLabel('Quantity', { exact: true }).fill(String(SETS));
    for (const [i, part] of PARTS.entries()) {
      const card = page.getByRole('article', { name: `Part ${i + 1} of 3` });
      const pieces = part.copies * SETS;
      await expect
        .poll(() => card.getByText(new RegExp(`^Line: ${pieces} × ₹`)).isVisible(), { timeout: 15_000 })
        .toBe(true);
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shootBothWidths(page, 'drawing-parts');

    await page.getByRole('button', { name: 'Add all parts' }).click();
    await page.waitForURL('**/cart');
    for (const n of [1, 2, 3]) {
      await expect.poll(() => page.getByText(`parts-3.dxf, part ${n} of 3`).first().isVisible()).toBe(true);
    }
    const cart = await shopApi<{ items: { shape_name: string; quantity: number }[] }>(
      shop,
      `/cart/getCart/${customer.id}`,
      { headers: auth },
    );
    expect(cart.items.map((item) => [item.shape_name, item.quantity]).sort()).toEqual(
      PARTS.map((part, i) => [`parts-3.dxf, part ${i + 1} of 3`, part.copies * SETS]).sort(),
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shootBothWidths(page, 'drawing-parts-cart');

    await page.getByRole('button', { name: 'Proceed to Order' }).click();
    await page.waitForURL('**/delivery-address');
    await expect.poll(() => page.getByText('parts-3.dxf, part 3 of 3').first().isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shootBothWidths(page, 'drawing-parts-checkout');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/order-confirmed');
    const { orders } = await shopApi<{ orders: { id: number; Order_No: string }[] }>(
      shop,
      `/order/user/${customer.id}`,
      { headers: auth },
    );
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    await page.goto(`/orderDetails/${order.id}`);
    await expect.poll(() => page.getByText('parts-3.dxf, part 2 of 3').first().isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shootBothWidths(page, 'drawing-parts-order');
    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();

    // The shop converts the lead and downloads its job pack: one clean DXF per part, each its own size.
    const { page: admin, context: adminContext } = await newPage(shop, WIDTHS.desktop);
    await signIn(admin, ADMIN.email, ADMIN.password, '/admin/dashboard');
    await admin.goto(`/admin/ordersDetails/${order.id}`);
    await admin.getByRole('button', { name: 'Convert to Order' }).first().click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Convert' }).click();
    const jobPack = admin.getByRole('button', { name: 'Download job pack' });
    await expect.poll(() => jobPack.isVisible()).toBe(true);
    const [zip] = await Promise.all([admin.waitForEvent('download'), jobPack.click()]);
    const entries = await unzipFile((await zip.path())!);
    const clean = [...entries.keys()].filter((name) => /-item\d+-SS304-2mm-x\d+\.dxf$/.test(name));
    expect(clean).toHaveLength(3);
    const cut = clean.map((name) => [Number(/-x(\d+)\.dxf$/.exec(name)![1]), ...ezdxfSize(entries.get(name)!)]);
    expect(cut.sort()).toEqual(PARTS.map((part) => [part.copies * SETS, part.widthMm, part.heightMm]).sort());
    expect(jsErrorsOf(admin)).toEqual([]);
    await adminContext.close();
  });
});
