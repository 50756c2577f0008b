import { CART_IMAGE, CART_MSG } from '@steelcut/domain/schemas/cart';

const EXTENSIONS = CART_IMAGE.accept.split(',').filter((entry) => entry.startsWith('.'));

/**
 * SPEC section 5's checks before upload: at most 5 MB, JPG/PNG/GIF/SVG/PDF. Browsers report
 * some types inconsistently, so a known extension counts too; the server checks the bytes.
 */
export function imageFileError(file: Pick<File, 'name' | 'size' | 'type'>): string | undefined {
  const name = file.name.toLowerCase();
  const typeKnown = (CART_IMAGE.mimeTypes as readonly string[]).includes(file.type);
  const extensionKnown = EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!typeKnown && !(file.type === '' && extensionKnown)) return CART_MSG.imageType;
  if (file.size > CART_IMAGE.maxBytes) return CART_MSG.imageTooLarge;
  return undefined;
}

export function isPdf(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}
