import type { ShapesService } from '../shapes/service';
import { encodePage, type EncodedPage } from './encoded-page';
import type { RenderPage, StorefrontData } from './page-renderer';

/**
 * Public pages rendered on request and kept, each with its compressed copies, until the
 * catalogue they show changes: the shapes service's answer (which it drops at once when the
 * admin hides or shows a shape, and other processes re-read within seconds) is the version.
 */
export function createStorefrontPages(render: RenderPage, shapes: ShapesService) {
  const cache = new Map<string, { version: string; page: Promise<EncodedPage | null> }>();

  async function renderNow(pathname: string, catalogue: string): Promise<EncodedPage | null> {
    const data: StorefrontData = {
      ...(JSON.parse(catalogue) as Pick<StorefrontData, 'shapes'>),
      materials: await shapes.materials(),
    };
    const rendered = await render(pathname, data);
    return rendered && encodePage(rendered.html);
  }

  return {
    /** The page at `pathname`, or null for a path that is no public page (a hidden shape…). */
    async get(pathname: string): Promise<EncodedPage | null> {
      const version = await shapes.visibleCatalogueJson();
      const cached = cache.get(pathname);
      if (cached?.version === version) return cached.page;
      const page = renderNow(pathname, version);
      cache.set(pathname, { version, page });
      // Only real pages stay: a stream of unknown shape ids must not grow the cache.
      page.then(
        (found) => found || cache.delete(pathname),
        () => cache.delete(pathname),
      );
      return page;
    },
  };
}
export type StorefrontPages = ReturnType<typeof createStorefrontPages>;
