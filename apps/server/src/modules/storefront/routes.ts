import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import { notFoundHandler } from '../../lib/error-handler';
import { NOINDEX } from '../../lib/security-headers';
import type { ShapesService } from '../shapes/service';
import type { ShopService } from '../shop/service';
import { chooseEncoding, type EncodedPage } from './encoded-page';
import { loadPageRenderer, type RenderPage } from './page-renderer';
import { createStorefrontPages, type StorefrontPages } from './pages';
import { PUBLIC_PAGE_ROUTES, robotsTxt, sitemapXml } from './search-engines';

export interface StorefrontOptions {
  /** The built web app (apps/web/dist); absent in API-only tests. */
  webDist: string | undefined;
  publicUrl: string;
  shapes: ShapesService;
  /** The shop's settings the pages show. */
  shop: ShopService;
  /** Tests pass their own; undefined loads the web app's (apps/web/dist-ssr), null serves the shell only. */
  renderPage?: RenderPage | null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What the browser and search engines get outside the API: the built files (each with its
 * brotli and gzip copies, chosen by Accept-Encoding), the public pages rendered with their
 * content, robots.txt and sitemap.xml, and the single-page shell for every other page.
 */
export async function serveStorefront(app: FastifyInstance, options: StorefrontOptions): Promise<void> {
  const { webDist, publicUrl, shapes } = options;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { shapes: visible } = JSON.parse(await shapes.visibleCatalogueJson()) as { shapes: ShapeView[] };
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(sitemapXml(publicUrl, visible));
  });

  if (!webDist) {
    app.setNotFoundHandler(notFoundHandler);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // file.br / file.gz beside each text file, written at build time (apps/web/scripts/precompress.ts).
    preCompressed: true,
    // Vite names built assets by their content hash: they never change under one URL.
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    },
  });

  const render = options.renderPage === undefined ? await loadPageRenderer(webDist, publicUrl) : options.renderPage;
  const pages = render ? createStorefrontPages(render, shapes, options.shop) : null;
  for (const url of PUBLIC_PAGE_ROUTES) {
    app.get(url, { schema: { hide: true } }, (request, reply) => publicPage(pages, request, reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (!isPage) return notFoundHandler(request, reply);
    // The customer's, the admin's and the sign-in pages: not for search results.
    return sendShell(reply.headers(NOINDEX));
  });
}

/** index.html as built (its compressed copies too), for the app to draw the page in the browser. */
function sendShell(reply: FastifyReply) {
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').sendFile('index.html');
}

async function publicPage(pages: StorefrontPages | null, request: FastifyRequest, reply: FastifyReply) {
  if (!pages) return sendShell(reply);
  const pathname = request.url.split('?')[0]!;
  let page: EncodedPage | null;
  try {
    page = await pages.get(pathname);
  } catch (error) {
    // The app still draws the page in the browser.
    request.log.error({ err: error }, 'public page could not be rendered');
    return sendShell(reply);
  }
  // A shape that is hidden or never was: the app says so; search engines drop the address.
  if (!page) return sendShell(reply.code(404).headers(NOINDEX));
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(page[encoding]);
}
