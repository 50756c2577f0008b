import { addressLines } from '@steelcut/domain/address-lines';
import { findState, sameState } from '@steelcut/domain/india';
import { placeOfSupply } from '@steelcut/domain/pincodes';
import { postalAddress } from '@steelcut/domain/shop-details';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { lineSizeText } from '@steelcut/domain/line-size';
import { DELIVERY_MSG } from '@steelcut/domain/delivery/charge';
import { LEAD_TIME_MSG, TIER_NAMES } from '@steelcut/domain/schemas/lead-times';
import type { Db } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { conflict } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { BillingService } from '../billing/service';
import type { OrderService } from '../orders/service';
import type { PricingService } from '../pricing/service';
import type { ShopService } from '../shop/service';
import { financialYear, invoiceSerial } from '@steelcut/domain/financial-year';
import { renderInvoice, type InvoiceData } from './pdf';
import { createInvoiceRepository } from './repository';

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `total` split in proportion to `weights`, to the paisa, the last share taking the remainder. */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => (sum > 0 ? Math.round((total * weight) / sum) : 0));
  shares[shares.length - 1] += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

interface Deps {
  db: Db;
  orders: OrderService;
  billing: BillingService;
  pricing: PricingService;
  shop: ShopService;
}

/**
 * The order's invoice: a proforma while it is not paid in full, then the tax invoice, whose serial
 * is given once, at its first download, in the financial year of that day.
 */
export function createInvoiceService({ db, orders, pricing, shop }: Deps) {
  const repo = createInvoiceRepository(db);

  async function taxInvoiceOf(orderId: number) {
    const existing = await repo.findTaxInvoice(orderId);
    if (existing) return existing;
    const issuedAt = nowIso();
    const fy = financialYear(issuedAt);
    try {
      await db.transaction().execute(async (trx) => {
        const tx = createInvoiceRepository(trx);
        await tx.insertTaxInvoice(orderId, invoiceSerial(fy, await tx.nextNumber(fy)), issuedAt);
      });
    } catch (error) {
      // A parallel download issued it first: that serial is the invoice's.
      if (!(await repo.findTaxInvoice(orderId))) throw error;
    }
    return (await repo.findTaxInvoice(orderId))!;
  }

  return {
    async render(caller: AccessClaims, orderId: number): Promise<{ fileName: string; pdf: PDFKit.PDFDocument }> {
      const { order, items, billing } = await orders.detail(caller, orderId);
      const amount = billing.quote ?? billing.estimate;
      const [rates, settings] = await Promise.all([pricing.get(), shop.get()]);
      if (!amount || !rates) throw conflict(BILLING_MSG.noAmountYet, 'CONFLICT');
      const paid = billing.paymentStatus === 'paid';
      const tax = paid ? await taxInvoiceOf(order.id) : undefined;
      const estimateLines = billing.estimate?.lines;
      const weights =
        estimateLines?.length === items.length
          ? estimateLines.map((line) => line.linePaise)
          : items.map((i) => i.quantity);
      // An express estimate's surcharge is its own line; the parts share the rest of the goods.
      const surchargePaise = amount.surchargePaise;
      const taxable = allocate(amount.subtotalPaise - surchargePaise, weights);
      const shopState = findState(rates.shopState);
      // Where the goods go is the pincode's state (the address may name another).
      const supplyState = placeOfSupply({ state: order.state, postalCode: order.postal_code });
      const deliveryState = findState(supplyState);
      const data: InvoiceData = {
        kind: tax ? 'tax' : 'proforma',
        number: tax ? tax.serial : `PI-${order.Order_No}`,
        date: indiaDate.format(new Date(tax?.issued_at ?? nowIso())),
        orderNo: order.Order_No,
        poNumber: order.po_number,
        shop: {
          name: settings.legalName,
          address: postalAddress(settings.address),
          contact: [...settings.phones, settings.email].join(' · '),
          gstin: rates.shopGstin ?? '',
          state: rates.shopState,
          stateCode: shopState?.code ?? '',
        },
        customer: {
          name: order.customername,
          gstin: order.customerGstin,
          address: addressLines(order),
          state: supplyState,
          stateCode: deliveryState?.code ?? null,
        },
        lines: [
          ...items.map((item, index) => ({
            description: `${item.shape_name}, ${item.material_name}, ${item.thickness} mm, ${item.finish}; ${lineSizeText(item)}`,
            hsn: rates.hsnCode,
            quantity: item.quantity,
            taxablePaise: taxable[index],
          })),
          ...(surchargePaise > 0
            ? [
                {
                  description: LEAD_TIME_MSG.surchargeLine(TIER_NAMES[order.lead_time], order.surcharge_percent),
                  hsn: rates.hsnCode,
                  quantity: 1,
                  taxablePaise: surchargePaise,
                },
              ]
            : []),
          // Delivery is part of the supply of the goods: the same HSN and rate, its own line.
          ...(amount.deliveryPaise > 0
            ? [{ description: DELIVERY_MSG.line, hsn: rates.hsnCode, quantity: 1, taxablePaise: amount.deliveryPaise }]
            : []),
        ],
        gstPercent: amount.gstPercent,
        interState: !sameState(supplyState, rates.shopState),
        subtotalPaise: amount.subtotalPaise + amount.deliveryPaise,
        cgstPaise: amount.cgstPaise,
        sgstPaise: amount.sgstPaise,
        igstPaise: amount.igstPaise,
        totalPaise: amount.totalPaise,
        paidPaise: billing.paidPaise,
      };
      const fileName = `${tax ? 'Tax-Invoice' : 'Proforma'}-${order.Order_No}.pdf`;
      return { fileName, pdf: renderInvoice(data) };
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
