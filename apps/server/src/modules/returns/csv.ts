import { RETURNS_MSG } from '@steelcut/domain/schemas/returns';
import { stringify } from 'csv-stringify/sync';
import { gstr1Table } from '@steelcut/domain/gst/gstr1';
import { rupeesText } from '@steelcut/domain/gst/rupees';
import { istDay } from '@steelcut/domain/gst/return-period';
import type { IssuedDocument } from '../invoices/service';
import { neutralised } from '../back-office/export-csv';

/** A credit note's figures are written below zero, so each column adds up to the month's net. */
const signed = (issued: IssuedDocument, paise: number) =>
  rupeesText(issued.document.kind === 'credit-note' ? -paise : paise);

/** Text columns are neutralised against spreadsheet formulas; the amounts stay numbers. */
const COLUMNS: [header: string, value: (issued: IssuedDocument) => string, amount?: true][] = [
  ['Document', ({ document }) => (document.kind === 'invoice' ? 'Tax invoice' : 'Credit note')],
  ['Number', ({ document }) => document.number],
  ['Date (IST)', ({ document }) => istDay(document.issuedAt)],
  ['Against invoice', ({ document }) => document.against?.number ?? ''],
  ['Order No', ({ document }) => document.orderNo],
  ['Buyer', ({ document }) => document.buyer.legalName],
  ['GSTIN', ({ document }) => document.buyer.gstin ?? ''],
  [RETURNS_MSG.placeOfSupply, ({ document }) => document.placeOfSupply.state],
  ['State code', ({ document }) => document.placeOfSupply.code ?? ''],
  ['GSTR-1 table', ({ document }) => gstr1Table(document).toUpperCase()],
  ['Taxable value (INR)', (issued) => signed(issued, issued.document.taxablePaise), true],
  ['CGST (INR)', (issued) => signed(issued, issued.document.cgstPaise), true],
  ['SGST (INR)', (issued) => signed(issued, issued.document.sgstPaise), true],
  ['IGST (INR)', (issued) => signed(issued, issued.document.igstPaise), true],
  ['Total (INR)', (issued) => signed(issued, issued.document.totalPaise), true],
];

/** The month's documents as a spreadsheet, for anyone who does not use Tally or the offline tool. */
export function documentsCsv(documents: IssuedDocument[]): string {
  return stringify([
    COLUMNS.map(([header]) => header),
    ...documents.map((issued) =>
      COLUMNS.map(([, value, amount]) => (amount ? value(issued) : neutralised(value(issued)))),
    ),
  ]);
}
