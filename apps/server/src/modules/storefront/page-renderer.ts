import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';

/** What a server-rendered page carries for the app (apps/web/src/app/storefront-data.ts). */
export type StorefrontData = {
  shapes: ShapeView[];
  materials: { id: number; Material_Name: string }[];
  /** The shop's settings, as GET /api/shop answers them. */
  shop: ShopSettings;
};

/** A public page as a whole HTML document, or null when the path is no public page. */
export type RenderPage = (pathname: string, data: StorefrontData) => Promise<{ html: string } | null>;

/** The web app's server entry (apps/web/src/entry-server.tsx), as `vite build --ssr` emits it. */
type ServerEntry = {
  createStorefrontRenderer(options: { template: string; manifest: unknown; publicUrl: string }): RenderPage;
};

/**
 * The web app's renderer, built beside its browser files (apps/web/dist-ssr), or null where there
 * is none (a build without it, a test's bare dist): pages are then the plain single-page shell.
 */
export async function loadPageRenderer(webDist: string, publicUrl: string): Promise<RenderPage | null> {
  const entry = path.resolve(webDist, '../dist-ssr/entry-server.js');
  const manifest = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(entry) || !existsSync(manifest)) return null;
  const module = (await import(pathToFileURL(entry).href)) as ServerEntry;
  return module.createStorefrontRenderer({
    template: readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(manifest, 'utf8')),
    publicUrl,
  });
}
