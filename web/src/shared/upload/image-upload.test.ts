import { sessionState } from '../session/session-state';
import { imageUploadUrl, uploadImage } from './image-upload';
import { MAX_PHOTO_BYTES, UploadError } from './photo-upload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const WEBP = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [36, 0, 0, 0],
      [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
    ),
);
const IMAGE = { src: '/images/320/d-1.webp', srcSet: '/images/160/d-1.webp 160w', width: 500, height: 300 };

/** An XMLHttpRequest that records what it was sent and answers as the test says. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const createRequest = () => new FakeRequest() as unknown as XMLHttpRequest;

/** The n-th request sent, once it is: the file's first bytes are read before anything goes. */
async function request(n: number): Promise<FakeRequest> {
  for (let tries = 0; FakeRequest.sent.length < n && tries < 200; tries++)
    await new Promise((resolve) => setTimeout(resolve, 1));
  return FakeRequest.sent[n - 1];
}
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the upload to fail');
    },
    (error: unknown) => (error as UploadError).failure,
  );

beforeEach(() => {
  FakeRequest.sent = [];
  sessionState.reset();
});

describe("uploading a record's picture", () => {
  it('sends it to the kind and record, typed by its bytes whatever its name, as the signed-in admin', async () => {
    sessionState.signedIn({ id: 'u1', role: 'ADMIN', name: 'Admin' } as never, 'admin-token');
    // A PNG named .jpg, which the browser calls a JPEG: it goes as what it is.
    const file = new File([PNG], 'dr-sen.jpg', { type: 'image/jpeg' });
    const sent = uploadImage('doctors', 'a1b2', file, { createRequest });
    const first = await request(1);
    expect([first.url, first.headers, first.body]).toEqual([
      '/uploads/doctors/a1b2',
      { 'Content-Type': 'image/png', Authorization: 'Bearer admin-token' },
      file,
    ]);
    first.answer(201, { image: IMAGE });
    await expect(sent).resolves.toEqual({ image: IMAGE });
  });

  it("takes a WebP, and gives back a product's version or a gallery picture's id", async () => {
    const product = uploadImage('products', 'p1', new Blob([WEBP]), { createRequest });
    const first = await request(1);
    expect(first.headers).toEqual({ 'Content-Type': 'image/webp' });
    first.answer(201, { imageUrl: IMAGE.src, version: 4, image: IMAGE });
    await expect(product).resolves.toEqual({ image: IMAGE, version: 4 });

    const gallery = uploadImage('gallery', 'album-1', new Blob([PNG]), { createRequest });
    const second = await request(2);
    expect(second.url).toBe(imageUploadUrl('gallery', 'album-1'));
    second.answer(201, { id: 'g1', albumId: 'album-1', image: IMAGE });
    await expect(gallery).resolves.toEqual({ id: 'g1', image: IMAGE });
  });

  it('sends nothing that is not a picture, or is over 5 MB', async () => {
    expect(
      await failureOf(
        uploadImage('banners', 'b1', new File(['GIF89a......'], 'b.png', { type: 'image/png' }), { createRequest }),
      ),
    ).toEqual({
      kind: 'unfit',
      problem: 'type',
    });
    const big = new File([PNG, new Uint8Array(MAX_PHOTO_BYTES)], 'big.png', { type: 'image/png' });
    expect(await failureOf(uploadImage('banners', 'b1', big, { createRequest }))).toEqual({
      kind: 'unfit',
      problem: 'tooBig',
    });
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it("keeps the server's words for a refusal, and calls an answer with no picture no answer", async () => {
    const refused = uploadImage('doctors', 'a1b2', new Blob([PNG]), { createRequest });
    (await request(1)).answer(403, {
      errors: [{ message: 'You are not allowed to do this.', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(await failureOf(refused)).toEqual({
      kind: 'refused',
      message: 'You are not allowed to do this.',
      code: 'FORBIDDEN',
    });

    const odd = uploadImage('doctors', 'a1b2', new Blob([PNG]), { createRequest });
    (await request(2)).answer(201, { imageUrl: '/x' });
    expect(await failureOf(odd)).toEqual({ kind: 'network' });
  });
});
