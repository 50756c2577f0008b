import sharp from 'sharp';

/** A shape's SVG drawn as WebP `width` px wide (transparent around the drawing): what the pages show. */
export async function pictureWebp(svg: string, width: number): Promise<Buffer> {
  const image = Buffer.from(svg);
  const { width: natural } = await sharp(image).metadata();
  // Drawn at the size asked for rather than scaled from a smaller drawing, so the lines stay sharp.
  const density = Math.max(1, Math.ceil((72 * width) / (natural ?? width)));
  return sharp(image, { density }).resize({ width }).webp({ quality: 85 }).toBuffer();
}
