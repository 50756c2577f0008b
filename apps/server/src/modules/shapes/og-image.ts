import sharp from 'sharp';

/** Link previews (Open Graph, Twitter cards) show 1200 × 630 pictures; most sites take PNG, not SVG. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
const MARGIN_PX = 60;
const BACKGROUND = '#f3f5f8';

/** A shape's illustration drawn on a 1200 × 630 PNG with the site's light background. */
export async function ogImagePng(svg: string): Promise<Buffer> {
  const drawing = await sharp(Buffer.from(svg), { density: 300 })
    .resize(OG_IMAGE.width - 2 * MARGIN_PX, OG_IMAGE.height - 2 * MARGIN_PX, { fit: 'inside' })
    .png()
    .toBuffer();
  return sharp({ create: { ...OG_IMAGE, channels: 3, background: BACKGROUND } })
    .composite([{ input: drawing, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
