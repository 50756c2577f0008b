import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** Wires a react-hook-form field into an MUI TextField: ref, handlers and the error under it (nested names too). */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
) {
  const { ref, ...field } = form.register(name);
  const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  const error = typeof message === 'string' ? message : undefined;
  return { ...field, inputRef: ref, error: Boolean(error), helperText: error };
}
