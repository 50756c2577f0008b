/**
 * Loads the built shop in Chromium under the server's real Content-Security-Policy and fails on
 * any violation (the browser reports each as a console error and a securitypolicyviolation
 * event). Start the built server first, then:
 *
 *   npx tsx apps/server/test/security/csp-in-chromium.ts http://127.0.0.1:<port> <admin e-mail> <admin password>
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../../bench/chromium-args';

const [base, adminEmail, adminPassword] = process.argv.slice(2);
if (!base) throw new Error('usage: csp-in-chromium.ts <shop url> [admin e-mail] [admin password]');

const PAGES = ['/', '/auth/login', '/auth/register', '/api/docs'];
const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/shape',
  '/admin/lead',
  '/admin/orders',
  '/admin/pricing',
  '/admin/chats',
];

const userDataDir = mkdtempSync(path.join(tmpdir(), 'csp-chromium-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', ...CHROMIUM_ARGS],
});
const violations: string[] = [];
try {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  // Each violation as a console error too, with where it came from.
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) =>
    console.error('Refused to load by CSP: ' + event.violatedDirective + ' ' + event.blockedURI +
      ' at ' + event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber))`);
  const visit = async (url: string) => {
    const response = await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    const policy = (await response?.allHeaders())?.['content-security-policy'];
    console.log(`${url}: ${response?.status()} ${await page.title()} | CSP ${policy}`);
  };
  for (const url of PAGES) await visit(url);
  if (adminEmail && adminPassword) {
    await page.goto(`${base}/auth/login`);
    await page.getByLabel('Email or Mobile Number').fill(adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    for (const url of ADMIN_PAGES) await visit(url);
  }
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
if (violations.length > 0) {
  console.error(violations.join('\n'));
  process.exit(1);
}
console.log('No Content-Security-Policy violation.');
