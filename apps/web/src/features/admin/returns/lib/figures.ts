import { formatRupees } from '@steelcut/domain/money';
import type { ReturnDocumentView } from '@steelcut/domain/schemas/returns';

/** A figure of a document as the list shows it: a credit note's below zero, as the returns count it. */
export const signedRupees = (doc: Pick<ReturnDocumentView, 'kind'>, paise: number): string =>
  doc.kind === 'credit-note' && paise !== 0 ? `−${formatRupees(paise)}` : formatRupees(paise);

/** The document's tax in one cell: IGST, or CGST + SGST. */
export const taxOf = (doc: ReturnDocumentView) => doc.cgstPaise + doc.sgstPaise + doc.igstPaise;
