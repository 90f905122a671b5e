import { readShareLink, shareLinkOf } from './share-link';

const TOKEN = 'Zx3_kq-9V1mBq8X0aPpQ2r7YtLw4NcHe5uJsDfGiKo0';

describe('share links', () => {
  it('puts the token after the #, where no server sees it', () => {
    const link = shareLinkOf('https://haat.example', 'K7M2QX-1', TOKEN);
    expect(link).toBe(`https://haat.example/track/K7M2QX-1#${TOKEN}`);
    const url = new URL(link);
    expect(url.pathname).toBe('/track/K7M2QX-1');
    expect(url.search).toBe('');
  });

  it('reads back the code and token a link carries', () => {
    expect(readShareLink('K7M2QX-1', `#${TOKEN}`)).toEqual({ code: 'K7M2QX-1', trackingToken: TOKEN });
    expect(readShareLink('k7m2qx-1', TOKEN)).toEqual({ code: 'K7M2QX-1', trackingToken: TOKEN });
  });

  it('refuses a link cut short or tampered with', () => {
    expect(readShareLink('K7M2QX-1', '')).toBeNull();
    expect(readShareLink('K7M2QX-1', '#')).toBeNull();
    expect(readShareLink('K7M2QX-1', '#short')).toBeNull();
    expect(readShareLink(undefined, `#${TOKEN}`)).toBeNull();
    expect(readShareLink('../admin', `#${TOKEN}`)).toBeNull();
    expect(readShareLink('K7M2QX-1', `#${TOKEN}<script>`)).toBeNull();
  });
});
