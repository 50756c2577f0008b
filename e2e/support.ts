import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../bench/server-process';
import { CHROMIUM_ARGS } from '../bench/chromium-args';

export const ADMIN = { email: 'admin@e2e.example', password: 'Admin-e2e-1' };
export const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
export const WIDTHS = { phone: 390, desktop: 1280 } as const;

export interface Shop {
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

/** The built server on a fresh DATA_DIR (more environment in `env`), and Debian's Chromium driven by playwright-core. */
export async function openShop(env: Record<string, string> = {}): Promise<Shop> {
  const server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });
  // playwright gives every launch a fresh, empty user data dir of its own.
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    })
    .catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

export async function newPage(
  shop: Shop,
  width: number = WIDTHS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/401|403|404|409|429|400/.test(message.text())) errors.push(message.text());
  });
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  return { context, page };
}

export function jsErrorsOf(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

/** A full-page shot of what the page shows, toasts left out (they cover the bottom of the page). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Hidden, not removed: React still owns the toasts' nodes, and with them gone its next render of
  // the toasts threw (removeChild) and took the page down.
  const hideToasts = await page.addStyleTag({ content: '.notistack-SnackbarContainer { display: none !important; }' });
  try {
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  } finally {
    await hideToasts.evaluate((style) => (style as Element).remove());
  }
}

/** The newest OTP mailed to this address, read from the server's outbox (.eml files). */
export async function otpFromOutbox(server: RunningServer, email: string): Promise<string> {
  const outbox = path.join(server.dataDir, 'mail');
  for (let i = 0; i < 100; i += 1) {
    const files = safeList(outbox).sort().reverse();
    for (const file of files) {
      const eml = readFileSync(path.join(outbox, file), 'utf8');
      if (!eml.includes(`To: ${email}`)) continue;
      // The code is in the body only; quoted-printable may break its line (a soft break is '=').
      const code = eml.replace(/=\r?\n/g, '').match(/password is: (\d{6})/)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no OTP mail for ${email} in ${outbox}`);
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export async function signIn(page: Page, email: string, password: string, landing: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email or Mobile Number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**${landing}`);
}

/** The page at both widths from its top (screenshot leaves the toasts out). */
export async function shootBothWidths(page: Page, name: string) {
  // A full-page shot of a scrolled page draws the sticky top bar in the middle.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await screenshot(page, name);
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
}
