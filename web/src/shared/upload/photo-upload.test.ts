import {
  checkPhoto,
  MAX_PHOTO_BYTES,
  photoTypeOf,
  RECORD_PHOTO_TYPES,
  UploadError,
  uploadPrescription,
} from './photo-upload';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ');

describe('a prescription photo, checked on the phone', () => {
  it('is told by its first bytes, as the server tells it', () => {
    expect(photoTypeOf(JPEG)).toBe('image/jpeg');
    expect(photoTypeOf(PNG)).toBe('image/png');
    expect(photoTypeOf(WEBP)).toBe('image/webp');
    // A RIFF that is not a WebP (a WAV sound, say) is no picture.
    expect(photoTypeOf(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(photoTypeOf(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(photoTypeOf(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
    expect(photoTypeOf(new Uint8Array())).toBeNull();
  });

  it('must be a JPEG or PNG whatever its name or claimed type says, and at most 5 MB', async () => {
    await expect(checkPhoto(new File([JPEG], 'rx.jpg', { type: 'image/jpeg' }))).resolves.toEqual({
      type: 'image/jpeg',
    });
    // A photo a phone calls a plain file is still a JPEG by its bytes.
    await expect(checkPhoto(new File([JPEG], 'rx', { type: '' }))).resolves.toEqual({ type: 'image/jpeg' });
    await expect(checkPhoto(new File([PNG], 'rx.png', { type: 'image/png' }))).resolves.toEqual({ type: 'image/png' });
    await expect(checkPhoto(new File(['%PDF-1.4 hello'], 'rx.jpg', { type: 'image/jpeg' }))).resolves.toEqual({
      problem: 'type',
    });
    await expect(checkPhoto(new File([], 'empty.jpg', { type: 'image/jpeg' }))).resolves.toEqual({ problem: 'type' });
    const big = new File([JPEG, new Uint8Array(MAX_PHOTO_BYTES)], 'big.jpg', { type: 'image/jpeg' });
    await expect(checkPhoto(big)).resolves.toEqual({ problem: 'tooBig' });
    const justFits = new File([JPEG, new Uint8Array(MAX_PHOTO_BYTES - JPEG.length)], 'ok.jpg', { type: 'image/jpeg' });
    await expect(checkPhoto(justFits)).resolves.toEqual({ type: 'image/jpeg' });
  });

  it('is no WebP for a prescription, though a record picture may be one', async () => {
    await expect(checkPhoto(new File([WEBP], 'rx.webp', { type: 'image/webp' }))).resolves.toEqual({ problem: 'type' });
    await expect(checkPhoto(new File([WEBP], 'dr.webp', { type: 'image/webp' }), RECORD_PHOTO_TYPES)).resolves.toEqual({
      type: 'image/webp',
    });
  });
});

/** An XMLHttpRequest that records what it was sent and answers as the test says. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const createRequest = () => new FakeRequest() as unknown as XMLHttpRequest;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the upload to fail');
    },
    (error: unknown) => (error as UploadError).failure,
  );

describe('sending a prescription photo', () => {
  const photo = new Blob([JPEG], { type: 'image/jpeg' });

  it('posts the bytes with their type and resolves with the name the server gave, reporting progress', async () => {
    const progress: number[] = [];
    const sent = uploadPrescription(photo, 'image/jpeg', { createRequest, onProgress: (p) => progress.push(p) });
    const request = FakeRequest.last;
    expect([request.method, request.url, request.headers, request.body]).toEqual([
      'POST',
      '/uploads/prescriptions',
      { 'Content-Type': 'image/jpeg' },
      photo,
    ]);
    request.progress(5, 10);
    request.answer(201, { file: '3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg' });
    await expect(sent).resolves.toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg');
    expect(progress).toEqual([0.5, 1]);
  });

  it("gives the server's own words when it refuses the photo, with its code and reason", async () => {
    const sent = uploadPrescription(photo, 'image/jpeg', { createRequest });
    FakeRequest.last.answer(413, {
      errors: [
        {
          message: 'The photo is larger than 5 MB. Take it again a little further away, or send a smaller one.',
          extensions: { code: 'BAD_USER_INPUT', field: 'prescription', reason: 'photoTooBig' },
        },
      ],
    });
    expect(await failureOf(sent)).toEqual({
      kind: 'refused',
      message: 'The photo is larger than 5 MB. Take it again a little further away, or send a smaller one.',
      code: 'BAD_USER_INPUT',
      reason: 'photoTooBig',
    });
  });

  it('calls anything without a definite answer a network failure: no connection, a gateway page, no progress for too long', async () => {
    const offline = uploadPrescription(photo, 'image/jpeg', { createRequest });
    FakeRequest.last.onerror?.();
    expect(await failureOf(offline)).toEqual({ kind: 'network' });

    const gateway = uploadPrescription(photo, 'image/jpeg', { createRequest });
    FakeRequest.last.answer(502, '<html>Bad gateway</html>');
    expect(await failureOf(gateway)).toEqual({ kind: 'network' });

    jest.useFakeTimers();
    try {
      const stalled = uploadPrescription(photo, 'image/jpeg', { createRequest, stallMs: 1000 });
      const request = FakeRequest.last;
      jest.advanceTimersByTime(900);
      request.progress(1, 10);
      jest.advanceTimersByTime(900);
      expect(request.aborted).toBe(false);
      jest.advanceTimersByTime(200);
      expect(request.aborted).toBe(true);
      expect(await failureOf(stalled)).toEqual({ kind: 'network' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops when asked', async () => {
    const controller = new AbortController();
    const sent = uploadPrescription(photo, 'image/jpeg', { createRequest, signal: controller.signal });
    controller.abort();
    expect(FakeRequest.last.aborted).toBe(true);
    expect(await failureOf(sent)).toEqual({ kind: 'aborted' });
  });
});
