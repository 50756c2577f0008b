import path from 'node:path';
import { SHAPE_PICTURE_WIDTHS } from '@steelcut/domain/shapes/pictures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopApi } from './shop-data';
import { jsErrorsOf, newPage, openShop, WIDTHS, type Shop } from './support';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop?.close());

describe('the storefront a customer meets first', () => {
  it('shows each public page from the server before any script, head and all', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Custom-cut stainless steel plates, made to measure',
      );
      expect(await page.title()).toBe('Custom-cut stainless steel plates - SteelCut');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${shop.server.url}/`);
      expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('"LocalBusiness"');

      await page.goto('/home');
      expect(await page.getByRole('link', { name: /Ring \(washer\)/ }).count()).toBe(1);
      const ring = await page.getByRole('link', { name: /Ring \(washer\)/ }).getAttribute('href');

      await page.goto(ring!);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ring (washer)');
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/ring\.png$/);
      expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('"Product"');
    } finally {
      await context.close();
    }
  });

  it('serves the drawing upload page from the server, hydrates it without errors, and reads a DXF dropped on it', async () => {
    const { context, page } = await newPage(shop, WIDTHS.phone);
    try {
      const served = await (await fetch(`${shop.server.url}/drawings/new`)).text();
      expect(served).toContain('<title>Upload your drawing - SteelCut</title>');
      expect(served).toContain('Drag and drop your DXF file here');
      await page.goto('/drawings/new', { waitUntil: 'networkidle' });
      expect(jsErrorsOf(page)).toEqual([]);
      const dxf = path.resolve(import.meta.dirname, '../packages/domain/src/drawings/corpus/rectangle-300x200.dxf');
      await page.getByLabel('DXF file').setInputFiles(dxf);
      await page.waitForURL(/\/drawings\/[A-Za-z0-9_-]{22}$/);
      await expect.poll(() => page.getByText('300 × 200 mm').count()).toBeGreaterThan(0);
      expect(jsErrorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hydrates without errors or catalogue requests, then moves about as a single-page app', async () => {
    const { context, page } = await newPage(shop, WIDTHS.phone);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/shapes-images/')) apiCalls.push(pathname);
    });
    try {
      await page.goto('/home', { waitUntil: 'networkidle' });
      expect(apiCalls).toEqual([]);
      expect(jsErrorsOf(page)).toEqual([]);

      // Moving on is the app's: no new document, the shape's page from the data it already has.
      const documents: string[] = [];
      page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
      await page.getByRole('link', { name: /Ring \(washer\)/ }).click();
      await page.waitForURL(/\/shapes\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ring (washer)');
      expect(await page.title()).toBe('Ring (washer) - SteelCut');
      expect(documents).toEqual([]);
      expect(apiCalls).toEqual([]);

      // A private page asks search engines to stay away; a public one does not.
      await page.getByRole('link', { name: 'Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await page.goBack();
      await expect.poll(() => page.locator('meta[name="robots"]').count()).toBe(0);
      expect(jsErrorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hydrates a shape page’s form when first touched: what was typed before reaches it, a submit waits for it', async () => {
    const { context, page } = await newPage(shop, WIDTHS.phone);
    // The form's code held back: everything below happens before the form hydrates.
    const asked: string[] = [];
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(/\/assets\/ShapeConfigurator-[^/]+\.js$/, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    try {
      const { shapes } = await shopApi<{ shapes: { id: number; slug: string }[] }>(shop, '/shape/shapeName');
      const rectangle = shapes.find((shape) => shape.slug === 'rectangle')!;
      await page.goto(`/shapes/${rectangle.id}`, { waitUntil: 'networkidle' });
      expect(asked).toEqual([]); // loaded, and the form's code not even asked for
      expect(await page.getByLabel('Material').inputValue()).toBe(''); // 'Select a grade', as in the app

      await page.getByLabel('Material').selectOption('SS 316');
      await page.getByLabel('Thickness').fill('2');
      await page.getByLabel('Quantity').fill('4');
      await page.getByLabel('Width (a)').fill('250');
      await page.getByLabel('Height (b)').fill('120');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      expect(asked).toHaveLength(1);
      expect(new URL(page.url()).search).toBe(''); // not the browser's own submit

      letThrough();
      await page.waitForURL('**/cart');
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as unknown[]);
      expect(cart).toMatchObject([
        {
          shape_id: rectangle.id,
          material_name: 'SS 316',
          thickness: 2,
          quantity: 4,
          parameters: [
            { param_key: 'a', param_value: 250 },
            { param_key: 'b', param_value: 120 },
          ],
        },
      ]);
      expect(jsErrorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('paints a public page whole: its first paint comes after the whole page is read', async () => {
    const { shapes } = await shopApi<{ shapes: { id: number }[] }>(shop, '/shape/shapeName');
    const { context, page } = await newPage(shop, WIDTHS.phone);
    try {
      // When the parser read the page's last element (the catalogue the app starts from), by the page's clock.
      await page.addInitScript((id) => {
        new MutationObserver((_, observer) => {
          if (!document.getElementById(id)) return;
          (window as unknown as { lastElementAt: number }).lastElementAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, 'storefront-data');
      // A slow phone's processor: the browser then yields while reading the page, and could paint its top alone.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      for (const pathname of ['/', '/home', `/shapes/${shapes[0]!.id}`, '/drawings/new']) {
        await page.goto(pathname, { waitUntil: 'load' });
        const { lastElementAt, firstPaintAt } = await page.evaluate(async () => {
          const paint = await new Promise<number>((resolve) =>
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (entry) resolve(entry.startTime);
            }).observe({ type: 'paint', buffered: true }),
          );
          return { lastElementAt: (window as unknown as { lastElementAt: number }).lastElementAt, firstPaintAt: paint };
        });
        expect(lastElementAt, pathname).toBeGreaterThan(0);
        expect(firstPaintAt, pathname).toBeGreaterThan(lastElementAt);
      }
    } finally {
      await context.close();
    }
  });

  it('fetches a shape page’s picture first, and the smallest one that is sharp on the screen it shows on', async () => {
    const { shapes } = await shopApi<{ shapes: { id: number; slug: string }[] }>(shop, '/shape/shapeName');
    const rectangle = shapes.find((shape) => shape.slug === 'rectangle')!;
    // Lighthouse's phone (412 px at 1.75 device pixels to a CSS pixel), a phone at 3, a desktop at 1.
    for (const [width, deviceScaleFactor] of [
      [412, 1.75],
      [360, 3],
      [WIDTHS.desktop, 1],
    ] as const) {
      const context = await shop.browser.newContext({
        baseURL: shop.server.url,
        viewport: { width, height: 900 },
        deviceScaleFactor,
      });
      try {
        const page = await context.newPage();
        await page.goto(`/shapes/${rectangle.id}`, { waitUntil: 'networkidle' });
        const picture = page.getByRole('img', { name: /^Rectangle plate: where/ });
        expect(await picture.getAttribute('fetchpriority')).toBe('high');
        const shown = await picture.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          const wide = Math.min(box.width, (box.height * img.naturalWidth) / img.naturalHeight);
          return { wide, fetched: Number(/-(\d+)w\.webp$/.exec(img.currentSrc)?.[1]) };
        });
        const needed = shown.wide * deviceScaleFactor;
        const smallestSharp =
          SHAPE_PICTURE_WIDTHS.find((candidate) => candidate >= needed) ?? SHAPE_PICTURE_WIDTHS.at(-1);
        expect(shown.fetched, `${width} px at ${deviceScaleFactor}×, ${needed} device px shown`).toBe(smallestSharp);
      } finally {
        await context.close();
      }
    }
  });
});
