/**
 * A page rendered on the server can be typed into before its script runs. Hydration keeps text
 * inputs' values but resets a <select> to its rendered choice, and neither reaches a form's
 * state. The values are read just before hydrating and handed to the form that owns them.
 */
let typed = new Map<string, string>();

/** Every named input and select of the server's HTML, read before hydrateRoot. */
export function rememberTypedValues(root: ParentNode): void {
  typed = new Map(
    Array.from(root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('form input[name], form select[name]'))
      .filter((element) => element.type !== 'file')
      .map((element) => [element.name, element.value]),
  );
}

/** What was typed into `name` before the script ran; each value is handed out once. */
export function takeTypedValue(name: string): string | undefined {
  const value = typed.get(name);
  typed.delete(name);
  return value;
}
