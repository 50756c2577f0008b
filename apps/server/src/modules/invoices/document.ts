import { addressLines } from '@steelcut/domain/address-lines';
import { plateText } from '@steelcut/domain/part-wire';
import { DELIVERY_MSG } from '@steelcut/domain/delivery/charge';
import { allocate, withLineTaxes, type TaxDocument } from '@steelcut/domain/gst/tax-document';
import { findState, sameState } from '@steelcut/domain/india';
import { placeOfSupply } from '@steelcut/domain/pincodes';
import { storedLineSizeText } from '@steelcut/domain/line-size';
import { LEAD_TIME_MSG, TIER_NAMES } from '@steelcut/domain/schemas/lead-times';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { postalAddress } from '@steelcut/domain/shop-details';
import type { OrderItemRow, OrderRow } from '../../db/types';
import type { InvoiceAmountRow } from './repository';

/** What an order's invoice is made from, read together. */
export interface InvoiceSource {
  order: OrderRow;
  items: OrderItemRow[];
  /** The amount that counts: the latest quote, else the estimate. */
  amount: InvoiceAmountRow;
  /** The estimate's lines (their prices share the quote out), if it has them. */
  estimateLinePaise: number[] | null;
  /** The rate table's HSN code of the goods. */
  hsnCode: string;
  settings: ShopSettings;
}

/**
 * The order's invoice as a tax document. Per line: the goods' HSN, the pieces, the taxable value
 * (the amount's goods shared over the lines in proportion to the estimate's prices, by quantity
 * without them) and each tax. The express surcharge is part of the value of the goods (CGST Act
 * s.15) and delivery by the shop part of a composite supply whose principal supply is the goods
 * (s.8(a)): both take the goods' HSN and rate, as lines of value without pieces.
 */
export function invoiceDocument(
  { order, items, amount, estimateLinePaise, hsnCode, settings }: InvoiceSource,
  { kind, number, issuedAt }: Pick<TaxDocument, 'kind' | 'number' | 'issuedAt'>,
): TaxDocument {
  const weights = estimateLinePaise?.length === items.length ? estimateLinePaise : items.map((item) => item.quantity);
  const surchargePaise = amount.surcharge_paise;
  const goods = allocate(amount.subtotal_paise - surchargePaise, weights);
  const rate = amount.gst_percent;
  const line = (description: string, quantity: number | null, taxablePaise: number) => ({
    description,
    hsn: hsnCode,
    quantity,
    taxablePaise,
    ratePercent: rate,
  });
  const lines = withLineTaxes(
    [
      ...items.map((item, i) =>
        line(`${item.shape_name}, ${plateText(item)}; ${storedLineSizeText(item)}`, item.quantity, goods[i]),
      ),
      ...(surchargePaise > 0
        ? [
            line(
              LEAD_TIME_MSG.surchargeLine(TIER_NAMES[order.lead_time], order.surcharge_percent),
              null,
              surchargePaise,
            ),
          ]
        : []),
      ...(amount.delivery_paise > 0 ? [line(DELIVERY_MSG.line, null, amount.delivery_paise)] : []),
    ],
    { cgstPaise: amount.cgst_paise, sgstPaise: amount.sgst_paise, igstPaise: amount.igst_paise },
  );
  const shopState = settings.address.state;
  // Where the goods go is the pincode's state (the address may name another; see placeOfSupply).
  const supplyState = placeOfSupply({ state: order.state, postalCode: order.postal_code });
  const delivered = findState(supplyState);
  // The taxes charged say which kind the supply was; with no tax (a 0% rate) the states do.
  const interState = amount.igst_paise > 0 || (amount.cgst_paise === 0 && !sameState(supplyState, shopState));
  return {
    kind,
    number,
    issuedAt,
    orderNo: order.order_no,
    poNumber: order.po_number,
    seller: {
      legalName: settings.legalName,
      address: postalAddress(settings.address),
      contact: [...settings.phones, settings.email].join(' · '),
      gstin: settings.gstin ?? '',
      state: shopState,
      stateCode: findState(shopState)?.code ?? settings.gstin?.slice(0, 2) ?? '',
    },
    buyer: {
      legalName: order.customer_company || order.customer_name,
      contactName: order.customer_company ? order.customer_name : null,
      gstin: order.customer_gstin,
      address: addressLines(order),
    },
    placeOfSupply: delivered ? { state: delivered.name, code: delivered.code } : { state: supplyState, code: null },
    interState,
    reverseCharge: false,
    lines,
    taxablePaise: amount.subtotal_paise + amount.delivery_paise,
    cgstPaise: amount.cgst_paise,
    sgstPaise: amount.sgst_paise,
    igstPaise: amount.igst_paise,
    totalPaise: amount.total_paise,
  };
}
