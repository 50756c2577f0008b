import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '../bench/nginx';
import { startServer, type RunningServer } from '../bench/server-process';
import { registerCustomer, sendMessage, signInAdmin } from './shop-data';
import { ADMIN, jsErrorsOf, newPage, openShop, signIn, WIDTHS, type Shop } from './support';

/**
 * A deploy behind nginx: the server stops and starts again on its port and data. While it is
 * down nginx answers the browser's live stream with a 502, which closes an EventSource for
 * good; the page must listen again by itself once the server is back.
 */
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: '1' };

let shop: Shop;
let nginx: RunningNginx;
/** The shop as the browser reaches it: through nginx. */
let viaNginx: Shop;
let restarted: RunningServer | undefined;

beforeAll(async () => {
  shop = await openShop(ENV);
  nginx = await startNginx([new URL(shop.server.url).host]);
  viaNginx = { ...shop, server: { ...shop.server, url: nginx.url } };
});
afterAll(async () => {
  // The browser first: nginx's graceful stop waits for the page's open stream.
  await shop?.close();
  await nginx?.stop();
  await restarted?.stop();
});

const isStream = (url: string) => new URL(url).pathname === '/api/auth/events';

describe('a restart behind nginx', () => {
  it("the customer's open page listens again by itself and shows the shop's next message", async () => {
    const customer = await registerCustomer(viaNginx, 'restart');
    const { page, context } = await newPage(viaNginx, WIDTHS.desktop);
    const streams: number[] = [];
    page.on('response', (response) => {
      if (isStream(response.url())) streams.push(response.status());
    });
    await signIn(page, customer.email, customer.password, '/home');
    await expect.poll(() => streams.includes(200)).toBe(true);
    // The page whole (its code loaded) before the server goes.
    const firstCard = page.getByRole('link', { name: /Rectangle plate/ }).first();
    await expect.poll(() => firstCard.isVisible()).toBe(true);

    await shop.server.stop();
    // The stream ends with the server; the browser's reconnect is answered by nginx alone.
    await expect.poll(() => streams.some((status) => status !== 200), { timeout: 30_000 }).toBe(true);
    const refusedAt = streams.length;
    restarted = await startServer({ ...ENV, PORT: new URL(shop.server.url).port, DATA_DIR: shop.server.dataDir });
    // The app tries again after 5 s, then 10 s, 20 s…: well within a minute of the refusal.
    await expect.poll(() => streams.slice(refusedAt).includes(200), { timeout: 60_000 }).toBe(true);

    const token = await signInAdmin(viaNginx);
    await sendMessage(viaNginx, token, { sender_id: 1, receiver_id: customer.id, message: 'Back after a deploy.' });
    await expect.poll(() => page.getByRole('link', { name: 'Chat (1 unread)' }).isVisible()).toBe(true);

    // Only the refused requests of the restart complained.
    expect(jsErrorsOf(page).filter((error) => !/50[23]/.test(error))).toEqual([]);
    await context.close();
  });
});
