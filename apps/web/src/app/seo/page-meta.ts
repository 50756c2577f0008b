import { matchPath } from 'react-router';
import { pageTitle, TOLERANCE } from '@steelcut/domain/product';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { PAGE_TITLES } from '../../config/page-titles';
import { paths } from '../../config/paths';

/** What a public page tells search engines and link previews about itself. */
export type PageMeta = {
  /** The full title, '{title} - {product name}'. */
  title: string;
  description: string;
  /** The page's one address (the landing page's alias points at '/'). */
  canonicalPath: string;
  /** A PNG picture of the part (link previews want PNG or JPEG, not SVG). */
  imagePath: string;
  imageAlt: string;
  /** The shape a product page shows. */
  shape?: ShapeView;
  /** The shop's settings: its name, address and contacts for link previews and structured data. */
  shop: ShopSettings;
};
/** The landing page's flange ring: the shop's picture where a page shows no one part. */
const SHOP_IMAGE = 'ring.png';

export const pngImagePath = (imageName: string): string =>
  `/api/shapes-images/${encodeURIComponent(imageName.replace(/\.svg$/, '.png'))}`;

function shopPage(shop: ShopSettings, title: string, description: string, canonicalPath: string): PageMeta {
  return {
    shop,
    title: pageTitle(title, shop.tradingName),
    description,
    canonicalPath,
    imagePath: pngImagePath(SHOP_IMAGE),
    imageAlt: 'A stainless steel flange ring with six bolt holes',
  };
}

function shapePage(shop: ShopSettings, shape: ShapeView): PageMeta {
  const measures = shape.parameters.map((p) => p.label).join(', ');
  return {
    shop,
    title: pageTitle(shape.shape_Name, shop.tradingName),
    description:
      `${shape.shape_Name} cut from stainless steel plate to your dimensions (${measures}), 1 to 30 mm thick, ` +
      `to ${TOLERANCE} tolerance. Configure it online and order from ${shop.tradingName}, ${shop.address.city}.`,
    canonicalPath: paths.shapeDetails.getHref(shape.id),
    imagePath: pngImagePath(shape.imageName),
    imageAlt: `${shape.shape_Name}: where ${measures} are measured`,
    shape,
  };
}

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The pages anyone may open and search engines may index (SPEC section 2's public catalogue). */
export function isPublicPath(pathname: string): boolean {
  const path = trimmed(pathname);
  return (
    [
      paths.landing.path,
      paths.landingAlias.path,
      paths.howItWorks.path,
      paths.home.path,
      paths.drawings.upload.path,
    ].some((page) => page === path) || matchPath(paths.shapeDetails.path, path) !== null
  );
}

/**
 * The public page at `pathname` (SPEC section 2: landing, how it works, the shapes and each
 * visible shape), or null for every other page: those are the customer's, the admin's or the
 * sign-in screens, and search engines are asked not to index them.
 */
export function publicPageMeta(pathname: string, shapes: readonly ShapeView[], shop: ShopSettings): PageMeta | null {
  const path = trimmed(pathname);
  if (path === paths.landing.path || path === paths.landingAlias.path) {
    return shopPage(
      shop,
      PAGE_TITLES.landing,
      `Custom-cut stainless steel plates from ${shop.address.city}: pick a shape, enter your dimensions and we cut it ` +
        `to ${TOLERANCE} tolerance, deburred within 48 hours, delivered within ${shop.delivery.radiusKm} km.`,
      paths.landing.getHref(),
    );
  }
  if (path === paths.howItWorks.path) {
    return shopPage(
      shop,
      PAGE_TITLES.howItWorks,
      'Ordering a stainless steel part: configure it online, we cut and deburr it within 48 hours and deliver it ' +
        'to your address. Pay by UPI after ordering.',
      paths.howItWorks.getHref(),
    );
  }
  if (path === paths.drawings.upload.path) {
    return shopPage(
      shop,
      PAGE_TITLES.uploadDrawing,
      'Upload a DXF of your part: see it drawn to scale, measured, checked for cutting and priced at once, in any grade and thickness we cut.',
      paths.drawings.upload.getHref(),
    );
  }
  if (path === paths.home.path) {
    const names = shapes.map((shape) => shape.shape_Name).join(', ');
    return shopPage(
      shop,
      PAGE_TITLES.home,
      `Stainless steel parts cut to your dimensions${names ? `: ${names}` : ''}. Choose a shape and configure it online.`,
      paths.home.getHref(),
    );
  }
  const match = matchPath(paths.shapeDetails.path, path);
  const shape = match && shapes.find((s) => String(s.id) === match.params.id);
  return shape ? shapePage(shop, shape) : null;
}
