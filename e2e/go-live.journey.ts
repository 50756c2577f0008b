import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MSG } from '@steelcut/domain/delivery/charge';
import { formatRupees } from '@steelcut/domain/money';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { SHOP_MSG } from '@steelcut/domain/schemas/shop';
import { OFFER_MSG } from '@steelcut/domain/shop-offer';
import { shopApi, signInAdmin } from './shop-data';
import { ADMIN, jsErrorsOf, newPage, openShop, shootBothWidths, signIn, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** What the owner types in: the shop's own details, replacing the sample ones. */
const OWNER = {
  tradingName: 'Kovai Laser Cutting',
  legalName: 'Kovai Laser Cutting Private Limited',
  street: '5, Bharathi Park Road, Saibaba Colony',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  pincode: '641004',
  phones: ['9843012345', '04224567890'],
  email: 'orders@kovailaser.in',
  upiId: 'kovailaser@okhdfcbank',
  payeeName: 'Kovai Laser Cutting',
  gstin: '33AAPFU0939F1Z2',
};

const CUSTOMER = {
  name: 'Selvi Murugan',
  email: `selvi.${Date.now()}@example.com`,
  mobile: `9${String(Date.now()).slice(-9)}`,
  password: 'selvi-pass1',
};

/**
 * The amount to pay, worked out here from the rates the owner saves below, not read off a page.
 * The part: a 250 × 120 mm rectangle of 2 mm SS 304 (7.93 g/cm³): 60 cm³ = 0.4758 kg; it is cut
 * along 2 × (250 + 120) = 740 mm with 1 pierce.
 * A piece: 0.4758 kg ÷ 80% sheet use × ₹250/kg = ₹148.6875, + 0.74 m × ₹40/m = ₹29.60, + 1 × ₹5
 * = ₹183.2875, rounded to the paisa: ₹183.29. Four pieces: ₹733.16 (above the ₹500 minimum).
 * Delivery: a flat ₹250 (Tiruppur, 641601, is about 36 km from the shop's 641004: inside 100 km).
 * GST 18% on goods and delivery, in Tamil Nadu from Tamil Nadu: CGST 9% + SGST 9% of ₹983.16 =
 * ₹88.4844 → ₹88.48 each. Total ₹983.16 + ₹176.96 = ₹1,160.12.
 */
// In paise, whole numbers until the one rounding: 0.4758 kg ÷ 0.8 = 4758 × 10 ÷ (10,000 × 8) kg.
const piecePaise = Math.round((4758 * 250_00) / 8000 + (740 * 40_00) / 1000 + 5_00);
const linesPaise = 4 * piecePaise;
const deliveryPaise = 250_00;
const halfGstPaise = Math.round(((linesPaise + deliveryPaise) * 9) / 100);
const totalPaise = linesPaise + deliveryPaise + 2 * halfGstPaise;

describe('going live: the owner makes the shop theirs, a customer orders and pays', () => {
  it('first-run checklist → details, UPI, stock, delivery, prices → a stocked part to Tiruppur → the same amount at checkout, confirmation and payment', async () => {
    expect([piecePaise, linesPaise, halfGstPaise, totalPaise]).toEqual([183_29, 733_16, 88_48, 1160_12]);

    // A fresh install: the owner (the seeded admin, user id 1) sees what is left to do.
    const { page: admin, context: adminContext } = await newPage(shop, WIDTHS.desktop);
    await admin.emulateMedia({ reducedMotion: 'reduce' }); // the counters show their numbers at once
    await signIn(admin, ADMIN.email, ADMIN.password, '/admin/dashboard');
    const checklist = admin.getByRole('region', { name: 'Get the shop ready' });
    await expect.poll(() => checklist.isVisible()).toBe(true);
    for (const step of [
      'Save the shop’s details',
      'Set your UPI ID',
      'Save your prices',
      'List the thicknesses you stock',
    ]) {
      expect(await checklist.getByRole('link', { name: `Open: ${step}` }).isVisible()).toBe(true);
    }
    await admin.waitForLoadState('networkidle');
    await shootBothWidths(admin, 'go-live-checklist');

    // Details, UPI ID, stock and delivery: all on the shop settings page.
    await checklist.getByRole('link', { name: 'Open: Save the shop’s details' }).click();
    await admin.waitForURL('**/admin/shop');
    const form = admin.getByRole('form', { name: 'Shop settings' });
    await form.getByLabel('Trading name').fill(OWNER.tradingName);
    await form.getByLabel('Legal name').fill(OWNER.legalName);
    await form.getByLabel('Street address').fill(OWNER.street);
    await form.getByLabel('City', { exact: true }).fill(OWNER.city);
    await form.getByLabel('State', { exact: true }).selectOption(OWNER.state);
    await form.getByLabel('Pincode', { exact: true }).fill(OWNER.pincode);
    const phone = (n: number) => form.getByRole('textbox', { name: `Phone ${n}` });
    await phone(1).fill(OWNER.phones[0]);
    if ((await phone(2).count()) === 0) await form.getByRole('button', { name: 'Add phone' }).click();
    await phone(2).fill(OWNER.phones[1]);
    await form.getByLabel('E-mail', { exact: true }).fill(OWNER.email);
    await form.getByLabel('UPI ID').fill(OWNER.upiId);
    await form.getByLabel('Payee name').fill(OWNER.payeeName);
    await form.getByLabel('GSTIN').fill(OWNER.gstin);

    // Stock: SS 304 in 1, 2 and 3 mm only; the other grades are not stocked.
    await form.getByRole('switch', { name: 'Offer every thickness from 1 to 30 mm' }).click();
    await form.getByLabel('SS 304 thicknesses (mm)').fill('1, 2, 3');
    for (const grade of ['SS 316', 'SS 202', 'SS 430']) await form.getByLabel(`${grade} thicknesses (mm)`).fill('');

    // Delivery: a flat ₹250 within 100 km of the workshop; further away the order is refused.
    await form.getByLabel('Shop pincode').fill(OWNER.pincode);
    await form.getByLabel('Delivery radius').fill('100');
    await form.getByRole('radio', { name: 'Flat amount per order' }).check();
    await form.getByRole('textbox', { name: 'Amount per order', exact: true }).fill('250');
    await form.getByRole('radio', { name: 'Refuse the order' }).check();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(visible(admin, SHOP_MSG.saved)).toBe(true);

    // Three steps done; the prices are left, on the pricing page.
    await admin.goto('/admin/dashboard');
    await expect.poll(() => checklist.getByText('Done', { exact: true }).count()).toBe(3);
    await checklist.getByRole('link', { name: 'Open: Save your prices' }).click();
    await admin.waitForURL('**/admin/pricing');
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
    await admin.getByLabel('GST rate').fill('18');
    // The state and GSTIN are the shop settings', shown here read-only.
    await expect.poll(visible(admin, OWNER.gstin)).toBe(true);
    await admin.getByRole('button', { name: 'Save prices' }).click();
    await expect.poll(visible(admin, PRICING_MSG.saved)).toBe(true);

    // The checklist is done: the dashboard no longer shows it, and the server agrees.
    await admin.goto('/admin/dashboard');
    await expect.poll(visible(admin, 'Orders Overview')).toBe(true);
    await admin.waitForLoadState('networkidle');
    expect(await checklist.count()).toBe(0);
    const adminToken = await signInAdmin(shop);
    const settings = await shopApi<{ shop: { upiId: string }; setup: Record<string, boolean> }>(shop, '/admin/shop', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(settings.setup).toEqual({ detailsSaved: true, upiSet: true, pricesSaved: true, stockSet: true });
    expect(settings.shop.upiId).toBe(OWNER.upiId);
    expect(jsErrorsOf(admin)).toEqual([]);
    await adminContext.close();

    // A customer registers.
    const { page, context } = await newPage(shop, WIDTHS.desktop);
    await page.goto('/auth/register');
    await page.getByLabel('Name', { exact: true }).fill(CUSTOMER.name);
    await page.getByLabel('Email', { exact: true }).fill(CUSTOMER.email);
    await page.getByLabel('Mobile Number').fill(CUSTOMER.mobile);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/home');

    // The configurator offers only what is stocked: SS 304 in 1, 2 and 3 mm.
    await page.getByRole('link', { name: /Rectangle plate/ }).click();
    await page.waitForURL(/\/shapes\/\d+$/);
    const rectanglePage = page.url();
    const material = page.getByLabel('Material');
    await expect.poll(() => material.isVisible()).toBe(true);
    await expect.poll(() => material.locator('option[value="SS 316"]').isDisabled()).toBe(true);
    await material.selectOption('SS 304');
    const thickness = page.getByLabel('Thickness');
    await expect
      .poll(() => thickness.locator('option').allTextContents())
      .toEqual(['Select a thickness', '1 mm', '2 mm', '3 mm']);
    await thickness.selectOption('2 mm');
    await page.getByLabel('Quantity').fill('4');
    await page.getByLabel('Width (a)').fill('250');
    await page.getByLabel('Height (b)').fill('120');
    await page.getByLabel('Height (b)').blur();
    await expect.poll(visible(page, formatRupees(piecePaise))).toBe(true);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/cart');

    // The same page loaded directly (a new tab, a typed address), the grade its first touch: the
    // same stocked thicknesses (issue 34 #7: it showed a free '1 to 30 mm' field).
    const direct = await context.newPage();
    await direct.goto(rectanglePage);
    await direct.getByLabel('Material').selectOption('SS 304');
    await expect
      .poll(() => direct.getByLabel('Thickness').locator('option').allTextContents())
      .toEqual(['Select a thickness', '1 mm', '2 mm', '3 mm']);
    await direct.close();

    // The server refuses what is not stocked, whatever a client sends, and stores nothing.
    const { user, token } = await shopApi<{ user: { id: number }; token: string }>(shop, '/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: CUSTOMER.email, password: CUSTOMER.password }),
    });
    const { shapes } = await shopApi<{ shapes: { id: number; slug: string }[] }>(shop, '/shape/shapeName');
    const rectangle = shapes.find((shape) => shape.slug === 'rectangle')!;
    const addToCart = async (materialName: string, thicknessMm: string) => {
      const part = new FormData();
      for (const [name, value] of Object.entries({
        userId: user.id,
        shapeId: rectangle.id,
        materialName,
        thickness: thicknessMm,
        quantity: '4',
        finish: 'Mill Finish',
        parameters: JSON.stringify([
          { key: 'a', value: 250 },
          { key: 'b', value: 120 },
        ]),
      }))
        part.set(name, String(value));
      const response = await fetch(`${shop.server.url}/api/shape/addcart`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: part,
      });
      return { status: response.status, body: (await response.json()) as { message: string; code: string } };
    };
    expect(await addToCart('SS 304', '2.5')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', message: OFFER_MSG.notStocked('SS 304', [1, 2, 3]) },
    });
    expect(await addToCart('SS 316', '2')).toMatchObject({
      status: 400,
      body: { message: OFFER_MSG.gradeNotStocked('SS 316') },
    });
    const cart = await shopApi<{ items: { material_name: string; thickness: number }[] }>(
      shop,
      `/cart/getCart/${user.id}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(cart.items.map((item) => [item.material_name, item.thickness])).toEqual([['SS 304', 2]]);

    // Checkout: an address in Tiruppur, written as Indian addresses are.
    await page.getByRole('button', { name: 'Proceed to Order' }).click();
    await page.waitForURL('**/delivery-address');
    await expect.poll(visible(page, 'No address found.')).toBe(true);
    const addressForm = page.getByRole('form', { name: 'Add address' });
    const addAddress = async (line1: string, line2: string, city: string, postalCode: string) => {
      await addressForm.getByLabel('Address Line 1').fill(line1);
      await addressForm.getByLabel('Address Line 2 (optional)').fill(line2);
      await addressForm.getByLabel('City').fill(city);
      await addressForm.getByLabel('State').fill('Tamil Nadu');
      await addressForm.getByLabel('Postal Code').fill(postalCode);
      await addressForm.getByRole('button', { name: 'Save Address' }).click();
    };
    await addAddress("12/3A, St. Mary's Road", 'Kumaran Nagar', 'Tiruppur', '641601');
    const tiruppur = page.getByRole('radio', { name: /12\/3A, St\. Mary's Road/ });
    await expect.poll(() => tiruppur.isChecked()).toBe(true);

    // The amount to pay, with delivery and GST, as worked out above.
    const summary = page.getByRole('region', { name: 'Amount to pay' });
    const figures = async () => {
      const labels = summary.getByText(/^(Subtotal|Delivery|[CSI]GST \(.+\)|Total)$/);
      const rows: Record<string, string> = {};
      for (const label of await labels.all()) {
        rows[(await label.textContent()) ?? ''] =
          (await label.locator('xpath=following-sibling::*[1]').textContent()) ?? '';
      }
      return rows;
    };
    const expected = {
      Subtotal: formatRupees(linesPaise),
      Delivery: formatRupees(deliveryPaise),
      'CGST (9%)': formatRupees(halfGstPaise),
      'SGST (9%)': formatRupees(halfGstPaise),
      Total: formatRupees(totalPaise),
    };
    await expect.poll(figures).toEqual(expected);
    expect(await page.getByText('GST for delivery to Tamil Nadu.').isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await shootBothWidths(page, 'go-live-checkout');

    // An address beyond the radius: the summary says why, and the order waits.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    await addAddress('1, Rajaji Salai', 'George Town', 'Chennai', '600001');
    await expect.poll(() => page.getByRole('radio', { name: /1, Rajaji Salai/ }).isChecked()).toBe(true);
    const outside = DELIVERY_MSG.outside(100, OWNER.city);
    await expect.poll(visible(page, outside)).toBe(true);
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await expect.poll(() => placeOrder.isDisabled()).toBe(true);
    await page.getByText("12/3A, St. Mary's Road").click();
    await expect.poll(() => tiruppur.isChecked()).toBe(true);
    await expect.poll(figures).toEqual(expected);
    await expect.poll(() => placeOrder.isEnabled()).toBe(true);
    expect(await page.getByText(outside).count()).toBe(0);

    // The order: the same amount on the confirmation.
    await placeOrder.click();
    await page.waitForURL('**/order-confirmed');
    const orderNo = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderNo).toMatch(/^SC\d{6}-\d{5}$/);
    const howToPay = page.getByRole('region', { name: 'How to pay' });
    await expect
      .poll(() => howToPay.getByText('Amount to pay').locator('xpath=following-sibling::*[1]').textContent())
      .toBe(formatRupees(totalPaise));
    await expect.poll(visible(page, `Including delivery (${formatRupees(deliveryPaise)}) and GST.`)).toBe(true);
    await page.waitForLoadState('networkidle');
    await shootBothWidths(page, 'go-live-order-confirmed');

    // The payment page, reached from the order: the QR and the UPI link pay the owner's UPI ID that amount.
    await page.getByRole('link', { name: 'Open payment details' }).click();
    await page.waitForURL(`**/payment-method?order=${orderNo}`);
    const scanToPay = page.getByRole('region', { name: 'Scan to Pay' });
    await expect
      .poll(() => scanToPay.getByText('Amount to pay').locator('xpath=following-sibling::*[1]').textContent())
      .toBe(formatRupees(totalPaise));
    expect(await scanToPay.getByText(`Including delivery (${formatRupees(deliveryPaise)}) and GST.`).isVisible()).toBe(
      true,
    );
    const upiLink = scanToPay.locator('a[href^="upi://pay"]');
    const uri = new URL((await upiLink.getAttribute('href'))!);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      pa: OWNER.upiId,
      pn: OWNER.payeeName,
      am: (totalPaise / 100).toFixed(2),
      cu: 'INR',
      tn: orderNo,
      tr: orderNo,
    });
    const qr = scanToPay.getByRole('img', {
      name: `UPI QR code to pay ${OWNER.payeeName} ${formatRupees(totalPaise)} for order ${orderNo}`,
    });
    expect(await qr.isVisible()).toBe(true);
    expect(await scanToPay.getByText(OWNER.upiId).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await shootBothWidths(page, 'go-live-payment');

    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();
  });
});
