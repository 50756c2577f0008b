import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { placeOrder, registerCustomer, shopApi } from './shop-data';
import { ADMIN, jsErrorsOf, newPage, openShop, shootBothWidths, signIn, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

describe('money, from the shop’s rates to the tax invoice', () => {
  it('admin saves rates → a guest sees a price → order → quote → QR with the amount → screenshot → payment → tax invoice', async () => {
    const { page: admin, context: adminContext } = await newPage(shop, WIDTHS.desktop);
    await signIn(admin, ADMIN.email, ADMIN.password, '/admin/dashboard');

    // Before any rates, a guest sees 'Price on request'.
    const { page: guest, context: guestContext } = await newPage(shop, WIDTHS.phone);
    const { shapes } = await shopApi<{ shapes: { id: number; slug: string }[] }>(shop, '/shape/shapeName');
    const rectangle = shapes.find((shape) => shape.slug === 'rectangle')!;
    const configure = async () => {
      await guest.goto(`/shapes/${rectangle.id}`);
      await guest.getByLabel('Material').selectOption('SS 304');
      await guest.getByLabel('Thickness').fill('2');
      await guest.getByLabel('Quantity').fill('4');
      await guest.getByLabel('Width (a)').fill('250');
      await guest.getByLabel('Height (b)').fill('120');
      await guest.getByLabel('Height (b)').blur();
    };
    await configure();
    await expect.poll(visible(guest, PRICING_MSG.priceOnRequest), { timeout: 10_000 }).toBe(true);

    // The admin's rate table: SS 304 ₹250/kg, cutting to 30 mm ₹40/m and ₹5 a pierce, 80% sheet use.
    await admin.goto('/admin/pricing');
    await expect.poll(visible(admin, PRICING_MSG.notSaved)).toBe(true);
    const rates: [string, string][] = [
      ['SS 304', '250'],
      ['SS 316', '350'],
      ['SS 202', '180'],
      ['SS 430', '200'],
    ];
    for (const [grade, rupees] of rates) await admin.getByLabel(grade, { exact: true }).fill(rupees);
    const band = admin.getByRole('group', { name: 'Thickness band 1' });
    await band.getByLabel('Up to').fill('30');
    await band.getByLabel('Per metre').fill('40');
    await band.getByLabel('Per pierce').fill('5');
    await admin.getByLabel('Sheet use').fill('80');
    await admin.getByLabel('Minimum order').fill('500');
    await shootBothWidths(admin, 'admin-pricing');
    await admin.getByRole('button', { name: 'Save prices' }).click();
    await expect.poll(visible(admin, PRICING_MSG.saved)).toBe(true);

    // The guest's price, worked out by hand: 0.4758 kg ÷ 0.8 × ₹250 + 0.74 m × ₹40 + ₹5 = ₹183.29 a piece.
    await configure();
    await expect.poll(visible(guest, '₹183.29'), { timeout: 10_000 }).toBe(true);
    await expect.poll(visible(guest, '₹733.16')).toBe(true);
    await expect.poll(visible(guest, '₹865.12')).toBe(true);
    await shootBothWidths(guest, 'configurator-price');
    expect(jsErrorsOf(guest)).toEqual([]);
    await guestContext.close();

    // A customer orders it (the ordering screens have their own journey).
    const customer = await registerCustomer(shop, 'money');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      userId: customer.id,
      shapeId: rectangle.id,
      materialName: 'SS 304',
      thickness: '2',
      quantity: '4',
      finish: 'Mill Finish',
      parameters: JSON.stringify([
        { key: 'a', value: 250 },
        { key: 'b', value: 120 },
      ]),
    }))
      form.set(name, String(value));
    await shopApi(shop, '/shape/addcart', {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}` },
      body: form,
    });
    const order = await placeOrder(shop, customer);

    // The admin quotes ₹1,000 + GST for it.
    await admin.goto(`/admin/ordersDetails/${order.id}`);
    await expect.poll(visible(admin, '₹865.12')).toBe(true); // the estimate the customer saw
    await admin.getByLabel('Taxable value').fill('1000');
    await admin.getByLabel('Note to the customer (optional)').fill('Includes deburring');
    await admin.getByRole('button', { name: 'Save quote' }).click();
    await expect.poll(visible(admin, BILLING_MSG.quoteSaved)).toBe(true);
    await expect.poll(visible(admin, '₹1,180.00')).toBe(true);

    // The customer sees the amount live, and the QR carries it.
    const { page, context } = await newPage(shop, WIDTHS.desktop);
    await signIn(page, customer.email, customer.password, '/home');
    await page.goto(`/orderDetails/${order.id}`);
    await expect.poll(visible(page, '₹1,180.00')).toBe(true);
    // The QR and, on phones, the app link carry the same upi://pay link.
    const pay = page.locator('a[href^="upi://pay"]');
    await expect.poll(async () => pay.getAttribute('href')).toContain('am=1180.00');
    expect(await page.getByRole('img', { name: /₹1,180\.00/ }).isVisible()).toBe(true);
    expect(await pay.getAttribute('href')).toContain(`tr=${order.Order_No}`);
    await shootBothWidths(page, 'customer-order-to-pay');

    // The screenshot goes to the order's chat.
    await page.getByRole('link', { name: 'Upload payment screenshot' }).click();
    await page.waitForURL(`**/chats?order=${order.id}`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Paid ₹1,180 by UPI, ref 4102-7731');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(visible(page, 'ref 4102-7731')).toBe(true);

    // The admin records the payment; the customer's page shows it paid without a reload.
    await page.goto(`/orderDetails/${order.id}`);
    await admin.reload();
    const payment = admin.getByRole('form', { name: 'Record payment' });
    await payment.getByLabel('Amount').fill('1180');
    await payment.getByLabel('UPI reference').fill('4102-7731');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(visible(admin, BILLING_MSG.paymentRecorded)).toBe(true);
    await shootBothWidths(admin, 'admin-order-money');
    await expect.poll(visible(page, 'Paid'), { timeout: 10_000 }).toBe(true);

    // The tax invoice downloads, and holds the order's figures.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const file = await (await download).path();
    const { readFileSync } = await import('node:fs');
    const text = (await pdfParse(readFileSync(file))).text.replace(/\s+/g, ' ');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(order.Order_No);
    expect(text).toContain('₹1,180.00');
    expect(text).toMatch(/SC\/\d\d-\d\d\/00001/);

    expect(jsErrorsOf(page)).toEqual([]);
    expect(jsErrorsOf(admin)).toEqual([]);
    await context.close();
    await adminContext.close();
  });
});
