/**
 * What is the product's, not the shop's to set: its own name, the tolerance parts are cut to, the
 * country, the title pattern. A module of its own, small and without zod: the browser's first
 * script reads it, while the sample shop (business.ts) loads only with the pages that need it.
 */

/** The product's own name (the API's docs carry it): a fresh shop's trading name. */
export const PRODUCT_NAME = 'SteelCut';
/** What every part is cut to: how the shop works, not one of its settings. */
export const TOLERANCE = '0.01 inch';
/** The shop is in India: addresses end with the country, structured data names its code. */
export const COUNTRY = { name: 'INDIA', code: 'IN' } as const;

/** '{title} - {the shop's trading name}'. */
export function pageTitle(title: string, tradingName: string): string {
  return `${title} - ${tradingName}`;
}
