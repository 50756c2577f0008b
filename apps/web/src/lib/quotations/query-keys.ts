/** The customer's quotations: the list and each one. */
export const quotationKeys = {
  all: ['quotations'] as const,
  one: (id: number) => ['quotations', id] as const,
};
