import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { mailTo, placeOrder, putRectangleInCart, registerCustomer, type Customer } from './shop-data';
import { ADMIN, jsErrorsOf, newPage, openShop, shootBothWidths, signIn, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

/** A real 40 × 30 PNG: the payment screenshot. */
const paymentPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();

/**
 * Holds the page's next answer to GET /chat/unread: asked of the server at once (`answered`, its
 * body), handed to the page on `release`.
 */
async function holdNextUnreadCount(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answer!: (body: unknown) => void;
  const answered = new Promise<unknown>((resolve) => (answer = resolve));
  await page.route(
    '**/api/chat/unread',
    async (route) => {
      const response = await route.fetch();
      answer(await response.json());
      await released;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  return { answered, release };
}

/** `received` resolves when the page's live stream has had a push of `type` (Chromium's record). */
async function watchPushes(page: Page, type: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const received = new Promise<void>((resolve) => {
    cdp.on('Network.eventSourceMessageReceived', (event) => event.eventName === type && resolve());
  });
  return { received, stop: () => cdp.detach() };
}

/** Chat with its unread count, 'Chat (1 unread)'. */
const chatDot = (page: Page) => page.getByRole('link', { name: /^Chat \(\d+ unread\)$/ });

describe('chat between a customer and the shop, live', () => {
  let customer: Customer;
  let orderNo: string;

  it('customer sends a payment screenshot about an order → the admin sees it unread, live → replies → the customer sees it live and the dot clears', async () => {
    customer = await registerCustomer(shop, 'chat');
    await putRectangleInCart(shop, customer);
    const order = await placeOrder(shop, customer);
    orderNo = order.Order_No;

    const { page: admin, context: adminContext } = await newPage(shop, WIDTHS.desktop);
    await signIn(admin, ADMIN.email, ADMIN.password, '/admin/dashboard');
    await admin.goto('/admin/chats');
    const customers = admin.getByRole('list', { name: 'Customers' });
    await expect.poll(() => customers.getByText(customer.name).isVisible()).toBe(true);

    const { page, context } = await newPage(shop, WIDTHS.desktop);
    await signIn(page, customer.email, customer.password, '/home');
    await page.goto(`/orderDetails/${order.id}`);
    await page.getByRole('link', { name: 'Open chat' }).click();
    await page.waitForURL(`**/chats?order=${order.id}`);
    await expect.poll(() => page.getByText(CHAT_MSG.empty).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('combobox', { name: 'About order' }).textContent()).toContain(orderNo);

    // The composer's own rule first: nothing to send.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText(CHAT_MSG.required).isVisible()).toBe(true);

    const field = page.getByRole('textbox', { name: 'Message' });
    await field.fill('Paid by UPI, screenshot attached');
    await field.press('Shift+Enter');
    await field.pressSequentially('UTR 4102 7731');
    await page
      .getByLabel('Attachment file')
      .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: await paymentPng() });
    await expect.poll(() => page.getByText('payment.png').isVisible()).toBe(true);
    await field.press('Enter');
    const sent = page.getByRole('img', { name: /payment\.png/ });
    await expect.poll(() => sent.isVisible()).toBe(true);
    await expect.poll(() => field.inputValue()).toBe('');

    // The admin's list moved without a reload: the customer first, one unread.
    await expect.poll(() => customers.getByLabel('1 unread').isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBothWidths(admin, 'admin-chats-unread');
    await customers.getByText(customer.name).click();
    // The conversation, not the customer list (which shows the last message too).
    const conversation = admin.getByRole('log', { name: 'Messages' });
    await expect.poll(() => conversation.getByText('UTR 4102 7731').isVisible()).toBe(true);
    await expect.poll(() => conversation.getByText(`Order ${orderNo}`).first().isVisible()).toBe(true);
    await expect.poll(() => customers.getByLabel('1 unread').count()).toBe(0);
    // The thumbnail is an image the admin's browser can load.
    await expect
      .poll(() =>
        admin.getByRole('img', { name: /payment\.png/ }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    const adminField = admin.getByRole('textbox', { name: 'Message' });
    await adminField.fill('Payment received, thank you. Cutting starts today.');
    await admin.getByRole('button', { name: 'Submit' }).click();
    // Sent when the admin's own field clears (the customer may see it first, by the push).
    await expect.poll(() => adminField.inputValue()).toBe('');
    await expect.poll(() => page.getByText('Payment received, thank you.', { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Support').first().isVisible()).toBe(true);
    await shootBothWidths(page, 'customer-chats');
    await shootBothWidths(admin, 'admin-chats');

    // Away from the chat, a new message shows in the unread count; opening the chat clears it.
    // The page's first count is answered before the message is sent and reaches the page only after
    // the message's push: the race a loading page runs, made certain.
    const count = await holdNextUnreadCount(page);
    const pushes = await watchPushes(page, 'chat.message');
    const streamOpen = page.waitForResponse('**/api/auth/events');
    await page.goto('/home');
    await expect.poll(() => chatDot(page).count()).toBe(0);
    expect(await count.answered).toEqual({ unreadCount: 0 });
    await streamOpen;
    await adminField.fill('Your plates ship tomorrow.');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => conversation.getByText('Your plates ship tomorrow.').isVisible()).toBe(true);
    await pushes.received;
    await pushes.stop();
    count.release();
    await expect.poll(() => chatDot(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'Chat (1 unread)' }).isVisible()).toBe(true);
    await chatDot(page).click();
    await page.waitForURL('**/chats');
    await expect.poll(() => page.getByText('Your plates ship tomorrow.').isVisible()).toBe(true);
    await expect.poll(() => chatDot(page).count()).toBe(0);

    // The admin's order page shows that order's messages.
    await admin.goto(`/admin/ordersDetails/${order.id}`);
    await expect
      .poll(() => admin.getByRole('log', { name: 'Messages' }).getByText('UTR 4102 7731').isVisible())
      .toBe(true);

    expect(jsErrorsOf(page)).toEqual([]);
    expect(jsErrorsOf(admin)).toEqual([]);
    await context.close();
    await adminContext.close();
  });

  it('mails each side once about the new conversation', async () => {
    expect(await mailTo(shop, customer.email, 'New message from SteelCut Support')).toContain('/chats');
    expect(await mailTo(shop, ADMIN.email, `New message from ${customer.name}`)).toContain('payment.png');
  });
});
