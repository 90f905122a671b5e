import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A real photo a phone could send: a small picture sharp (and so a pharmacy) can open. */
export async function photo(kind: 'jpeg' | 'png', size = 64): Promise<Buffer> {
  const canvas = sharp({ create: { width: size, height: size, channels: 3, background: { r: 220, g: 180, b: 150 } } });
  return kind === 'jpeg' ? canvas.jpeg().toBuffer() : canvas.png().toBuffer();
}

/** A PNG of noise, which does not compress: about 3 bytes a pixel, for tests that need size. */
export function noisyPng(size: number): Promise<Buffer> {
  return sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}
