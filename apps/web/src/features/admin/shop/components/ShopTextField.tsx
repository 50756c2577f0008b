import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormContext, type FieldPath } from 'react-hook-form';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { fieldProps } from '../../../../lib/form-field';

type Props = Omit<TextFieldProps, 'name' | 'form'> & {
  name: FieldPath<ShopSettings>;
  label: string;
  /** Under the field while it has no error. */
  hint?: string;
};

/** A text field of the settings form (read from context): the schema's message under it, else its hint. */
export function ShopTextField({ name, hint, ...props }: Props) {
  const field = fieldProps(useFormContext<ShopSettings>(), name);
  return <TextField {...field} {...props} helperText={field.helperText ?? hint} />;
}

/** The input of a code typed in capitals (a GSTIN, a number prefix): no spell check, at most `maxLength`. */
export const codeInput = (maxLength: number) => ({
  htmlInput: { maxLength, spellCheck: false, autoCapitalize: 'characters', style: { textTransform: 'uppercase' } },
});
