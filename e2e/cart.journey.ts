import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsErrorsOf, newPage, openShop, screenshot, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const RING_HOLE_TOO_BIG = 'Inner diameter (b) must be smaller than the outer diameter (less than 100 mm)';

const customer = {
  name: 'Ravi Shankar',
  email: `ravi.${Date.now()}@example.com`,
  mobile: `8${String(Date.now()).slice(-9)}`,
  password: 'ravi-pass1',
};

/** Full-page shots taken while scrolled would draw the sticky top bar mid-page. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, name);
}

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

async function openRing(page: Page) {
  await page.goto('/home');
  await page.getByRole('link', { name: /Ring \(washer\)/ }).click();
  await page.waitForURL(/\/shapes\/\d+$/);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ring (washer)');
}

async function configureRing(page: Page, outer: string, inner: string) {
  await page.getByLabel('Material').selectOption('SS 304');
  await page.getByLabel('Thickness').fill('2');
  await page.getByLabel('Quantity').fill('5');
  await page.getByLabel('Outer diameter (a)').fill(outer);
  await page.getByLabel('Inner diameter (b)').fill(inner);
  await page.getByLabel('Inner diameter (b)').blur();
}

describe('catalogue and cart, as a customer uses them', () => {
  it('guest configures a ring, fixes a geometry error, adds it, signs up, finds it merged, removes it', async () => {
    const { page, context } = await newPage(shop);

    await openRing(page);
    await configureRing(page, '100', '150');
    await expect.poll(visible(page, RING_HOLE_TOO_BIG)).toBe(true);
    await expect.poll(visible(page, 'Enter the dimensions to see your part drawn to scale.')).toBe(true);

    // Widening the ring is enough: the hole's message goes without touching the hole.
    await page.getByLabel('Outer diameter (a)').fill('200');
    await expect.poll(visible(page, RING_HOLE_TOO_BIG)).toBe(false);
    await expect.poll(visible(page, 'Drawn to scale: 200 × 200 mm.')).toBe(true);
    expect(await page.getByRole('img', { name: 'Ring (washer) drawn to scale with its dimensions' }).isVisible()).toBe(
      true,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download DXF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ring-a200-b150.dxf');
    const dxf = readFileSync((await download.path())!, 'utf8');
    expect(dxf).toMatch(/^ {2}0\nSECTION\n/);
    expect(dxf).toContain('CIRCLE');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(visible(page, 'Added to cart')).toBe(true);
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByRole('link', { name: 'Cart (1 items)' }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Cart items' }).getByRole('heading', { name: 'Ring (washer)' }).count(),
      )
      .toBe(1);

    // The same ring again raises its line instead of adding a second one.
    await openRing(page);
    await configureRing(page, '200', '150');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(visible(page, 'This part was already in your cart, so its quantity went up')).toBe(true);
    await page.waitForURL('**/cart');
    const quantity = page.getByRole('textbox', { name: 'Quantity of Ring (washer)' });
    await expect.poll(() => quantity.inputValue()).toBe('10');
    expect(await page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').count()).toBe(1);
    // And its quantity changes on the line.
    await page.getByRole('button', { name: 'More pieces of Ring (washer)' }).click();
    const guestQuantity = () =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as { quantity: number }[])[0]?.quantity,
      );
    await expect.poll(guestQuantity).toBe(11);

    await page.getByRole('button', { name: 'Proceed to Order' }).click();
    await page.waitForURL('**/auth/login?redirectTo=%2Fdelivery-address');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Name', { exact: true }).fill(customer.name);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Mobile Number').fill(customer.mobile);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Register' }).click();

    // About a second after signing in, the guest cart moves to the server; then back to the checkout.
    await page.waitForURL('**/delivery-address');
    // And the checkout finishes loading: the page's load event comes, the address form is there.
    await page.waitForLoadState('load', { timeout: 10_000 });
    await expect.poll(() => page.getByRole('form', { name: 'Add address' }).isVisible()).toBe(true);
    await expect.poll(visible(page, 'Guest cart merged')).toBe(true);
    await expect.poll(() => page.getByText('1 item ·').isVisible()).toBe(true);
    expect(
      await page.evaluate(() => [localStorage.getItem('guest_cart'), localStorage.getItem('pendingGuestCart')]),
    ).toEqual([null, null]);
    await page.getByRole('link', { name: 'Cart (1 items)' }).click();
    await page.waitForURL('**/cart');
    const items = page.getByRole('list', { name: 'Cart items' });
    await expect.poll(() => items.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => quantity.inputValue()).toBe('11');
    expect(await items.getByText('Outer diameter (a)').isVisible()).toBe(true);
    expect(await items.getByText('200 mm').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Remove Ring (washer)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove item?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(visible(page, 'Removed from cart')).toBe(true);
    await expect.poll(visible(page, 'Your cart is empty')).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Cart', exact: true }).isVisible()).toBe(true);

    // The server agrees: a reload shows the empty cart.
    await page.reload();
    await expect.poll(visible(page, 'Your cart is empty')).toBe(true);

    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();
  });

  it.each(Object.entries(WIDTHS))(
    'screenshots the catalogue and a configured shape at %s width',
    async (_name, width) => {
      const { page, context } = await newPage(shop, width);

      await page.goto('/home');
      await expect.poll(() => page.getByRole('link', { name: /Ring \(washer\)/ }).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      await shoot(page, 'catalogue');

      await openRing(page);
      await page.waitForLoadState('networkidle');
      await shoot(page, 'shape-empty');
      await configureRing(page, '200', '120');
      await expect.poll(visible(page, 'Drawn to scale: 200 × 200 mm.')).toBe(true);
      await shoot(page, 'shape-configured');

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL('**/cart');
      await expect.poll(() => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').count()).toBe(1);
      await shoot(page, 'cart');

      expect(jsErrorsOf(page)).toEqual([]);
      await context.close();
    },
  );
});
