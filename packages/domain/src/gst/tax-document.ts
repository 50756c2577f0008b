/**
 * A tax invoice or a GST credit note as issued (CGST Rule 46 and 53): kept as it was, so the PDF,
 * the GSTR-1 and the books read the same figures whatever the order, the rates or the shop's
 * details become. Money is integer paise.
 */

/** The unit quantity code (GSTR-1's UQC) of the shop's goods: pieces. */
export const PIECES = { uqc: 'NOS', label: 'Nos' } as const;

export interface TaxLine {
  description: string;
  /** The HSN code of the goods (a SAC for a service). */
  hsn: string;
  /**
   * Pieces; null for a charge that is part of the goods' value (the express surcharge, delivery):
   * it adds to the goods' taxable value, not to their quantity.
   */
  quantity: number | null;
  taxablePaise: number;
  /** The GST rate: IGST at it, or CGST and SGST at half of it each. */
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxFigures {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface TaxDocument extends TaxFigures {
  kind: 'invoice' | 'credit-note';
  /** SC/26-27/00001, CN/26-27/00001; a proforma's reference (never a tax document). */
  number: string;
  /** ISO-8601 UTC. */
  issuedAt: string;
  orderNo: string;
  poNumber: string | null;
  seller: { legalName: string; address: string; contact: string; gstin: string; state: string; stateCode: string };
  buyer: {
    /** The company, if the customer gave one; otherwise their name. */
    legalName: string;
    /** The person, when a company is the legal name. */
    contactName: string | null;
    gstin: string | null;
    address: string[];
  };
  /** Where the goods are delivered (IGST Act s.10(1)(a)); code null for a state the GST list lacks. */
  placeOfSupply: { state: string; code: string | null };
  /** IGST (outside the shop's state) rather than CGST and SGST. */
  interState: boolean;
  /** Tax payable by the buyer on reverse charge: never for these goods. */
  reverseCharge: boolean;
  lines: TaxLine[];
  /** A credit note's invoice, and why it was issued. */
  against?: { number: string; issuedAt: string; totalPaise: number; reason: string };
}

/** `total` split in proportion to `weights`, to the paisa, the last share taking the remainder. */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => (sum > 0 ? Math.round((total * weight) / sum) : 0));
  shares[shares.length - 1] += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/** Each tax of the document shared over its lines by taxable value, so the lines add up to it exactly. */
export function withLineTaxes(
  lines: readonly Omit<TaxLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>[],
  taxes: Pick<TaxFigures, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>,
): TaxLine[] {
  const weights = lines.map((line) => line.taxablePaise);
  const [cgst, sgst, igst] = [taxes.cgstPaise, taxes.sgstPaise, taxes.igstPaise].map((tax) => allocate(tax, weights));
  return lines.map((line, i) => ({ ...line, cgstPaise: cgst[i], sgstPaise: sgst[i], igstPaise: igst[i] }));
}

/** The figures of some lines added up. */
export function figuresOf(lines: readonly TaxLine[]): TaxFigures {
  const sum = (pick: (line: TaxLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const figures = {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
  };
  return { ...figures, totalPaise: figures.taxablePaise + figures.cgstPaise + figures.sgstPaise + figures.igstPaise };
}

/** An invoice's lines less what its credit notes took off (a note's lines stand against the invoice's, in order). */
export function remainingLines(invoice: TaxDocument, notes: readonly TaxDocument[]): TaxLine[] {
  return invoice.lines.map((line, i) => {
    const taken = notes.map((note) => note.lines[i]).filter((noted): noted is TaxLine => noted !== undefined);
    const less = (pick: (l: TaxLine) => number) => pick(line) - taken.reduce((sum, noted) => sum + pick(noted), 0);
    const quantityTaken = taken.reduce((sum, noted) => sum + (noted.quantity ?? 0), 0);
    return {
      ...line,
      quantity: line.quantity === null ? null : line.quantity - quantityTaken,
      taxablePaise: less((l) => l.taxablePaise),
      cgstPaise: less((l) => l.cgstPaise),
      sgstPaise: less((l) => l.sgstPaise),
      igstPaise: less((l) => l.igstPaise),
    };
  });
}

/**
 * A credit note's lines: what stands on the invoice now (`remaining`) less what the supply is
 * worth after the change (`after`, shared over the same lines by taxable value). Cancelling
 * (`after` all zero) takes back the pieces too; a lower price takes back value only. Undefined
 * when some figure would go up: a credit note only lowers.
 */
export function creditLines(remaining: readonly TaxLine[], after: TaxFigures): TaxLine[] | undefined {
  const weights = remaining.map((line) => line.taxablePaise);
  const [taxable, cgst, sgst, igst] = [after.taxablePaise, after.cgstPaise, after.sgstPaise, after.igstPaise].map(
    (figure) => allocate(figure, weights),
  );
  const cancelled = after.totalPaise === 0;
  const lines = remaining.map((line, i) => ({
    ...line,
    quantity: cancelled ? line.quantity : null,
    taxablePaise: line.taxablePaise - taxable[i],
    cgstPaise: line.cgstPaise - cgst[i],
    sgstPaise: line.sgstPaise - sgst[i],
    igstPaise: line.igstPaise - igst[i],
  }));
  const total = figuresOf(lines);
  if ([total.taxablePaise, total.cgstPaise, total.sgstPaise, total.igstPaise].some((figure) => figure < 0)) {
    return undefined;
  }
  return lines;
}

/** CN/26-27/00001: a credit note's number, its own series per financial year (CGST Rule 53: at most 16 characters). */
export const creditNoteSerial = (fy: string, number: number) => `CN/${fy}/${String(number).padStart(5, '0')}`;
