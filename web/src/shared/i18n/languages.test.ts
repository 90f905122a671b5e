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
