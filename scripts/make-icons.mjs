// Draws the app's install icons (web/public/icons) from the Haat mark, the same drawing as
// web/src/shared/ui/logo.tsx and the favicon in web/index.html. Run it again after the mark changes:
//   node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public', 'icons');

// The stall and its produce, on a 32-unit square, without the green tile behind it.
const stall = `
  <path d="M4.5 9 8 5h16l3.5 4z" fill="#c2410c"/>
  <path d="M5 9h5.5v3.2a2.75 2.75 0 0 1-5.5 0z" fill="#f59e0b"/>
  <path d="M10.5 9H16v3.2a2.75 2.75 0 0 1-5.5 0z" fill="#fff7e6"/>
  <path d="M16 9h5.5v3.2a2.75 2.75 0 0 1-5.5 0z" fill="#f59e0b"/>
  <path d="M21.5 9H27v3.2a2.75 2.75 0 0 1-5.5 0z" fill="#fff7e6"/>
  <rect x="6.5" y="15" width="1.8" height="6" fill="#fff7e6"/>
  <rect x="23.7" y="15" width="1.8" height="6" fill="#fff7e6"/>
  <circle cx="11.5" cy="19.3" r="2" fill="#ef4444"/>
  <circle cx="16" cy="19.3" r="2" fill="#84cc16"/>
  <circle cx="20.5" cy="19.3" r="2" fill="#facc15"/>
  <rect x="5" y="21" width="22" height="6" rx="1.3" fill="#f59e0b"/>`;

/** The mark as on screen: a rounded green tile (transparent corners). */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1e6b3a"/>${stall}</svg>`;

/**
 * For launchers that cut their own shape (circle, squircle): green to every edge, and the stall
 * shrunk into the middle 70%, inside the safe zone (a circle of 80% of the width) that every
 * mask keeps.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1e6b3a"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${stall}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  // iOS ignores the manifest's icons and does its own rounding.
  { file: 'apple-touch-icon-180.png', svg: maskable, size: 180 },
];

fs.mkdirSync(out, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}x${size} ${fs.statSync(path.join(out, file)).size} B`);
}
