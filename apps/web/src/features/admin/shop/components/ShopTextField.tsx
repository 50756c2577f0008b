import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldPath } from 'react-hook-form';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { fieldProps } from '../../../../lib/form-field';
import type { ShopSettingsForm } from './shop-form';

type Props = Omit<TextFieldProps, 'name' | 'form'> & {
  form: ShopSettingsForm;
  name: FieldPath<ShopSettings>;
  label: string;
  /** Under the field while it has no error. */
  hint?: string;
};

/** A text field of the settings: the schema's message under it, else its hint. */
export function ShopTextField({ form, name, hint, ...props }: Props) {
  const field = fieldProps(form, name);
  return <TextField {...field} {...props} helperText={field.helperText ?? hint} />;
}
