/** Reads a JSON value from localStorage; anything missing or unreadable is `fallback`. */
export function readJson<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  const raw = localStorage.getItem(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function isCartItemLike(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const drawing = item.drawing as Record<string, unknown> | null | undefined;
  const source = typeof item.shape_id === 'number' || typeof drawing?.id === 'string';
  return source && Array.isArray(item.parameters);
}
