import { gstr1, gstr1Table, gstr1Text } from '@steelcut/domain/gst/gstr1';
import { returnPeriod } from '@steelcut/domain/gst/return-period';
import type { TaxFigures } from '@steelcut/domain/gst/tax-document';
import { RETURNS_MSG, type MonthReturn, type ReturnDocumentView } from '@steelcut/domain/schemas/returns';
import { booksOf } from '@steelcut/domain/schemas/shop';
import { conflict } from '../../lib/errors';
import type { InvoiceService, IssuedDocument } from '../invoices/service';
import type { ShopService } from '../shop/service';
import { documentsCsv } from './csv';
import { tallyXml } from './tally';

interface Deps {
  invoices: InvoiceService;
  shop: ShopService;
}

const sum = (docs: IssuedDocument[]): TaxFigures & { count: number } => {
  const add = (pick: (figures: TaxFigures) => number) =>
    docs.reduce((total, { document }) => total + pick(document), 0);
  return {
    count: docs.length,
    taxablePaise: add((f) => f.taxablePaise),
    cgstPaise: add((f) => f.cgstPaise),
    sgstPaise: add((f) => f.sgstPaise),
    igstPaise: add((f) => f.igstPaise),
    totalPaise: add((f) => f.totalPaise),
  };
};

const view = ({ id, orderId, document }: IssuedDocument): ReturnDocumentView => ({
  kind: document.kind,
  id,
  orderId,
  orderNo: document.orderNo,
  number: document.number,
  issuedAt: document.issuedAt,
  buyer: document.buyer.legalName,
  gstin: document.buyer.gstin,
  placeOfSupply: document.placeOfSupply.state,
  table: gstr1Table(document),
  against: document.against?.number ?? null,
  taxablePaise: document.taxablePaise,
  cgstPaise: document.cgstPaise,
  sgstPaise: document.sgstPaise,
  igstPaise: document.igstPaise,
  totalPaise: document.totalPaise,
});

/** Month end (issue 35): a month's tax documents, their GSTR-1, Tally vouchers and a CSV. */
export function createReturnService({ invoices, shop }: Deps) {
  async function documentsOf(month: string) {
    const period = returnPeriod(month);
    const { invoices: issued, creditNotes } = await invoices.issuedIn(period);
    const all = [...issued, ...creditNotes].sort((a, b) => a.document.issuedAt.localeCompare(b.document.issuedAt));
    return { period, invoices: issued, creditNotes, all };
  }

  return {
    async month(month: string): Promise<MonthReturn> {
      const { invoices: issued, creditNotes, all } = await documentsOf(month);
      const invoiceSums = sum(issued);
      const noteSums = sum(creditNotes);
      const less = (pick: (figures: TaxFigures) => number) => pick(invoiceSums) - pick(noteSums);
      const net: TaxFigures = {
        taxablePaise: less((f) => f.taxablePaise),
        cgstPaise: less((f) => f.cgstPaise),
        sgstPaise: less((f) => f.sgstPaise),
        igstPaise: less((f) => f.igstPaise),
        totalPaise: less((f) => f.totalPaise),
      };
      return {
        month,
        invoices: invoiceSums,
        creditNotes: noteSums,
        net,
        documents: all.map(view),
        leftOut: all
          .filter(({ document }) => document.placeOfSupply.code === null)
          .map(({ document }) => RETURNS_MSG.leftOut(document.number, document.placeOfSupply.state)),
      };
    },

    /** The GSTR-1 JSON for the shop's GSTIN (the offline tool's import). */
    async gstr1(month: string) {
      const [{ period, invoices: issued, creditNotes }, settings] = await Promise.all([documentsOf(month), shop.get()]);
      if (!settings.gstin) throw conflict(RETURNS_MSG.gstinMissing, 'CONFLICT');
      const { json } = gstr1({
        gstin: settings.gstin,
        period,
        invoices: issued.map((row) => row.document),
        creditNotes: creditNotes.map((row) => row.document),
      });
      return { fileName: `GSTR1-${settings.gstin}-${period.fp}.json`, text: gstr1Text(json) };
    },

    async tally(month: string) {
      const [{ all }, settings] = await Promise.all([documentsOf(month), shop.get()]);
      return { fileName: `Tally-vouchers-${month}.xml`, xml: tallyXml(all, booksOf(settings)) };
    },

    async csv(month: string) {
      const { all } = await documentsOf(month);
      return { fileName: `Tax-documents-${month}.csv`, text: documentsCsv(all) };
    },
  };
}
export type ReturnService = ReturnType<typeof createReturnService>;
