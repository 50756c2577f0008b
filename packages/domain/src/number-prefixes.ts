/**
 * The letters that lead the shop's numbers: its orders (SC261122-00042), quotations
 * (SCQ/26-27/00001) and tax invoices (SC/26-27/00001). The owner's own in the shop settings; these
 * until set. A prefix is 1 to 4 capitals or digits, a capital first: an invoice number then stays
 * within CGST Rule 46's 16 characters.
 */
export const DEFAULT_NUMBER_PREFIXES = { order: 'SC', quotation: 'SCQ', invoice: 'SC' } as const;
export type NumberPrefixes = Record<keyof typeof DEFAULT_NUMBER_PREFIXES, string>;

export const NUMBER_PREFIX = /^[A-Z][A-Z0-9]{0,3}$/;
