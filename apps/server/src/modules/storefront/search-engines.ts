import type { ShapeView } from '@steelcut/domain/schemas/shape';

/** The public pages of the web app (apps/web/src/app/seo/page-meta.ts says the same). */
export const PUBLIC_PAGE_ROUTES = ['/', '/landing', '/howitworks', '/home', '/shapes/:id', '/drawings/new'] as const;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Crawlers may read the shop and the part pictures; the API and the back office are not for them. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Link previews (Open Graph, Twitter cards) fetch the part pictures from here.
    'Allow: /api/shapes-images/',
    'Disallow: /api/',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Every public page once (the landing page's alias /landing is left out): its canonical address. */
export function sitemapXml(publicUrl: string, shapes: readonly Pick<ShapeView, 'id'>[]): string {
  const paths = ['/', '/howitworks', '/home', '/drawings/new', ...shapes.map((shape) => `/shapes/${shape.id}`)];
  const urls = paths.map((path) => `  <url><loc>${xml(publicUrl + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
