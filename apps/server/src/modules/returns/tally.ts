import { rupeesText } from '@steelcut/domain/gst/rupees';
import { tallyDate } from '@steelcut/domain/gst/return-period';
import type { Books } from '@steelcut/domain/schemas/returns';
import type { IssuedDocument } from '../invoices/service';

/** Text as XML 1.0 takes it: the five special characters escaped, characters it forbids left out. */
export function xmlText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- these are the characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** A customer's party ledger: the legal name, with the GSTIN (or the customer's number) to keep it theirs. */
export function partyLedger({ userId, document }: IssuedDocument): string {
  const { legalName, gstin } = document.buyer;
  return `${legalName} (${gstin ?? `customer ${userId}`})`;
}

type Entry = { ledger: string; paise: number; debit: boolean; party?: boolean };

/** A ledger line: Tally writes a debit as ISDEEMEDPOSITIVE Yes with a negative amount, a credit as No with a positive one. */
const entry = ({ ledger, paise, debit, party }: Entry) =>
  [
    '<ALLLEDGERENTRIES.LIST>',
    `<LEDGERNAME>${xmlText(ledger)}</LEDGERNAME>`,
    `<ISDEEMEDPOSITIVE>${debit ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>`,
    ...(party ? ['<ISPARTYLEDGER>Yes</ISPARTYLEDGER>'] : []),
    `<AMOUNT>${rupeesText(debit ? -paise : paise)}</AMOUNT>`,
    '</ALLLEDGERENTRIES.LIST>',
  ].join('');

/**
 * One voucher: a sales invoice debits the party with the total and credits Sales and each tax;
 * a credit note does the reverse.
 */
function voucher(issued: IssuedDocument, books: Books): string {
  const doc = issued.document;
  const sale = doc.kind === 'invoice';
  const type = sale ? 'Sales' : 'Credit Note';
  const party = partyLedger(issued);
  const narration = sale
    ? `Order ${doc.orderNo}${doc.poNumber ? `, PO ${doc.poNumber}` : ''}`
    : `Order ${doc.orderNo}: against tax invoice ${doc.against?.number ?? ''} (${doc.against?.reason ?? ''})`;
  const entries: Entry[] = [
    { ledger: party, paise: doc.totalPaise, debit: sale, party: true },
    { ledger: books.sales, paise: doc.taxablePaise, debit: !sale },
    ...(doc.interState
      ? [{ ledger: books.igst, paise: doc.igstPaise, debit: !sale }]
      : [
          { ledger: books.cgst, paise: doc.cgstPaise, debit: !sale },
          { ledger: books.sgst, paise: doc.sgstPaise, debit: !sale },
        ]),
  ].filter((line) => line.paise !== 0 || line.party);
  return [
    `<VOUCHER VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    `<DATE>${tallyDate(doc.issuedAt)}</DATE>`,
    `<VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>`,
    `<VOUCHERNUMBER>${xmlText(doc.number)}</VOUCHERNUMBER>`,
    `<REFERENCE>${xmlText(doc.against?.number ?? doc.orderNo)}</REFERENCE>`,
    `<PARTYLEDGERNAME>${xmlText(party)}</PARTYLEDGERNAME>`,
    `<NARRATION>${xmlText(narration)}</NARRATION>`,
    '<PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>',
    ...entries.map(entry),
    '</VOUCHER>',
  ].join('\n');
}

/** The month's invoices as Sales vouchers and credit notes as Credit Note vouchers, for Tally's Import Data. */
export function tallyXml(documents: IssuedDocument[], books: Books): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>',
    '<BODY>',
    '<IMPORTDATA>',
    '<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME></REQUESTDESC>',
    '<REQUESTDATA>',
    ...documents.map((issued) => `<TALLYMESSAGE xmlns:UDF="TallyUDF">\n${voucher(issued, books)}\n</TALLYMESSAGE>`),
    '</REQUESTDATA>',
    '</IMPORTDATA>',
    '</BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n');
}
