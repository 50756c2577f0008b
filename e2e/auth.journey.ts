import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsErrorsOf, newPage, openShop, otpFromOutbox, screenshot, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

const customer = {
  name: 'Meena Raghavan',
  email: `meena.${Date.now()}@example.com`,
  mobile: `9${String(Date.now()).slice(-9)}`,
  password: 'first-pass1',
  newPassword: 'Second2pass',
};

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('accounts, as a customer uses them', () => {
  it('register → sign out → forgot password → OTP from the mail → reset → sign in → edit profile', async () => {
    const { page, context } = await newPage(shop);

    await page.goto('/auth/register');
    await page.getByLabel('Name', { exact: true }).fill(customer.name);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Mobile Number').fill(customer.mobile);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill('does-not-match1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
    await page.getByLabel('Confirm Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/home');
    expect(await page.title()).toContain('SteelCut');

    await signOut(page);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: /forgot password/i }).click();
    await page.waitForURL('**/auth/forgotPassword');
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/auth/verify-otp');

    const otp = await otpFromOutbox(shop.server, customer.email);
    for (const [index, digit] of [...otp].entries()) {
      await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
    }
    await page.getByRole('button', { name: /verify/i }).click();
    await page.waitForURL(/\/auth\/resetPassword|\/reset-password/);

    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: /reset/i }).click();
    await expect
      .poll(() => page.getByText('Password must be 8+ chars, include letters and numbers').first().isVisible())
      .toBe(true);
    await page.getByLabel('New Password', { exact: true }).fill(customer.newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(customer.newPassword);
    await page.getByRole('button', { name: /reset/i }).click();
    await page.waitForURL('**/auth/login');

    await page.getByLabel('Email or Mobile Number').fill(customer.mobile);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Invalid email/mobile number or password').isVisible()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(customer.newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/home');

    await page.getByRole('button', { name: /account/i }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL('**/profileDetails');
    await page.getByLabel('Name', { exact: true }).fill('Meena R.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/updated successfully/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Meena R.');

    // A new e-mail address asks for the password, then signs the other sessions out and keeps this one.
    const newEmail = `moved.${customer.email}`;
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(() => page.getByText('Enter your current password to change your e-mail address').first().isVisible())
      .toBe(true);
    await page.getByLabel('Current password', { exact: true }).fill(customer.newPassword);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Email updated successfully').first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(newEmail);

    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();
  });

  it('keeps guests out of customer pages and shows the 401 page to customers on admin pages', async () => {
    const { page, context } = await newPage(shop);
    await page.goto('/orders');
    // To log in, and back to the page asked for after it.
    await page.waitForURL('**/auth/login?redirectTo=%2Forders');
    await page.goto('/no-such-page');
    await page.waitForURL('**/home');
    await page.goto('/admin/dashboard');
    await page.waitForURL(/\/home|\/auth\/login/);
    await context.close();
  });

  it.each(Object.entries(WIDTHS))('screenshots the auth screens at %s width', async (_name, width) => {
    const { page, context } = await newPage(shop, width);
    for (const [name, path] of [
      ['landing', '/'],
      ['how-it-works', '/howitworks'],
      ['login', '/auth/login'],
      ['register', '/auth/register'],
      ['forgot-password', '/auth/forgotPassword'],
      ['verify-otp', '/auth/verify-otp'],
      ['reset-password', '/auth/resetPassword'],
      ['home', '/home'],
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
    }
    await context.close();
  });
});
