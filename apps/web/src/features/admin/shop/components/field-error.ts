import { get, type FieldErrors } from 'react-hook-form';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';

type Found = { message?: unknown; root?: { message?: string } } | undefined;

/** The message of a list's own rule at `path` (each grade once, Mill Finish first…), not its rows'. */
export function listErrorAt(errors: FieldErrors<ShopSettings>, path: string): string | undefined {
  const found = get(errors, path) as Found;
  if (typeof found?.message === 'string') return found.message;
  return found?.root?.message;
}

/** The message at `path`: the field's, or a list's own, else its first row's. */
export function errorAt(errors: FieldErrors<ShopSettings>, path: string): string | undefined {
  const own = listErrorAt(errors, path);
  if (own) return own;
  const found: unknown = get(errors, path);
  if (!Array.isArray(found)) return undefined;
  return (found as (Found | undefined)[]).find((row) => typeof row?.message === 'string')?.message as
    string | undefined;
}
