import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The widths the API renders pictures at: a thumbnail, a phone-wide card, a large screen. */
export const IMAGE_WIDTHS = [160, 320, 640] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width a page asks for first: a card on a 360 px phone. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 320;

/**
 * The demo village's pictures. This path holds from src/modules/media (development, tests) and
 * from dist/modules/media, because the API build copies src/seed/assets to dist/seed/assets.
 */
export const SEED_ASSET_DIR = path.resolve(__dirname, '..', '..', 'seed', 'assets');

/**
 * Where each kind of uploaded picture is kept under UPLOAD_DIR, by the letter its name starts
 * with: p-<uuid> is a product's photo, d- a doctor's, g- a gallery picture, b- a home banner.
 */
export const UPLOAD_FOLDERS = { p: 'products', d: 'doctors', g: 'gallery', b: 'banners' } as const;
export type UploadPrefix = keyof typeof UPLOAD_FOLDERS;

/** An uploaded picture's name (without its .jpg, .png or .webp): a kind's letter and a random UUID. */
export const UPLOADED_NAME = /^([pdgb])-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The folder under UPLOAD_DIR an uploaded picture of this name is in; null for any other name. */
export function uploadedFolder(name: string): string | null {
  const letter = UPLOADED_NAME.exec(name)?.[1] as UploadPrefix | undefined;
  return letter ? UPLOAD_FOLDERS[letter] : null;
}

/** Names are what the database stores: lower-case words, hyphens, one extension. */
const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

export interface MediaFile {
  /** The name in URLs: the file name without its extension. */
  name: string;
  path: string;
  /** The picture's own size, so pages can reserve its space before it arrives. */
  width: number;
  height: number;
  /** A short hash of the file, put in its URLs so a changed picture gets a new address. */
  version: string;
}

export interface MediaLibrary {
  /** Only names listed here are ever read from disk: nothing a URL says can reach another file. */
  byName(name: string): MediaFile | undefined;
  byFile(file: string): MediaFile | undefined;
}

const DEFAULT_SIZE = { width: 1200, height: 800 };

function svgSize(text: string): { width: number; height: number } {
  const open = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(open)?.[1]);
  const width = attr('width');
  const height = attr('height');
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = /viewBox="[\d.\s-]*?(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)"/.exec(open);
  if (box) return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
  return DEFAULT_SIZE;
}

/** Reads the folder's listing once; the files themselves are read when first asked for. */
export function loadMediaLibrary(dir = SEED_ASSET_DIR): MediaLibrary {
  const byName = new Map<string, MediaFile>();
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  for (const entry of entries) {
    const match = FILE_NAME.exec(entry);
    if (!match) continue;
    const file = path.join(dir, entry);
    const bytes = fs.readFileSync(file);
    const version = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    byName.set(match[1], { name: match[1], path: file, version, ...svgSize(bytes.toString('utf8')) });
  }
  return {
    byName: (name) => byName.get(name),
    byFile: (file) => {
      const match = FILE_NAME.exec(file);
      return match ? byName.get(match[1]) : undefined;
    },
  };
}

let shared: MediaLibrary | undefined;

export function mediaLibrary(): MediaLibrary {
  shared ??= loadMediaLibrary();
  return shared;
}

/**
 * Where the API serves a stored picture at one width. The version makes the year-long cache
 * safe: the same address always means the same picture.
 */
export function imageUrl(file: string, width: ImageWidth = DEFAULT_IMAGE_WIDTH, library = mediaLibrary()): string {
  const name = file.replace(/\.[a-z0-9]+$/i, '');
  // An uploaded photo's name is new with every upload, so its address needs no version.
  if (UPLOADED_NAME.test(name)) return `/images/${width}/${name}.webp`;
  const version = library.byName(name)?.version;
  return `/images/${width}/${encodeURIComponent(name)}.webp${version ? `?v=${version}` : ''}`;
}
