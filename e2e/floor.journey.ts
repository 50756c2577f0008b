import { readFileSync } from 'node:fs';
import type { Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { unzipFile } from './zip';
import { placeOrder, putRectangleInCart, registerCustomer } from './shop-data';
import { ADMIN, jsErrorsOf, newPage, openShop, shootBothWidths, signIn, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const saved = async (download: Download) => (await download.path())!;

describe('the back office runs the cutting floor', () => {
  it('dashboard (chart, attention list) → the lead’s page → convert → job pack → CSV of the orders', async () => {
    const customer = await registerCustomer(shop, 'floor');
    await putRectangleInCart(shop, customer);
    const order = await placeOrder(shop, customer);

    const { page, context } = await newPage(shop, WIDTHS.desktop);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/dashboard');
    const chart = page.getByRole('figure', { name: 'Orders per week' });
    await expect.poll(() => chart.locator('svg rect, svg path').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const waiting = page.getByRole('region', { name: 'Leads waiting longest' });
    const entry = waiting.getByRole('link', { name: new RegExp(order.Order_No) });
    await expect.poll(() => entry.isVisible()).toBe(true);
    await shootBothWidths(page, 'admin-dashboard-floor');

    await entry.click();
    await page.waitForURL(`**/admin/ordersDetails/${order.id}`);
    await expect.poll(() => page.getByRole('heading', { name: `Lead ${order.Order_No}` }).isVisible()).toBe(true);
    const [dxf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download DXF' }).first().click(),
    ]);
    expect(dxf.suggestedFilename()).toMatch(new RegExp(`^${order.Order_No}-item1-.+\\.dxf$`));
    expect(readFileSync(await saved(dxf), 'utf8')).toContain('AC1009');

    // The download left the page scrolled to the items; the panel with Convert is at its top.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForLoadState('networkidle'); // the order's refetch after the download re-renders the panel
    await page.getByRole('button', { name: 'Convert to Order' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Convert' }).click();
    const jobPack = page.getByRole('button', { name: 'Download job pack' });
    await expect.poll(() => jobPack.isVisible()).toBe(true);
    const [zip] = await Promise.all([page.waitForEvent('download'), jobPack.click()]);
    const entries = await unzipFile(await saved(zip));
    expect([...entries.keys()]).toContain('job-sheet.pdf');
    expect([...entries.keys()].filter((name) => name.endsWith('.dxf'))).toHaveLength(1);
    expect(entries.get('job-sheet.pdf')!.length).toBeGreaterThan(1000);

    await page.goto(`/admin/orders?search=${order.Order_No}`);
    await expect.poll(() => page.getByText(order.Order_No).first().isVisible()).toBe(true);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(readFileSync(await saved(csv), 'utf8').replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((row) => [row['Order No'], row.Customer, row.Type])).toEqual([
      [order.Order_No, customer.name, 'Order'],
    ]);
    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();
  });
});
