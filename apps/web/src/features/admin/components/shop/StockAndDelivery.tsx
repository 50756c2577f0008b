import type { ShopSettingsForm } from './shop-form';

/**
 * The stock, finishes and delivery part of the shop settings form: built separately (what those
 * settings do lives with the catalogue and the checkout). Until then the form keeps and sends the
 * values it loaded.
 */
export function ShopStockAndDeliveryFields(_props: { form: ShopSettingsForm }) {
  return null;
}
