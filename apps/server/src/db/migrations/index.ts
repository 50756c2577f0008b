import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './2026112201-accounts';
import * as catalogueCart from './2026112202-catalogue-cart';
import * as orders from './2026112203-orders';
import * as cartVersion from './2026112204-cart-version';
import * as mailOutbox from './2026112205-mail-outbox';
import * as expectCount from './2026112206-expect-count';
import * as chat from './2026112301-chat';
import * as orderNoRequired from './2026112302-order-no-required';
import * as pricing from './2026112303-pricing';
import * as orderMoney from './2026112304-order-money';
import * as securityReview from './2026112401-security-review';
import * as orderSearch from './2026112402-order-search';
import * as storedFiles from './2026112404-stored-files';
import * as moneyRaces from './2026112701-money-races';
import * as shopSettings from './2026112801-shop-settings';
import * as orderDelivery from './2026112802-order-delivery';
import * as refunds from './2026112810-refunds';
import * as drawings from './2026112811-drawings';
import * as leadTimes from './2026112920-lead-times';
import * as poTracking from './2026112930-po-tracking';
import * as awaitingDispatch from './2026113001-awaiting-dispatch';
import * as drawingLines from './2026113010-drawing-lines';
import * as quotations from './2026113040-quotations';
import * as stateNames from './2026120110-state-names';
import * as shopTaxRegistration from './2026120111-shop-tax-registration';
import * as drawingThumbnails from './2026120120-drawing-thumbnails';
import * as taxDocuments from './2026120130-tax-documents';
import * as drawingPreviews from './2026120201-drawing-previews';
import * as drawingParts from './2026120210-drawing-parts';
import * as drawingLayers from './2026120229-drawing-layers';
import * as nests from './2026120230-nests';
import * as nestMaterial from './2026120240-nest-material';

/** Listed by hand so the bundled server carries them; names sort by time. */
const migrations: Record<string, Migration> = {
  '2026112201-accounts': accounts,
  '2026112202-catalogue-cart': catalogueCart,
  '2026112203-orders': orders,
  '2026112204-cart-version': cartVersion,
  '2026112205-mail-outbox': mailOutbox,
  '2026112206-expect-count': expectCount,
  '2026112301-chat': chat,
  '2026112302-order-no-required': orderNoRequired,
  '2026112303-pricing': pricing,
  '2026112304-order-money': orderMoney,
  '2026112401-security-review': securityReview,
  '2026112402-order-search': orderSearch,
  '2026112404-stored-files': storedFiles,
  '2026112701-money-races': moneyRaces,
  '2026112801-shop-settings': shopSettings,
  '2026112802-order-delivery': orderDelivery,
  '2026112810-refunds': refunds,
  '2026112811-drawings': drawings,
  '2026112920-lead-times': leadTimes,
  '2026112930-po-tracking': poTracking,
  '2026113001-awaiting-dispatch': awaitingDispatch,
  '2026113010-drawing-lines': drawingLines,
  '2026113040-quotations': quotations,
  '2026120110-state-names': stateNames,
  '2026120111-shop-tax-registration': shopTaxRegistration,
  '2026120120-drawing-thumbnails': drawingThumbnails,
  '2026120130-tax-documents': taxDocuments,
  '2026120201-drawing-previews': drawingPreviews,
  '2026120210-drawing-parts': drawingParts,
  '2026120229-drawing-layers': drawingLayers,
  '2026120230-nests': nests,
  '2026120240-nest-material': nestMaterial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
