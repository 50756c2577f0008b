import { useSyncExternalStore } from 'react';
import { addQuantity, isSamePart, type AddOutcome } from '@steelcut/domain/cart-lines';
import { STORAGE_KEYS } from '../storage-keys';
import { sourcedPart, type LocalCartItem } from './cart-item';
import { isCartItemLike } from './json-storage';

const KEY = STORAGE_KEYS.guestCart;
const EMPTY: readonly LocalCartItem[] = [];
const listeners = new Set<() => void>();

// The snapshot must stay the same object while the stored text is unchanged.
let cached: { raw: string | null; items: readonly LocalCartItem[] } = { raw: null, items: EMPTY };

function parse(raw: string | null): readonly LocalCartItem[] {
  if (raw === null) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value.filter(isCartItemLike) as LocalCartItem[]) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function read(): readonly LocalCartItem[] {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) cached = { raw, items: parse(raw) };
  return cached.items;
}

function write(items: readonly LocalCartItem[]): void {
  if (items.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

function onOtherTab(event: StorageEvent): void {
  if (event.key === KEY || event.key === null) for (const listener of listeners) listener();
}

/** The guest's cart in localStorage 'guest_cart' (SPEC section 4: guests keep items there). */
export const guestCart = {
  read,
  /** The same part again raises that line's quantity (up to 9999) instead of adding a line. */
  add(item: LocalCartItem): AddOutcome {
    const items = read();
    const same = items.find((line) => isSamePart(sourcedPart(line), sourcedPart(item)));
    if (!same) {
      write([...items, item]);
      return 'added';
    }
    const { quantity, capped } = addQuantity(same.quantity, item.quantity);
    write(items.map((line) => (line === same ? { ...line, quantity } : line)));
    return capped ? 'capped' : 'increased';
  },
  /** `quantity` already read by the domain's quantity rule. */
  setQuantity: (id: string, quantity: number) =>
    write(read().map((item) => (item.id === id ? { ...item, quantity } : item))),
  remove: (id: string) => write(read().filter((item) => item.id !== id)),
  clear: () => write(EMPTY),

  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onOtherTab);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onOtherTab);
    };
  },
};

/** The server renders an empty cart; a hydrating page shows the stored one right after. */
export function useGuestCart(): readonly LocalCartItem[] {
  return useSyncExternalStore(guestCart.subscribe, guestCart.read, () => EMPTY);
}
