import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAddressInput } from '@steelcut/domain/testing/factories';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { putRectangleInCart, registerCustomer, shopApi, signInAdmin } from './shop-data';
import { ADMIN, jsErrorsOf, newPage, openShop, shootBothWidths, signIn, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const json = { 'Content-Type': 'application/json' };

describe('dispatch tiers (issue 26)', () => {
  it('the customer chooses express at checkout, sees its date and total, orders; the admin sees it marked, dispatches it with a tracking number; the customer follows the link', async () => {
    const token = await signInAdmin(shop);
    await shopApi(shop, '/admin/pricing', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ pricing: aPricing() }),
    });
    const customer = await registerCustomer(shop, 'express');
    await putRectangleInCart(shop, customer);
    await shopApi(shop, '/address', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ userId: customer.id, ...anAddressInput(), isDefault: true }),
    });

    const { page, context } = await newPage(shop, WIDTHS.phone);
    await signIn(page, customer.email, customer.password, '/home');
    await page.goto('/delivery-address');
    const tiers = page.getByRole('radiogroup', { name: 'Dispatch' });
    const standard = tiers.getByRole('radio', { name: /^Standard/ });
    const express = tiers.getByRole('radio', { name: /^Express/ });
    await expect.poll(() => standard.isChecked()).toBe(true);
    const amount = page.getByRole('region', { name: 'Amount to pay' });
    const total = () => amount.getByText(/^₹/).last().textContent();
    const standardTotal = await total();
    const expressLabel = (await express.locator('xpath=ancestor::label').textContent()) ?? '';
    expect(expressLabel).toMatch(/^Express \+35%Dispatched by \w{3}, \d{1,2} \w{3} \d{4}₹[\d,]+\.\d{2}$/);
    const expressTotal = expressLabel.match(/₹[\d,]+\.\d{2}$/)![0];
    await shootBothWidths(page, 'checkout-dispatch-standard');

    await standard.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => express.isChecked()).toBe(true);
    await expect.poll(total).toBe(expressTotal);
    expect(expressTotal).not.toBe(standardTotal);
    await expect.poll(() => amount.getByText('Express dispatch (35%)').isVisible()).toBe(true);
    await shootBothWidths(page, 'checkout-dispatch-express');

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/order-confirmed');
    const { orders } = await shopApi<{ orders: { id: number; lead_time: string }[] }>(
      shop,
      `/order/user/${customer.id}`,
      { headers: { Authorization: `Bearer ${customer.token}` } },
    );
    expect(orders.map((order) => order.lead_time)).toEqual(['express']);
    await page.goto(`/orderDetails/${orders[0]!.id}`);
    const expressBy = expressLabel.match(/Dispatched by (.+)₹/)![1]!;
    await expect.poll(() => page.getByText(`Express, by ${expressBy}`).isVisible()).toBe(true);
    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();

    const { page: admin, context: adminContext } = await newPage(shop, WIDTHS.desktop);
    await signIn(admin, ADMIN.email, ADMIN.password, '/admin/dashboard');
    await admin.goto('/admin/lead');
    const chip = admin.getByRole('table', { name: /Leads/ }).locator('[data-tier="express"]');
    await expect.poll(() => chip.count()).toBe(1);
    await shootBothWidths(admin, 'admin-leads-express');

    // The shop dispatches it with the courier and its tracking number; the customer follows the parcel.
    const orderId = orders[0]!.id;
    // The lead is judged and converted as the admin journey does it; here through the API.
    await shopApi(shop, `/order/${orderId}/convert`, { method: 'PUT', headers: { Authorization: `Bearer ${token}` } });
    await admin.goto(`/admin/ordersDetails/${orderId}`);
    await admin.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Dispatched' }).click();
    await admin.getByRole('combobox', { name: 'Courier' }).fill('Delhivery');
    await admin.getByRole('option', { name: 'Delhivery' }).click();
    await admin.getByLabel('Tracking number').fill('DL123456789');
    await admin.getByRole('button', { name: 'Update' }).click();
    // Nothing is paid yet: the shop is asked first, with the amount due named.
    const unpaid = admin.getByRole('dialog', { name: ORDER_MSG.dispatchUnpaidTitle });
    await expect.poll(() => unpaid.isVisible()).toBe(true);
    expect(await unpaid.textContent()).toMatch(/₹[\d,]+\.\d{2} is still due on this order/);
    await shootBothWidths(admin, 'admin-dispatch-unpaid');
    await unpaid.getByRole('button', { name: ORDER_MSG.dispatchAnyway }).click();
    await expect.poll(() => admin.getByText('Order status updated').isVisible()).toBe(true);
    expect(jsErrorsOf(admin)).toEqual([]);
    await adminContext.close();

    const { page: again, context: againContext } = await newPage(shop, WIDTHS.phone);
    await signIn(again, customer.email, customer.password, '/home');
    await again.goto(`/orderDetails/${orderId}`);
    const track = again.getByRole('link', { name: 'Track your parcel' });
    await expect.poll(() => track.isVisible()).toBe(true);
    const sent = await shopApi<{ shop: { couriers: { name: string; trackingUrl: string }[] } }>(shop, '/shop');
    const pattern = sent.shop.couriers.find((courier) => courier.name === 'Delhivery')!.trackingUrl;
    expect(await track.getAttribute('href')).toBe(pattern.replace('{number}', 'DL123456789'));
    expect(await track.getAttribute('target')).toBe('_blank');
    await expect.poll(() => again.getByText('DL123456789').isVisible()).toBe(true);
    await shootBothWidths(again, 'order-tracking');
    expect(jsErrorsOf(again)).toEqual([]);
    await againContext.close();
  });
});
