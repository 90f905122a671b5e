import { inLanguage, optionalInLanguage, textInLanguage } from './record-text';
import { namesInOrder } from './names-in-order';

describe("a record's text in the reader's language", () => {
  const subject = { en: 'Mathematics', bn: 'গণিত', hi: 'गणित' };

  it('is the Bengali for a Bengali reader, the Hindi for a Hindi one, the English for others', () => {
    expect(inLanguage(subject, 'bn')).toBe('গণিত');
    expect(inLanguage(subject, 'hi')).toBe('गणित');
    expect(inLanguage(subject, 'en')).toBe('Mathematics');
    expect(inLanguage(subject, 'fr')).toBe('Mathematics');
    expect(inLanguage(subject, undefined)).toBe('Mathematics');
  });

  it('reads a regional tag as its language', () => {
    expect(inLanguage(subject, 'bn-IN')).toBe('গণিত');
  });

  it('falls back to the English when the reader’s form was not written, or is only spaces', () => {
    expect(inLanguage({ en: 'Blood', bn: null }, 'bn')).toBe('Blood');
    expect(inLanguage({ en: 'Blood', bn: '   ' }, 'bn')).toBe('Blood');
    expect(inLanguage({ en: 'Blood' }, 'hi')).toBe('Blood');
    // Hindi never borrows the Bengali: a Hindi reader cannot read it better than English.
    expect(inLanguage({ en: 'Blood', bn: 'রক্ত' }, 'hi')).toBe('Blood');
  });

  it('says which language it chose, for the lang attribute', () => {
    expect(textInLanguage(subject, 'bn').lang).toBe('bn');
    expect(textInLanguage({ en: 'Blood', bn: null }, 'bn').lang).toBe('en');
  });

  it('chooses lists whole: a teacher’s subjects', () => {
    expect(inLanguage({ en: ['Physics', 'Chemistry'], bn: ['পদার্থবিদ্যা', 'রসায়ন'] }, 'bn')).toEqual([
      'পদার্থবিদ্যা',
      'রসায়ন',
    ]);
    expect(inLanguage({ en: ['Physics'], bn: [] }, 'bn')).toEqual(['Physics']);
  });

  it('leaves out a text nobody wrote, and never shows a blank', () => {
    expect(optionalInLanguage({ en: null, bn: null }, 'bn')).toBeNull();
    expect(optionalInLanguage({ en: 'Fasting 10–12 hours', bn: '১০–১২ ঘণ্টা খালি পেটে' }, 'bn')).toBe(
      '১০–১২ ঘণ্টা খালি পেটে',
    );
    expect(optionalInLanguage({ en: 'Fasting 10–12 hours', bn: null }, 'bn')).toBe('Fasting 10–12 hours');
    expect(optionalInLanguage({ en: null, bn: 'শুধু বাংলা' }, 'en')).toBeNull();
  });

  it('is the same rule that shows a Bengali reader the Bengali name alone', () => {
    expect(namesInOrder('bn', 'Rice', 'চাল')).toEqual([{ text: 'চাল', lang: 'bn' }, null]);
    expect(namesInOrder('en', 'Rice', 'চাল')).toEqual([
      { text: 'Rice', lang: 'en' },
      { text: 'চাল', lang: 'bn' },
    ]);
    expect(namesInOrder('bn', 'Rice', null)).toEqual([{ text: 'Rice', lang: 'en' }, null]);
    expect(namesInOrder('hi', 'Rice', 'চাল')).toEqual([{ text: 'चाल', lang: 'hi' }, null]);
  });

  it('shows a Hindi reader the Hindi name where one was written, before the Bengali one in Devanagari letters', () => {
    expect(namesInOrder('hi', 'Bolpur Station', 'বোলপুর স্টেশন', 'बोलपुर स्टेशन')).toEqual([
      { text: 'बोलपुर स्टेशन', lang: 'hi' },
      null,
    ]);
    expect(namesInOrder('hi', 'Bolpur Station', 'বোলপুর স্টেশন', ' ')).toEqual([
      { text: 'बोलपुर स्टेशन', lang: 'hi' },
      null,
    ]);
    expect(namesInOrder('hi', 'Bolpur Station', null, null)).toEqual([{ text: 'Bolpur Station', lang: 'en' }, null]);
    // Others never see the Hindi.
    expect(namesInOrder('bn', 'Bolpur Station', 'বোলপুর স্টেশন', 'बोलपुर स्टेशन')).toEqual([
      { text: 'বোলপুর স্টেশন', lang: 'bn' },
      null,
    ]);
    expect(namesInOrder('en', 'Bolpur Station', 'বোলপুর স্টেশন', 'बोलपुर स्टेशन')).toEqual([
      { text: 'Bolpur Station', lang: 'en' },
      { text: 'বোলপুর স্টেশন', lang: 'bn' },
    ]);
  });
});
