import i18n from 'i18next';
import bn from './locales/bn.json';
import hi from './locales/hi.json';
import { unitInLanguage } from './unit-text';
import { placeInLanguage } from './place-name';

beforeAll(() => {
  i18n.addResourceBundle('bn', 'translation', bn, true, true);
  i18n.addResourceBundle('hi', 'translation', hi, true, true);
});

describe('a unit as the reader says it', () => {
  it.each([
    ['500 g', 'bn', '৫০০ গ্রাম'],
    ['1 kg', 'bn', '১ কেজি'],
    ['pack of 8', 'bn', '৮টির প্যাক'],
    ['strip of 15', 'hi', 'स्ट्रिप (15)'],
    ['1 plate (4 pieces)', 'bn', '১ প্লেট (৪ পিস)'],
    ['200 ml tetra pack', 'bn', '২০০ মিলি টেট্রা প্যাক'],
    ['1 sachet (21.8 g)', 'hi', '1 पाउच (21.8 ग्राम)'],
    ['500 g clay pot', 'bn', '৫০০ গ্রাম মাটির ভাঁড়'],
    ['500 g', 'en', '500 g'],
  ])('%s in %s reads %s', (unit, language, expected) => {
    expect(unitInLanguage(unit, language)).toBe(expected);
  });

  it('keeps a word it does not know as the shop wrote it, with the reader’s digits', () => {
    expect(unitInLanguage('2 hanks', 'bn')).toBe('২ hanks');
  });
});

describe('a place in the reader’s language', () => {
  it('names the block’s places, one by one in a list, and leaves others as written', () => {
    expect(placeInLanguage('Ilambazar', 'bn')).toBe('ইলামবাজার');
    expect(placeInLanguage('Ilambazar, Supur', 'hi')).toBe('इलामबाज़ार, सुपुर');
    expect(placeInLanguage('Kolkata', 'bn')).toBe('Kolkata');
    expect(placeInLanguage('Ilambazar', 'en')).toBe('Ilambazar');
  });
});
