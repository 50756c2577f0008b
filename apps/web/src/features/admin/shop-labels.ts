import { BUSINESS } from '@steelcut/domain/business';
import { THICKNESS_MM } from '@steelcut/domain/materials';
import { SHOP_SETUP_MSG } from '@steelcut/domain/schemas/shop-api';
import { PRICING_LABELS } from './pricing-labels';

/** What the controls of the admin's shop settings page are called. */
export const SHOP_LABELS = {
  title: 'Shop settings',
  notSaved: 'Customers see these sample details until you save the shop’s own.',
  loadFailed: 'Failed to load the shop settings',
  names: 'Name',
  tradingName: 'Trading name',
  tradingNameHint: 'On every page, title and e-mail',
  legalName: 'Legal name',
  legalNameHint: 'On invoices',
  address: 'Address',
  street: 'Street address',
  city: 'City',
  state: 'State',
  chooseState: PRICING_LABELS.chooseState,
  postalCode: 'Pincode',
  contact: 'Contact',
  phone: (n: number) => `Phone ${n}`,
  phonesHint: 'The first is the number customers pay to by UPI and call first',
  addPhone: 'Add phone',
  removePhone: (n: number) => `Remove phone ${n}`,
  email: 'E-mail',
  emailHint: 'Customers write here; it is in the footer and on invoices',
  payment: 'Payment and tax',
  upiId: 'UPI ID',
  upiIdHint: `Every QR code and UPI link pays it, e.g. yourshop@okaxis (not the sample ${BUSINESS.upiId})`,
  payeeName: 'Payee name',
  payeeNameHint: 'The name UPI apps show to the customer',
  gstin: 'GSTIN',
  gstinHint: 'On invoices; leave it empty until the shop is registered',
  hours: 'Opening hours',
  days: 'Open on',
  opens: 'Opens',
  closes: 'Closes',
  save: 'Save settings',
} as const;

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
