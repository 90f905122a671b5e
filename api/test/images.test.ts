import http from 'node:http';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../src/modules/media/media-library';
import { seededServer } from './support/flows';
import { type ErrorBody, jsonBody, postGraphQL, type TestServer } from './support/test-server';
import { graphql } from './generated';

let server: TestServer;

beforeAll(async () => {
  server = await seededServer();
});
afterAll(() => server.close());

/** A GET sent exactly as written: fetch would tidy `..` away before it left. */
function rawGet(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function bannerImageUrls(): Promise<string[]> {
  const { body } = await postGraphQL(
    server.graphqlUrl,
    graphql(`
      query ImagesHomeBanners {
        homeBanners {
          image {
            src
            srcSet
          }
        }
      }
    `),
  );
  return body.data!.homeBanners[0].image!.srcSet.split(', ').map((entry) => entry.split(' ')[0]);
}

describe('images', () => {
  it.each(IMAGE_WIDTHS)('serves a seeded picture %i px wide as WebP, cached for a year', async (width) => {
    const url = (await bannerImageUrls()).find((u) => u.startsWith(`/images/${width}/`))!;
    expect(url).toMatch(new RegExp(`^/images/${width}/banner-medicines\\.webp\\?v=[0-9a-f]{10}$`));
    const response = await fetch(server.url + url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta.width).toBe(width);
    // The banner is 3:1; the picture keeps its shape.
    expect(meta.height).toBe(Math.round(width / 3));
  });

  it('serves every gallery picture the album names, in every width', async () => {
    const { body } = await postGraphQL(
      server.graphqlUrl,
      graphql(`
        query ImagesGalleryAlbum {
          galleryAlbum(slug: "joydev-kenduli-mela") {
            images {
              image {
                srcSet
              }
            }
          }
        }
      `),
    );
    const urls = body.data!.galleryAlbum!.images.flatMap((i) => i.image.srcSet.split(', ').map((s) => s.split(' ')[0]));
    expect(urls).toHaveLength(4 * IMAGE_WIDTHS.length);
    for (const url of urls) {
      const response = await fetch(server.url + url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('answers 404 in JSON for a name it does not know, or a width it does not make', async () => {
    for (const path of [
      '/images/320/no-such-picture.webp',
      '/images/320/banner-medicines.svg',
      '/images/320/banner-medicines.png',
      '/images/321/banner-medicines.webp',
      '/images/0320/banner-medicines.webp',
      '/images/99999/banner-medicines.webp',
      '/images/320/BANNER-MEDICINES.webp',
      '/images/banner-medicines.webp',
      '/images/',
    ]) {
      const response = await fetch(server.url + path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect((await jsonBody<ErrorBody>(response)).errors[0].extensions.code).toBe('NOT_FOUND');
    }
  });

  it('refuses `..` and encoded slashes: nothing outside the known pictures is ever read', async () => {
    for (const path of [
      '/images/320/../../package.json',
      '/images/320/..%2F..%2F..%2Fpackage.json',
      '/images/320/%2e%2e%2fmedia-library.ts',
      '/images/320/..%2Fassets%2Fbanner-medicines.webp',
      '/images/320/..',
      '/images/../../../etc/passwd',
      '/images/320/%2e%2e',
    ]) {
      const response = await rawGet(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.body).not.toMatch(/"name"|root:|import /);
    }
  });
});
