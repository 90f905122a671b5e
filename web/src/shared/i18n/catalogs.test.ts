import fs from 'node:fs';
import path from 'node:path';
import { languages } from './index';
import { translations, type CatalogPart } from './translations';

const LOCALES = path.join(__dirname, 'locales');

/** Every part English has, by its file: "en.json" is the main part, "en.staff.json" the staff part. */
const englishParts = fs
  .readdirSync(LOCALES)
  .filter((file) => /^en(\.[a-z-]+)?\.json$/.test(file))
  .map((file) => (file === 'en.json' ? 'main' : file.slice(3, -5)) as CatalogPart);

const fileOf = (lng: string, part: string) =>
  path.join(LOCALES, part === 'main' ? `${lng}.json` : `${lng}.${part}.json`);
const read = (lng: string, part: string) =>
  JSON.parse(fs.readFileSync(fileOf(lng, part), 'utf8')) as Record<string, unknown>;

/** "a.b.c" → its string, for every string of a nested catalog. */
function flatten(catalog: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object')
      for (const [k, v] of flatten(value as Record<string, unknown>, name)) out.set(k, v);
    else out.set(name, String(value));
  }
  return out;
}

/** The {{variables}} a string fills in, sorted: a translation must fill the same ones. */
const variablesOf = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const otherLanguages = languages.filter((lng) => lng !== 'en');

it('speaks Bengali and Hindi besides English', () => {
  expect([...languages].sort()).toEqual(['bn', 'en', 'hi']);
});

describe.each(otherLanguages)('the %s catalog', (lng) => {
  it.each(englishParts)('has a loader for the %s part', (part) => {
    expect(Object.keys(translations[lng])).toContain(part);
  });

  it.each(englishParts)('has every key of the %s part, and no other, each filling the same variables', (part) => {
    const english = flatten(read('en', part));
    const translated = flatten(read(lng, part));
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    const mismatched = [...english]
      .filter(([key, text]) => variablesOf(text).join() !== variablesOf(translated.get(key)!).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
    expect([...translated.values()].filter((text) => !text.trim())).toEqual([]);
  });
});
