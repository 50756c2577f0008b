import { paths } from '../../config/paths';
import type { PageMeta } from './page-meta';
import { localBusiness, product } from './structured-data';

/** The size the server draws link-preview pictures at. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: no '</script>' or '<!--' can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeAttribute(String(content))}" />`;

/** The <head> of a server-rendered public page: title, description, canonical, link previews, JSON-LD. */
export function headTags(page: PageMeta, publicUrl: string): string {
  const url = publicUrl + page.canonicalPath;
  const image = publicUrl + page.imagePath;
  const jsonLd = page.shape
    ? product(publicUrl, page, page.shape)
    : page.canonicalPath === paths.landing.getHref()
      ? localBusiness(publicUrl, page)
      : null;
  return [
    `<title>${escapeAttribute(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', page.shop.tradingName),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', page.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', page.imageAlt),
    ...(jsonLd ? [`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`] : []),
  ].join('\n    ');
}
