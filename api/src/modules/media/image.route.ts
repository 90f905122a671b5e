import fs from 'node:fs/promises';
import express, { type Response, type Router } from 'express';
import type { Logger } from '../../shared/logger';
import { IMAGE_WIDTHS, mediaLibrary, type MediaFile, type MediaLibrary } from './media-library';

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

function notFound(res: Response): void {
  res.status(404).setHeader('Cache-Control', 'no-cache');
  res.json({ errors: [{ message: 'There is no such picture.', extensions: { code: 'NOT_FOUND' } }] });
}

/**
 * GET /images/{width}/{name}.webp: a known picture at one of IMAGE_WIDTHS. The name is looked
 * up among the files the library listed at start, never joined onto a path, so `..` or any other
 * name reaches nothing.
 */
export function imageRouter(log: Logger, library: MediaLibrary = mediaLibrary()): Router {
  const router = express.Router();
  const renderer = chooseRenderer(log);
  // A handful of small pictures: each width of each is rendered once and kept.
  const rendered = new Map<string, Promise<{ body: Buffer; type: string }>>();

  router.get('/:width/:file', async (req, res, next) => {
    const width = Number(req.params.width);
    const name = WEBP_NAME.exec(req.params.file)?.[1];
    const file = name ? library.byName(name) : undefined;
    if (!file || !(IMAGE_WIDTHS as readonly number[]).includes(width) || String(width) !== req.params.width) {
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
    try {
      const { body, type } = await image;
      res.setHeader('Content-Type', type);
      res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.send(body);
    } catch (error) {
      next(error);
    }
  });
  router.use((_req, res) => notFound(res));
  return router;
}
