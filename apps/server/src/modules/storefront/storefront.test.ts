import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP } from '@steelcut/domain/schemas/shop';
import { aShop } from '@steelcut/domain/testing/shop';
import { buildApp } from '../../app';
import { buildTestApp, expectError, type TestApp } from '../../../test/helpers';
import { createShapesService } from '../shapes/service';
import { createShopService } from '../shop/service';
import { chooseEncoding } from './encoded-page';
import type { RenderPage } from './page-renderer';
import { serveStorefront } from './routes';

const SHELL = '<!doctype html><html><head><title>SteelCut</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("the app");'.repeat(50);

/** A built web app as Vite and the precompress step leave it: each text file with .br and .gz. */
function fixtureDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', SHELL],
    ['assets/app-1a2b.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  return dist;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  t = await buildTestApp();
  dist = fixtureDist();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const shapeIdOf = async (slug: string) =>
  (await t.db.selectFrom('shapes').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

describe('built files', () => {
  let web: FastifyInstance;
  beforeAll(async () => {
    web = await buildApp({
      config: { ...t.config, webDist: dist },
      database: { db: t.db, dialect: t.dialect, destroy: async () => {} },
      logger: false,
    });
  });
  afterAll(() => web.close());

  it('sends the brotli or gzip copy made at build time to a browser that takes it, the file itself otherwise', async () => {
    const br = await web.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await web.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await web.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    for (const response of [br, gz, plain]) {
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sends the single-page shell compressed too, never cached without asking, and not for search results', async () => {
    const shell = await web.inject({ url: '/orders', headers: { 'accept-encoding': 'br' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['content-type']).toContain('text/html');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.headers.vary).toMatch(/accept-encoding/i);
    expect(shell.headers['x-robots-tag']).toBe('noindex');
    expect(brotliDecompressSync(shell.rawPayload).toString()).toBe(SHELL);
  });

  it('keeps the API out of search results', async () => {
    expect((await web.inject('/api/health')).headers['x-robots-tag']).toBe('noindex');
    const missing = await web.inject('/api/nope');
    expectError(missing, 404);
    expect(missing.headers['x-robots-tag']).toBe('noindex');
  });

  it('draws each shape as a 1200 × 630 PNG for link previews', async () => {
    const png = await web.inject('/api/shapes-images/ring.png');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expectError(await web.inject('/api/shapes-images/no-such-shape.png'), 404);
  });

  it('tells crawlers where the sitemap is, and lists every public page and visible shape in it', async () => {
    const robots = await web.inject('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Allow: /api/shapes-images/');

    const sitemap = await web.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const ring = await shapeIdOf('ring');
    for (const page of ['/', '/howitworks', '/home', '/drawings/new', `/shapes/${ring}`]) {
      expect(sitemap.body).toContain(`<loc>${t.config.publicUrl}${page}</loc>`);
    }
    expect(sitemap.body).not.toContain('/landing');
  });
});

describe('public pages rendered on the server', () => {
  let web: FastifyInstance;
  let renders = 0;
  let shapes: ReturnType<typeof createShapesService>;
  let shop: ReturnType<typeof createShopService>;
  // The web app's renderer stands in: the page names the shapes it was given.
  const renderPage: RenderPage = async (pathname, data) => {
    renders += 1;
    const ring = data.shapes.find((shape) => shape.slug === 'ring');
    if (pathname.startsWith('/shapes/') && pathname !== `/shapes/${ring?.id}`) return null;
    return {
      html: `<!doctype html><p>${pathname}: ${data.shapes.map((s) => s.slug).join(' ')}; ${data.materials.length}</p><p>${data.shop.phones.join(', ')}</p>`,
    };
  };

  beforeAll(async () => {
    shapes = createShapesService(t.db);
    shop = createShopService({ db: t.db, changeStamp: undefined, seed: {} });
    web = Fastify({ logger: false });
    await serveStorefront(web, { webDist: dist, publicUrl: t.config.publicUrl, shapes, shop, renderPage });
  });
  afterAll(() => web.close());

  it('sends the page with its content in the encoding the browser takes', async () => {
    const br = await web.inject({ url: '/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/<p>\/home: .*\bring\b.*; 4<\/p>/);

    const gz = await web.inject({ url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(brotliDecompressSync(br.rawPayload).toString());

    const plain = await web.inject('/home');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(gunzipSync(gz.rawPayload).toString());
    expect((await web.inject({ url: '/home', headers: { 'if-none-match': plain.headers.etag } })).statusCode).toBe(304);
  });

  it('renders a page once, and again when the admin hides or shows a shape', async () => {
    const ring = await shapeIdOf('ring');
    await web.inject(`/shapes/${ring}`);
    const before = renders;
    expect((await web.inject(`/shapes/${ring}`)).statusCode).toBe(200);
    expect(renders).toBe(before);

    await shapes.setHidden(await shapeIdOf('hexagon'), true);
    try {
      const page = await web.inject('/home');
      expect(page.body).not.toContain('hexagon');
      expect(page.body).toContain('ring');
    } finally {
      await shapes.setHidden(await shapeIdOf('hexagon'), false);
    }
    expect((await web.inject('/home')).body).toContain('hexagon');
  });

  it('renders a page again when the owner changes the shop settings', async () => {
    const before = await web.inject('/howitworks');
    expect(before.body).toContain(DEFAULT_SHOP.phones[0]);
    const rendered = renders;
    await shop.save(1, aShop({ phones: ['+91 90000 12345'] }));
    const after = await web.inject('/howitworks');
    expect(after.body).toContain('+91 90000 12345');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(renders).toBe(rendered + 1);
    expect((await web.inject('/howitworks')).body).toBe(after.body);
    expect(renders).toBe(rendered + 1);
  });

  it("answers a hidden or unknown shape's page with the shell, 404 and noindex", async () => {
    for (const url of [`/shapes/${await shapeIdOf('square')}`, '/shapes/999999', '/shapes/abc']) {
      const page = await web.inject(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.body).toBe(SHELL);
    }
  });

  it('sends the shell when the page cannot be rendered: the app draws it in the browser', async () => {
    const broken = Fastify({ logger: false });
    await serveStorefront(broken, {
      webDist: dist,
      publicUrl: t.config.publicUrl,
      shapes,
      shop,
      renderPage: async () => {
        throw new Error('render failed');
      },
    });
    const page = await broken.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SHELL);
    await broken.close();
  });
});

describe('choosing an encoding', () => {
  it('takes brotli, then gzip, by the q-values the browser sends', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.1')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});
