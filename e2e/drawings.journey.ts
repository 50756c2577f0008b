import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAddressInput } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { readDxf } from '@steelcut/domain/testing/dxf';
import { shopApi, signInAdmin } from './shop-data';
import { ADMIN, jsErrorsOf, newPage, openShop, shootBothWidths, signIn, WIDTHS, type Shop } from './support';
import { unzipFile } from './zip';

const CORPUS = path.resolve(import.meta.dirname, '../packages/domain/src/drawings/corpus');
const json = { 'Content-Type': 'application/json' };

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

describe('a customer’s own drawing, from upload to the cutting floor (issue 23)', () => {
  it('a guest uploads, sees the fault in red, confirms the units, gets a price, adds to cart, registers, orders; the admin’s job pack carries the outline', async () => {
    const adminToken = await signInAdmin(shop);
    await shopApi(shop, '/admin/pricing', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ pricing: aPricing() }),
    });

    const { page, context } = await newPage(shop, WIDTHS.phone);
    await page.goto('/drawings/new', { waitUntil: 'networkidle' });
    // A drawing with a gap: refused for cutting, the open contour drawn in red.
    await page.getByLabel('DXF file').setInputFiles(path.join(CORPUS, 'open-contour.dxf'));
    await page.waitForURL(/\/drawings\/[A-Za-z0-9_-]{22}$/);
    await expect.poll(() => page.locator('[data-faulty="true"]').count()).toBe(1);
    await expect.poll(() => page.getByText(/^The outline is not closed at/).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Fix what we found in the drawing to see its price.').isVisible())
      .toBe(true);
    await shootBothWidths(page, 'drawing-open-contour');

    // A sound part drawn without units: the shop asks, the customer answers, it is measured again.
    await page.goto('/drawings/new', { waitUntil: 'networkidle' });
    await page.getByLabel('DXF file').setInputFiles(path.join(CORPUS, 'no-units.dxf'));
    await page.waitForURL(/\/drawings\/[A-Za-z0-9_-]{22}$/);
    const question = page.getByRole('radiogroup', { name: 'Is this drawing in millimetres or inches?' });
    await expect.poll(() => question.isVisible()).toBe(true);
    await question.getByRole('radio', { name: 'Millimetres (mm)' }).check();
    await expect.poll(() => page.getByText('Measured again in Millimetres.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('300 × 200 mm').count()).toBeGreaterThan(0);

    await page.getByLabel('Material', { exact: true }).selectOption('SS 304');
    await page.getByLabel('Thickness', { exact: true }).fill('2');
    await page.getByLabel('Quantity', { exact: true }).fill('4');
    await expect.poll(() => page.getByText(/^Price per piece: ₹/).isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBothWidths(page, 'drawing-priced');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/cart');
    const line = page.getByRole('listitem').filter({ hasText: 'no-units.dxf' });
    await expect.poll(() => line.isVisible()).toBe(true);
    await expect.poll(() => line.getByRole('img', { name: 'Your drawing no-units.dxf' }).isVisible()).toBe(true);
    await expect.poll(() => line.getByText('300 × 200 mm').isVisible()).toBe(true);
    await shootBothWidths(page, 'drawing-guest-cart');

    // Registering merges the guest cart: the drawing's line is now in the customer's cart.
    const stamp = `${Date.now()}`;
    const customer = {
      name: 'Anitha Drawings',
      email: `anitha.${stamp}@example.com`,
      mobile: `9${stamp.slice(-9)}`,
      password: 'drawing-pass1',
    };
    await page.goto('/auth/register');
    await page.getByLabel('Name', { exact: true }).fill(customer.name);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Mobile Number').fill(customer.mobile);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/home');
    const { token, user } = await shopApi<{ token: string; user: { id: number } }>(shop, '/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    const auth = { Authorization: `Bearer ${token}` };
    await expect
      .poll(async () => {
        const cart = await shopApi<{ items: { shape_name: string; drawing: unknown }[] }>(
          shop,
          `/cart/getCart/${user.id}`,
          { headers: auth },
        );
        return cart.items.map((item) => item.shape_name);
      })
      .toEqual(['no-units.dxf']);
    const { drawings } = await shopApi<{ drawings: { name: string }[] }>(shop, '/drawings', { headers: auth });
    expect(drawings.map((drawing) => drawing.name)).toEqual(['no-units.dxf']);

    await shopApi(shop, '/address', {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ userId: user.id, ...anAddressInput(), isDefault: true }),
    });
    await page.goto('/delivery-address');
    await expect.poll(() => page.getByText('no-units.dxf').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/order-confirmed');
    const { orders } = await shopApi<{ orders: { id: number; Order_No: string }[] }>(shop, `/order/user/${user.id}`, {
      headers: auth,
    });
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    await page.goto(`/orderDetails/${order.id}`);
    await expect
      .poll(() => page.getByRole('img', { name: 'Your drawing no-units.dxf, to scale' }).isVisible())
      .toBe(true);
    await shootBothWidths(page, 'drawing-order-details');
    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();

    // The shop converts the lead and downloads its job pack: the clean DXF has the drawing's outline.
    const { page: admin, context: adminContext } = await newPage(shop, WIDTHS.desktop);
    await signIn(admin, ADMIN.email, ADMIN.password, '/admin/dashboard');
    await admin.goto(`/admin/ordersDetails/${order.id}`);
    await expect
      .poll(() => admin.getByRole('img', { name: 'Your drawing no-units.dxf, to scale' }).isVisible())
      .toBe(true);
    await shootBothWidths(admin, 'drawing-admin-order');
    await admin.getByRole('button', { name: 'Convert to Order' }).first().click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Convert' }).click();
    const jobPack = admin.getByRole('button', { name: 'Download job pack' });
    await expect.poll(() => jobPack.isVisible()).toBe(true);
    const [zip] = await Promise.all([admin.waitForEvent('download'), jobPack.click()]);
    const entries = await unzipFile((await zip.path())!);
    const clean = `${order.Order_No}-item1-SS304-2mm-x4.dxf`;
    const original = `${order.Order_No}-item1-original.dxf`;
    expect([...entries.keys()].sort()).toEqual([clean, original, 'job-sheet.pdf'].sort());
    expect(entries.get(original)!.equals(readFileSync(path.join(CORPUS, 'no-units.dxf')))).toBe(true);
    const { header, contours } = readDxf(entries.get(clean)!.toString('utf8'));
    expect(header).toMatchObject({ $INSUNITS: 4 });
    expect(contours).toHaveLength(1);
    expect(contours[0]).toMatchObject({ layer: 'CUT', closed: true });
    const { minX, minY, maxX, maxY } = contours[0]!.box;
    expect([maxX - minX, maxY - minY].map((mm) => Math.round(mm * 1000) / 1000)).toEqual([300, 200]);
    expect(jsErrorsOf(admin)).toEqual([]);
    await adminContext.close();
  });
});
