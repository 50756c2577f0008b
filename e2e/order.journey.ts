import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo, putRectangleInCart, registerCustomer, shopApi, type Customer } from './shop-data';
import { jsErrorsOf, newPage, openShop, screenshot, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

async function signIn(page: Page, customer: Customer) {
  await page.goto('/auth/login');
  await page.getByLabel('Email or Mobile Number').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/home');
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // A full-page shot of a scrolled page draws the sticky top bar in the middle.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

describe('ordering, as a customer does it', () => {
  it.each(Object.entries(WIDTHS))(
    'cart → delivery address → place order → confirmed → my orders → details → payment (%s)',
    async (name, width) => {
      const customer = await registerCustomer(shop, name);
      await putRectangleInCart(shop, customer);
      const { page, context } = await newPage(shop, width);
      await signIn(page, customer);

      await page.goto('/cart');
      await page.getByRole('button', { name: 'Proceed to Order' }).click();
      await page.waitForURL('**/delivery-address');
      await expect.poll(() => page.getByText('No address found.').isVisible()).toBe(true);

      const form = page.getByRole('form', { name: 'Add address' });
      await form.getByLabel('Address Line 1').fill('14 Avinashi Road');
      await form.getByLabel('Address Line 2 (optional)').fill('Peelamedu');
      await form.getByLabel('City').fill('Coimbatore');
      await form.getByLabel('State').fill('Tamil Nadu');
      await form.getByLabel('Postal Code').fill('64100');
      await form.getByRole('button', { name: 'Save Address' }).click();
      await expect.poll(() => form.getByText('Postal Code must be exactly 6 digits').isVisible()).toBe(true);
      await form.getByLabel('Postal Code').fill('641004');
      await form.getByRole('button', { name: 'Save Address' }).click();

      const card = page.getByRole('radio', { name: /14 Avinashi Road/ });
      await expect.poll(() => card.isChecked()).toBe(true);
      await expect.poll(() => page.getByText('Rectangle plate').first().isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, 'delivery-address');

      // A double click places one order: the button locks and the Idempotency-Key covers retries.
      await page.getByRole('button', { name: 'Place order' }).dblclick();
      await page.waitForURL('**/order-confirmed');
      const orderNo = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
      expect(orderNo).toMatch(/^SC\d{6}-\d{5}$/);
      expect(await page.getByText(`Thank you, ${customer.name}!`).isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, 'order-confirmed');

      const mail = await mailTo(shop, customer.email, `Order ${orderNo} received`);
      expect(mail).toContain('Rectangle plate');

      await page.getByRole('link', { name: 'View My Orders' }).click();
      await page.waitForURL('**/orders');
      await expect.poll(() => page.getByText(orderNo).isVisible()).toBe(true);
      expect(await page.getByText(orderNo).count()).toBe(1);
      expect(await page.getByText('Pending').first().isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, 'orders');

      await page.getByText(orderNo).click();
      await page.waitForURL(/\/orderDetails\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { name: `Order ${orderNo}` }).isVisible()).toBe(true);
      expect(await page.getByRole('img', { name: 'Rectangle plate, 250 × 120 mm' }).isVisible()).toBe(true);
      expect(await page.getByRole('img', { name: new RegExp(`for order ${orderNo}$`) }).isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, 'order-details');

      // The cart was emptied by the order; 'Order again' fills it from the order's items.
      const cartItems = async () =>
        (
          await shopApi<{ items: unknown[] }>(shop, `/cart/getCart/${customer.id}`, {
            headers: { Authorization: `Bearer ${customer.token}` },
          })
        ).items.length;
      expect(await cartItems()).toBe(0);
      await page.getByRole('button', { name: 'Order again' }).click();
      await expect.poll(() => page.getByText('Items added to your cart (1 item added)').isVisible()).toBe(true);
      expect(await cartItems()).toBe(1);

      await page.goto(`/payment-method?order=${orderNo}`);
      await expect.poll(() => page.getByRole('heading', { name: 'Scan to Pay' }).isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, 'payment-method');

      await page.goto('/profileDetails');
      const messages = page.getByRole('switch', { name: 'Message notifications' });
      await expect.poll(() => messages.isChecked()).toBe(true);
      await messages.click();
      await expect.poll(() => page.getByText('Notification settings updated successfully').isVisible()).toBe(true);
      await settle(page);
      await screenshot(page, 'profile-notifications');
      await page.reload();
      await expect.poll(() => page.getByRole('switch', { name: 'Message notifications' }).isChecked()).toBe(false);
      expect(await page.getByRole('switch', { name: 'Order status notifications' }).isChecked()).toBe(true);

      expect(jsErrorsOf(page)).toEqual([]);
      await context.close();
    },
  );
});
