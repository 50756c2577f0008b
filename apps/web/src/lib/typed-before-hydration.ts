/**
 * A page rendered on the server can be typed into before its script runs, and the shape page's
 * configurator hydrates only when it is first touched (features/shapes/components/
 * DeferredConfigurator.tsx). Hydration keeps text inputs' values but a form library resets its
 * own fields (react-hook-form writes its default into a <select> when it registers it), and
 * neither reaches a form's state. So the values are read at the last moment, as the form's
 * hydration is committed and before any ref is attached (`useInsertionEffect`), and handed to
 * the form that owns them once the form library counts it as mounted (its first effect: a value set
 * before then does not reach the fields that watch it).
 */
let typed = new Map<string, string>();

/** Every named input and select inside `root`, as the page shows them now. */
export function rememberTypedValues(root: ParentNode): void {
  typed = new Map(
    Array.from(root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]'))
      .filter((element) => element.type !== 'file')
      .map((element) => [element.name, element.value]),
  );
}

/** What was typed into `name` before the form hydrated; each value is handed out once. */
export function takeTypedValue(name: string): string | undefined {
  const value = typed.get(name);
  typed.delete(name);
  return value;
}

/** Drops what no field took (a field the form no longer has). */
export function forgetTypedValues(): void {
  typed.clear();
}
