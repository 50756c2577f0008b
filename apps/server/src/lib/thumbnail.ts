import sharp from 'sharp';

const RASTER = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/tiff']);
const EDGE_PX = 320;
/** A decompression bomb (a tiny file of huge dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/** A small JPEG of a raster image, or undefined for other files and images that cannot be read. */
export async function thumbnailOf(bytes: Buffer, mime: string): Promise<Buffer | undefined> {
  if (!RASTER.has(mime)) return undefined;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(EDGE_PX, EDGE_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
  } catch {
    return undefined;
  }
}
