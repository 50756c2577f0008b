import { BUSINESS } from '@steelcut/domain/business';
import { THICKNESS_MM } from '@steelcut/domain/materials';
import { SHOP_SETUP_MSG } from '@steelcut/domain/schemas/shop-api';

/** The dashboard's first-run checklist: each step, why it matters, and where it is done. */
export const SETUP_LABELS = {
  title: 'Get the shop ready',
  intro: 'Until these are done, customers see a sample shop.',
  done: 'Done',
  steps: {
    detailsSaved: { label: 'Save the shop’s details', hint: 'Name, address, phones and e-mail' },
    upiSet: { label: 'Set your UPI ID', hint: `QR codes pay the sample ${BUSINESS.upiId} until you do` },
    pricesSaved: { label: 'Save your prices', hint: SHOP_SETUP_MSG.pricesMissing },
    stockSet: {
      label: 'List the thicknesses you stock',
      hint: `Customers may choose any thickness from ${THICKNESS_MM.min} to ${THICKNESS_MM.max} mm until you do`,
    },
  },
  open: (label: string) => `Open: ${label}`,
} as const;
