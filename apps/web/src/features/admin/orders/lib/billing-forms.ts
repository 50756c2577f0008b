import { z } from 'zod';
import {
  BILLING_MSG,
  RecordPaymentBodySchema,
  RecordRefundBodySchema,
  SetQuoteBodySchema,
} from '@steelcut/domain/schemas/billing';
import { todayIst } from '../../../../lib/dates';
import { rupeesToPaise } from '../../shared/lib/pricing-form';

/** Rupees as typed ('1250.50') to whole paise, checked by the API's own rule for the amount. */
const rupees = (unreadable: string, paise: z.ZodType<number, number>) =>
  z
    .string()
    .transform((text, ctx) => {
      const value = rupeesToPaise(text);
      if (Number.isFinite(value)) return value;
      ctx.addIssue({ code: 'custom', message: unreadable });
      return z.NEVER;
    })
    .pipe(paise);

/** The quote form: the field names are the body's, so the server's field errors land on them. */
export const QuoteFormSchema = z.object({
  subtotalPaise: rupees(BILLING_MSG.subtotalPositive, SetQuoteBodySchema.shape.subtotalPaise),
  note: SetQuoteBodySchema.shape.note,
});
export type QuoteFormInput = z.input<typeof QuoteFormSchema>;

export const PaymentFormSchema = z.object({
  amountPaise: rupees(BILLING_MSG.amountPositive, RecordPaymentBodySchema.shape.amountPaise),
  reference: RecordPaymentBodySchema.shape.reference,
  // A payment cannot be dated after today in India.
  paidOn: RecordPaymentBodySchema.shape.paidOn.refine((day) => day <= todayIst(), BILLING_MSG.paidOnInvalid),
  messageId: z.string().transform((id) => (id ? Number(id) : undefined)),
});
export type PaymentFormInput = z.input<typeof PaymentFormSchema>;

/** Money paid back: the same rules as a payment's amount, reference and day. */
export const RefundFormSchema = z.object({
  amountPaise: rupees(BILLING_MSG.amountPositive, RecordRefundBodySchema.shape.amountPaise),
  reference: RecordRefundBodySchema.shape.reference,
  paidOn: PaymentFormSchema.shape.paidOn,
});
export type RefundFormInput = z.input<typeof RefundFormSchema>;
