import type { ShapesService } from '../shapes/service';
import type { LoadedShop, ShopService } from '../shop/service';
import { encodePage, type EncodedPage } from './encoded-page';
import type { RenderPage, StorefrontData } from './page-renderer';

/**
 * Public pages rendered on request and kept, each with its compressed copies, until the
 * catalogue or the shop's settings they show change: the version is the shapes service's answer
 * (which it drops at once when the admin hides or shows a shape, and other processes re-read
 * within seconds) and the settings as the database holds them (a save shows on the next visit).
 */
export function createStorefrontPages(render: RenderPage, shapes: ShapesService, shop: ShopService) {
  const cache = new Map<string, { catalogue: string; shop: string; page: Promise<EncodedPage | null> }>();

  async function renderNow(pathname: string, catalogue: string, settings: LoadedShop): Promise<EncodedPage | null> {
    const data: StorefrontData = {
      ...(JSON.parse(catalogue) as Pick<StorefrontData, 'shapes'>),
      materials: await shapes.materials(),
      shop: settings.shop,
    };
    const rendered = await render(pathname, data);
    return rendered && encodePage(rendered.html);
  }

  return {
    /** The page at `pathname`, or null for a path that is no public page (a hidden shape…). */
    async get(pathname: string): Promise<EncodedPage | null> {
      const [catalogue, settings] = await Promise.all([shapes.visibleCatalogueJson(), shop.loaded()]);
      const cached = cache.get(pathname);
      if (cached?.catalogue === catalogue && cached.shop === settings.json) return cached.page;
      const page = renderNow(pathname, catalogue, settings);
      cache.set(pathname, { catalogue, shop: settings.json, page });
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
