import fs from 'node:fs/promises';
import express, { type Response, type Router } from 'express';
import type { Logger } from '../../shared/logger';
import path from 'node:path';
import { IMAGE_WIDTHS, mediaLibrary, uploadedFolder, type MediaFile, type MediaLibrary } from './media-library';

/** An image URL names its content (see imageUrl), so a phone may keep it for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const WEBP_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.webp$/;

type Render = (file: MediaFile, width: number) => Promise<{ body: Buffer; type: string }>;

/**
 * SVG drawn at the asked width and encoded as WebP by sharp. Where sharp's native part cannot
 * load on a machine, the SVG itself is sent: every browser we serve draws it at any width.
 */
async function chooseRenderer(log: Logger): Promise<Render> {
  try {
    const { default: sharp } = await import('sharp');
    return async (file, width) => {
      const source = await fs.readFile(file.path);
      // Rasterise at the density that gives the asked width directly, so enlarging stays sharp.
      const density = Math.min(2400, Math.max(1, (72 * width) / file.width));
      const body = await sharp(source, { density }).resize({ width }).webp({ quality: 78 }).toBuffer();
      return { body, type: 'image/webp' };
    };
  } catch (error) {
    log.warn({ err: error }, 'sharp is not available; images are served as SVG');
    return async (file) => ({ body: await fs.readFile(file.path), type: 'image/svg+xml' });
  }
}

/** The types an uploaded picture may be kept as, and what each is when sent unresized. */
const UPLOADED_TYPES = [
  { ext: 'jpg', type: 'image/jpeg' },
  { ext: 'png', type: 'image/png' },
  { ext: 'webp', type: 'image/webp' },
];

/**
 * An uploaded picture at one width, as WebP, never wider than it was sent (a small picture is
 * served at its own width). Each width is made once and kept beside the picture (the names are
 * new with every upload, so a kept one is never stale). Null when there is no such picture.
 */
async function renderUploaded(
  uploadDir: string,
  folder: string,
  name: string,
  width: number,
  log: Logger,
): Promise<{ body: Buffer; type: string } | null> {
  const dir = path.join(uploadDir, folder);
  const keptPath = path.join(dir, 'rendered', `${width}-${name}.webp`);
  const kept = await fs.readFile(keptPath).catch(() => null);
  if (kept) return { body: kept, type: 'image/webp' };
  for (const { ext, type } of UPLOADED_TYPES) {
    const source = await fs.readFile(path.join(dir, `${name}.${ext}`)).catch(() => null);
    if (!source) continue;
    try {
      const { default: sharp } = await import('sharp');
      const body = await sharp(source)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await fs.mkdir(path.dirname(keptPath), { recursive: true });
      await fs.writeFile(keptPath, body);
      return { body, type: 'image/webp' };
    } catch (error) {
      // Without sharp (or with a picture it cannot read), the picture goes as it was sent.
      log.warn({ err: error, name }, 'uploaded picture sent unresized');
      return { body: source, type };
    }
  }
  return null;
}

function notFound(res: Response): void {
  res.status(404).setHeader('Cache-Control', 'no-cache');
  res.json({ errors: [{ message: 'There is no such picture.', extensions: { code: 'NOT_FOUND' } }] });
}

/**
 * GET /images/{width}/{name}.webp: a known picture at one of IMAGE_WIDTHS. The name is looked
 * up among the files the library listed at start, never joined onto a path, so `..` or any other
 * name reaches nothing.
 */
export function imageRouter(log: Logger, library: MediaLibrary = mediaLibrary(), uploadDir?: string): Router {
  const router = express.Router();
  const renderer = chooseRenderer(log);
  // A handful of small pictures: each width of each is rendered once and kept.
  const rendered = new Map<string, Promise<{ body: Buffer; type: string }>>();

  const send = (res: Response, { body, type }: { body: Buffer; type: string }) => {
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(body);
  };

  router.get('/:width/:file', async (req, res, next) => {
    const width = Number(req.params.width);
    const name = WEBP_NAME.exec(req.params.file)?.[1];
    if (!name || !(IMAGE_WIDTHS as readonly number[]).includes(width) || String(width) !== req.params.width) {
      notFound(res);
      return;
    }
    try {
      const folder = uploadedFolder(name);
      if (folder) {
        const photo = uploadDir ? await renderUploaded(uploadDir, folder, name, width, log) : null;
        if (photo) send(res, photo);
        else notFound(res);
        return;
      }
      const file = library.byName(name);
      if (!file) {
        notFound(res);
        return;
      }
      const key = `${width}/${file.name}`;
      let image = rendered.get(key);
      if (!image) {
        image = renderer.then((render) => render(file, width));
        rendered.set(key, image);
        image.catch(() => rendered.delete(key));
      }
      send(res, await image);
    } catch (error) {
      next(error);
    }
  });
  router.use((_req, res) => notFound(res));
  return router;
}
