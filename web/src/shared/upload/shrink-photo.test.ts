import { keepShrunk, newUploadKey, SHRINK_LONG_SIDE, shrinkPhoto, shrunkSize } from './shrink-photo';

describe('shrinking a photo before it is sent', () => {
  it('brings a camera photo down to 1600 px on its long side, keeping its shape', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(shrunkSize(4032, 1816)).toEqual({ width: 1600, height: 721 });
    expect(Math.max(...Object.values(shrunkSize(9000, 9000)))).toBe(SHRINK_LONG_SIDE);
  });

  it('never makes a small photo larger', () => {
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(shrunkSize(1600, 10)).toEqual({ width: 1600, height: 10 });
    expect(shrunkSize(0, 100)).toEqual({ width: 0, height: 0 });
  });

  it('sends the copy only when it is smaller', () => {
    const big = new Blob([new Uint8Array(4_000_000)]);
    expect(keepShrunk(big, new Blob([new Uint8Array(300_000)]))).toBe(true);
    expect(keepShrunk(new Blob([new Uint8Array(100)]), new Blob([new Uint8Array(200)]))).toBe(false);
    expect(keepShrunk(big, null)).toBe(false);
  });

  it('sends the photo as it is where the browser cannot draw it', async () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    expect(await shrinkPhoto(photo)).toBe(photo);
  });

  it('makes a new key for every upload, one the server takes', () => {
    const a = newUploadKey();
    expect(a).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(newUploadKey()).not.toBe(a);
  });
});
