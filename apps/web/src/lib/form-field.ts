import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Wires a react-hook-form field into an MUI TextField: ref, handlers and the error under it. */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
) {
  const { ref, ...field } = form.register(name);
  const message = form.formState.errors[name]?.message;
  const error = typeof message === 'string' ? message : undefined;
  return { ...field, inputRef: ref, error: Boolean(error), helperText: error };
}
