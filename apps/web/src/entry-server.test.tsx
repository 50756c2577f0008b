// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aShop } from '@steelcut/domain/testing/shop';
import { createStorefrontRenderer, firstVisitChunks, type Manifest } from './entry-server';

const TEMPLATE =
  '<!doctype html><html><head><title>SteelCut</title>\n    <meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

describe('the server-rendered landing page', () => {
  it("shows the shop's own name, address and phones, in the page, its head and its structured data", async () => {
    const shop = aShop({ phones: ['+91 99440 77123', '0422 2600001'] });
    const render = createStorefrontRenderer({ template: TEMPLATE, manifest: {}, publicUrl: 'https://shop.example' });
    const page = await render('/', { shapes: [], materials: [], shop });
    const html = page!.html;

    expect(html).toContain('<title>Custom-cut stainless steel plates - Ravi Steel Works</title>');
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    for (const text of ['+91 99440 77123', '0422 2600001', 'orders@ravisteel.example', '7 SIDCO Industrial Estate']) {
      expect(footer).toContain(text);
    }
    expect(footer).toContain('Monday to Saturday 08:30-19:00');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'LocalBusiness', name: 'Ravi Steel Works', telephone: '+91 99440 77123' });
    // The app starts from the same settings: nothing to fetch, nothing to change while hydrating.
    const data = JSON.parse(/<script type="application\/json" id="storefront-data">(.*?)<\/script>/.exec(html)![1]!);
    expect(data.shop).toEqual(shop);
  });

  it('holds its first paint until the whole page is read, up to the catalogue after its footer', async () => {
    const render = createStorefrontRenderer({ template: TEMPLATE, manifest: {}, publicUrl: 'https://shop.example' });
    const html = (await render('/', { shapes: [], materials: [], shop: aShop() }))!.html;

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#storefront-data" blocking="render" />');
    expect(html.split('id="storefront-data"')).toHaveLength(2);
    expect(html.indexOf('id="storefront-data"')).toBeGreaterThan(html.indexOf('</footer>'));
  });

  // Issue 31 #7: a $ in the shop's name broke every server-rendered page (the home page grew from 66 KB to 255 KB).
  it("puts the shop's name in once and literally, whatever $ patterns it holds", async () => {
    const name = "Ravi $' $& $` $$ Works";
    const shop = aShop({ tradingName: name });
    const render = createStorefrontRenderer({ template: TEMPLATE, manifest: {}, publicUrl: 'https://shop.example' });
    const html = (await render('/', { shapes: [], materials: [], shop }))!.html;
    const plain = (await render('/', { shapes: [], materials: [], shop: aShop() }))!.html;

    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html).toContain("<title>Custom-cut stainless steel plates - Ravi $' $&amp; $` $$ Works</title>");
    const data = JSON.parse(/<script type="application\/json" id="storefront-data">(.*?)<\/script>/.exec(html)![1]!);
    expect(data.shop.tradingName).toBe(name);
    // The name in place of 'Ravi Steel Works' in every spot, and nothing else added.
    const times = plain.split('Ravi Steel Works').length - 1;
    expect(html.length).toBeLessThan(plain.length + times * 40);
  });
});

describe('the scripts of a first visit', () => {
  // As Vite writes it: the entry imports React; the theme and the app's shell are the steps it
  // starts in (src/main.tsx); pages are lazy.
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      imports: ['_react.js'],
      dynamicImports: ['src/app/theme.ts', 'src/app/start.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    'src/app/theme.ts': { file: 'assets/theme.js', imports: ['_react.js'] },
    'src/app/start.tsx': {
      file: 'assets/app.js',
      imports: ['_react.js', 'src/app/theme.ts'],
      dynamicImports: ['src/features/shapes/pages/HomePage.tsx', 'src/features/admin/pages/AdminOrdersPage.tsx'],
    },
    'src/features/shapes/pages/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_Card.js', '_react.js'] },
    '_Card.js': { file: 'assets/Card.js' },
    'src/features/admin/pages/AdminOrdersPage.tsx': { file: 'assets/AdminOrdersPage.js' },
  };

  it("are the entry, React, every step of the app's start and the page's own chunks, no other page's", () => {
    expect(firstVisitChunks(manifest, '/home')).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/theme.js',
      'assets/app.js',
      'assets/HomePage.js',
      'assets/Card.js',
    ]);
    expect(firstVisitChunks(manifest, '/cart')).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/theme.js',
      'assets/app.js',
    ]);
  });

  it('starts them after the first paint: the entry and each chunk named once, by the starter alone', async () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js">\n    <link rel="modulepreload" href="/assets/theme.js"><link rel="modulepreload" href="/assets/app.js"></head>',
    );
    const render = createStorefrontRenderer({ template, manifest, publicUrl: 'https://shop.example' });
    const html = (await render('/home', { shapes: [], materials: [], shop: aShop() }))!.html;

    expect(html).not.toMatch(/type="module"|rel="modulepreload"/);
    const starter =
      /<script src="\/start-after-paint\.js" defer data-entry="([^"]+)" data-preloads="([^"]+)"><\/script>/.exec(html);
    expect(starter?.[1]).toBe('/assets/index.js');
    expect(starter?.[2]!.split(' ')).toEqual([
      '/assets/react.js',
      '/assets/theme.js',
      '/assets/app.js',
      '/assets/HomePage.js',
      '/assets/Card.js',
    ]);
    for (const file of ['index', 'react', 'theme', 'app', 'HomePage', 'Card']) {
      expect(html.split(`/assets/${file}.js`), file).toHaveLength(2);
    }
    expect(html).not.toContain('AdminOrdersPage');
    // After the catalogue it reads: the app finds its data in the page when it starts.
    expect(html.indexOf('start-after-paint')).toBeGreaterThan(html.indexOf('id="storefront-data"'));
  });
});
