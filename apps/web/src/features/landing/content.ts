import { TOLERANCE } from '@steelcut/domain/product';

export const WHY_CHOOSE = [
  {
    title: 'Made to measure',
    text: `Every part is cut to your dimensions with a tolerance of ${TOLERANCE}.`,
  },
  {
    title: 'Quality guarantee',
    text: 'If a part does not match your order, we refund it in full.',
  },
  {
    title: 'Fast shipping',
    text: 'Your parts ship within 3-5 business days.',
  },
] as const;

export const HOW_IT_WORKS = [
  {
    title: 'Configure',
    text: 'Choose a shape, a stainless grade and a thickness, then enter the dimensions of your part.',
  },
  {
    title: 'Production',
    text: 'Your parts are cut and deburred within 48 hours.',
  },
  {
    title: 'Delivery',
    text: 'We confirm the details with you and deliver to your address.',
  },
] as const;
