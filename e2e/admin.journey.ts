import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo, placeOrder, putRectangleInCart, registerCustomer, shopApi } from './shop-data';
import { ADMIN, jsErrorsOf, newPage, openShop, shootBothWidths, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

/** The page once its calls are answered, at both widths. */
async function shootSettled(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await shootBothWidths(page, name);
}

describe('the back office, as the shop works it', () => {
  it('dashboard → convert a lead → change its status (the customer is mailed) → hide and show a shape', async () => {
    const customer = await registerCustomer(shop, 'lead');
    await putRectangleInCart(shop, customer);
    const order = await placeOrder(shop, customer);

    const { page, context } = await newPage(shop, WIDTHS.desktop);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the counters show their numbers at once
    await page.goto('/auth/login');
    await page.getByLabel('Email or Mobile Number').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    await expect.poll(() => page.getByText('Orders Overview').isVisible()).toBe(true);
    const shapeCount = (await shopApi<{ shapes: unknown[] }>(shop, '/shape/shapeName')).shapes.length;
    await expect
      .poll(() => page.getByRole('group', { name: 'Total Shapes' }).textContent())
      .toBe(`Total Shapes${shapeCount}`);
    await shootSettled(page, 'admin-dashboard');

    await page.goto('/admin/lead');
    await page.getByLabel('Search leads').fill(order.Order_No);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const leadRow = page.getByRole('row', { name: new RegExp(order.Order_No) });
    await expect.poll(() => leadRow.isVisible()).toBe(true);
    expect(await page.getByRole('row').count()).toBe(2); // the header and this lead
    await shootSettled(page, 'admin-leads');
    await leadRow.getByRole('button', { name: 'Convert to Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Conversion' });
    expect(await dialog.getByText(order.Order_No).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Convert' }).click();
    await expect.poll(() => page.getByText('No orders found').isVisible()).toBe(true);

    await page.goto('/admin/orders');
    await page.getByLabel('Search orders').fill(order.Order_No);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(order.Order_No) }).isVisible()).toBe(true);
    await shootSettled(page, 'admin-orders');
    await page.getByRole('link', { name: `View order ${order.Order_No}` }).click();
    await page.waitForURL(`**/admin/ordersDetails/${order.id}`);
    await expect.poll(() => page.getByText(customer.email).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: 'Rectangle plate, 250 × 120 mm' }).isVisible()).toBe(true);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Dispatched' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('Order status updated').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Dispatched on').isVisible()).toBe(true);
    await shootSettled(page, 'admin-order-details');
    const mail = await mailTo(shop, customer.email, `Order ${order.Order_No} is Dispatched`);
    expect(mail).toContain('Rectangle plate');

    const visibleSlugs = async () =>
      (await shopApi<{ shapes: { shape_Name: string }[] }>(shop, '/shape/shapeName')).shapes.map((s) => s.shape_Name);
    await page.goto('/admin/shape');
    const card = page.getByRole('article', { name: 'Square plate' });
    await card.getByRole('button', { name: 'Visible' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Hidden' }).isVisible()).toBe(true);
    expect(await visibleSlugs()).not.toContain('Square plate');
    await shootSettled(page, 'admin-shapes');
    await card.getByRole('button', { name: 'Hidden' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Visible' }).isVisible()).toBe(true);
    expect(await visibleSlugs()).toContain('Square plate');

    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();
  });
});
