import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAddressInput } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { putRectangleInCart, registerCustomer, shopApi, signInAdmin } from './shop-data';
import { jsErrorsOf, newPage, openShop, shootBothWidths, signIn, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const json = { 'Content-Type': 'application/json' };

describe('quotations (business buyers)', () => {
  it('the customer downloads a quotation from the cart, finds it in My quotations and orders it at its prices', async () => {
    const token = await signInAdmin(shop);
    await shopApi(shop, '/admin/pricing', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ pricing: aPricing() }),
    });
    const customer = await registerCustomer(shop, 'quotation');
    await putRectangleInCart(shop, customer);
    await shopApi(shop, '/address', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ userId: customer.id, ...anAddressInput(), isDefault: true }),
    });

    const { page, context } = await newPage(shop, WIDTHS.desktop);
    await signIn(page, customer.email, customer.password, '/home');
    await page.goto('/cart');
    const button = page.getByRole('button', { name: 'Download quotation' });
    await expect.poll(() => button.isVisible()).toBe(true);
    await shootBothWidths(page, 'cart-quotation-button');

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Download a quotation' });
    await dialog.getByRole('combobox', { name: /Delivery state/ }).selectOption('Tamil Nadu');
    await dialog.getByRole('textbox', { name: 'Company name (optional)' }).fill('Lakshmi Engineering Pvt Ltd');
    await shootBothWidths(page, 'cart-quotation-dialog');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Quotation-SCQ-\d{2}-\d{2}-\d{5}\.pdf$/);

    await page.goto('/quotations');
    const order = page.getByRole('link', { name: /^Order this quotation SCQ/ });
    await expect.poll(() => order.isVisible()).toBe(true);
    await shootBothWidths(page, 'quotations-list');

    await order.click();
    await page.waitForURL('**/delivery-address?quotation=*');
    const place = page.getByRole('button', { name: 'Place order' });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await shootBothWidths(page, 'checkout-quotation');
    await place.click();
    await page.waitForURL('**/order-confirmed');
    const { quotations } = await shopApi<{ quotations: { orderNo: string | null }[] }>(shop, '/quotations', {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(quotations[0]!.orderNo).toMatch(/^SC\d{6}-\d{5}$/);
    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();
  });
});
