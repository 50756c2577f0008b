import { STORAGE_KEYS } from '../storage-keys';
import type { ConfiguredItem, LocalCartItem, PendingCartItemWithImage } from './cart-item';
import { toLocalItem } from './cart-item';
import { isCartItemLike, readJson } from './json-storage';

function isPendingItem(value: unknown): value is PendingCartItemWithImage {
  return isCartItemLike(value) && typeof (value as PendingCartItemWithImage).image_data === 'string';
}

function isItemList(value: unknown): value is LocalCartItem[] {
  return Array.isArray(value) && value.every(isCartItemLike);
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The guest's item with a drawing, kept until login (SPEC section 5). Throws when it cannot be kept. */
export async function keepPendingItemWithImage(input: ConfiguredItem, file: File): Promise<void> {
  const { image_path: _none, ...local } = toLocalItem(input);
  const item: PendingCartItemWithImage = {
    ...local,
    image_data: await readAsDataUrl(file),
    image_name: file.name,
    image_type: file.type,
  };
  // localStorage holds about 5 MB; a large drawing as a data URL may not fit (QuotaExceededError).
  localStorage.setItem(STORAGE_KEYS.pendingCartItemWithImage, JSON.stringify(item));
}

export function readPendingItemWithImage(): PendingCartItemWithImage | null {
  return readJson<PendingCartItemWithImage | null>(STORAGE_KEYS.pendingCartItemWithImage, null, isPendingItem);
}

export function clearPendingItemWithImage(): void {
  localStorage.removeItem(STORAGE_KEYS.pendingCartItemWithImage);
}

/** The drawing back as a File, for the multipart add. */
export function pendingImageFile(item: PendingCartItemWithImage): File {
  const [header = '', base64 = ''] = item.image_data.split(',', 2);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? item.image_type;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], item.image_name, { type });
}

/** Guest items on their way to the server: kept here until the merge succeeds (SPEC section 4). */
export function readPendingGuestCart(): LocalCartItem[] {
  return readJson<LocalCartItem[]>(STORAGE_KEYS.pendingGuestCart, [], isItemList);
}

export function writePendingGuestCart(items: readonly LocalCartItem[]): void {
  if (items.length === 0) localStorage.removeItem(STORAGE_KEYS.pendingGuestCart);
  else localStorage.setItem(STORAGE_KEYS.pendingGuestCart, JSON.stringify(items));
}
