import { defaultLanguage, localeOf, startingLanguage } from './index';

describe('the language a phone starts in', () => {
  it('is the one chosen before, whatever the browser says', () => {
    expect(startingLanguage('en', ['bn-IN', 'bn'])).toBe('en');
  });

  it('is English, the fallback, for a language we do not speak', () => {
    expect(startingLanguage(null, ['fr-FR', 'de'])).toBe(defaultLanguage);
    expect(startingLanguage('xx', [])).toBe(defaultLanguage);
  });
});

describe('the locale numbers, days and money are written in', () => {
  it('is the language’s Indian variant', () => {
    expect(localeOf('en')).toBe('en-IN');
  });

  it('falls back to English’s for a language we do not speak', () => {
    expect(localeOf('fr')).toBe('en-IN');
  });
});

describe('a phone set to Bengali or Hindi', () => {
  it('starts in Bengali on a Bengali browser, and in Hindi on a Hindi one', () => {
    expect(startingLanguage(null, ['bn-IN', 'en'])).toBe('bn');
    expect(startingLanguage(null, ['hi'])).toBe('hi');
    expect(startingLanguage(null, ['fr', 'bn-BD'])).toBe('bn');
  });

  it('writes numbers and days in the language', () => {
    expect(localeOf('bn')).toBe('bn-IN');
    expect(localeOf('hi')).toBe('hi-IN');
  });
});

describe('numbers put into a sentence', () => {
  it('are written in the digits of the language on screen', async () => {
    const { i18n, setLanguage } = await import('./index');
    i18n.addResource('bn', 'translation', 'test.items_other', '{{count}}টা জিনিস');
    i18n.addResource('en', 'translation', 'test.items_other', '{{count}} items');
    await setLanguage('bn');
    // The catalog's types know no test key; the lint's view of them disagrees with tsc's.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    expect(i18n.t('test.items' as never, { count: 12 })).toBe('১২টা জিনিস');
    await setLanguage('en');
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    expect(i18n.t('test.items' as never, { count: 12 })).toBe('12 items');
  });
});
