import './app/ssr-globals';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache, serverStyleTags } from './app/emotion-cache';
import { createQueryClient } from './app/query-client';
import { PUBLIC_PAGE_MODULES } from './app/public-pages';
import { AppRoutes } from './app/router';
import { headTags, scriptJson } from './app/seo/head-tags';
import { publicPageMeta } from './app/seo/page-meta';
import { seedStorefrontData, STOREFRONT_DATA_ID, type StorefrontData } from './app/storefront-data';

export type { StorefrontData };

/** Vite's build manifest (dist/.vite/manifest.json): each source module's chunk and its imports. */
export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/**
 * The chunks a first visit to `pathname` loads, entry first: the entry's imports and the steps
 * it starts the app in (src/main.tsx), then the page's own (the bundle size check reads the same).
 */
export function firstVisitChunks(manifest: Manifest, pathname: string): string[] {
  const chunks = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  manifest['index.html']?.dynamicImports?.forEach(visit);
  const page = PUBLIC_PAGE_MODULES.find(([path]) => matchPath(path, pathname));
  if (page) visit(page[1]);
  return [...chunks];
}

export type RenderedPage = { html: string };

type RendererOptions = {
  /** dist/index.html as Vite built it. */
  template: string;
  manifest: Manifest;
  /** PUBLIC_URL: canonical addresses, link previews and structured data use it. */
  publicUrl: string;
};

/**
 * index.html without the tags that fetch the app's modules: a public page names them to its
 * starter instead (`appStarter`).
 */
function withoutModuleTags(template: string): string {
  return template.replace(/\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g, '');
}

/**
 * Holds the first paint until the parser has read the page down to its catalogue (after the
 * footer). Without it Chromium, which yields every 250 or so tokens while parsing, paints a slow
 * phone's first frame with the header alone and lays out and paints the page again for each later
 * part: two or three passes where one does (docs/decisions.md). A browser that does not know
 * `rel=expect` ignores it.
 */
const PAINT_WHOLE = `<link rel="expect" href="#${STOREFRONT_DATA_ID}" blocking="render" />`;

/** The public script that starts the app on a server-rendered page (apps/web/public). */
export const APP_STARTER = 'start-after-paint.js';

/**
 * The script that fetches the app's modules (entry first, then every chunk of a first visit) once
 * the server's page has been painted: on a device of few cores the page's first style and layout
 * then no longer wait behind the browser compiling 160 KB of script, nor its pictures behind the
 * script's download (docs/decisions.md).
 */
function appStarter([entry, ...chunks]: string[]): string {
  if (!entry) return '';
  const preloads = chunks.map((file) => `/${file}`).join(' ');
  return `<script src="/${APP_STARTER}" defer data-entry="/${entry}" data-preloads="${preloads}"></script>`;
}

/**
 * Renders a public page (landing, how it works, the shapes, a visible shape) to a whole HTML
 * document: the page's markup with MUI's CSS, its head (title, description, canonical, link
 * previews, JSON-LD) and the catalogue the app hydrates with. Null for any other page.
 */
export function createStorefrontRenderer({ template, manifest, publicUrl }: RendererOptions) {
  const shell = withoutModuleTags(template);
  return async function render(pathname: string, data: StorefrontData): Promise<RenderedPage | null> {
    const meta = publicPageMeta(pathname, data.shapes, data.shop);
    if (!meta) return null;
    const queryClient = createQueryClient();
    seedStorefrontData(queryClient, data);
    const cache = createEmotionCache();
    // Compat mode keeps the styles in the cache for extraction instead of inline <style> tags.
    cache.compat = true;
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProviders queryClient={queryClient}>
            <StaticRouter location={pathname}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
      // Every boundary inline, in place: React's streaming moves larger ones into place with
      // inline scripts, which the Content-Security-Policy (script-src 'self') refuses.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const body = await new Response(prelude).text();
    queryClient.clear();
    if (errors.length > 0) throw errors[0];

    const styles = serverStyleTags(createEmotionServer(cache).extractCriticalToChunks(body));
    const head = [headTags(meta, publicUrl), styles, PAINT_WHOLE].join('\n    ');
    const root = [
      `<div id="root">${body}</div>`,
      `<script type="application/json" id="${STOREFRONT_DATA_ID}">${scriptJson(data)}</script>`,
      appStarter(firstVisitChunks(manifest, pathname)),
    ].join('\n    ');
    // Content goes in through functions: a string replacement reads $' $& $` in it as patterns (issue 31 #7).
    const html = shell
      .replace(/\n\s*<meta\s+name="description"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, () => head)
      .replace('<div id="root"></div>', () => root);
    return { html };
  };
}
