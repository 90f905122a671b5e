import { romaniseBengali } from './bengali-roman';

/**
 * Spellings people use for the same sound, folded to one so "aloo" finds "alu", "daktaar" finds
 * "daktar" and "sorser" finds "sorsher". Applied alike to what is stored and to what is typed.
 */
export function foldSpelling(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/sh/g, 's')
      .replace(/ph/g, 'f')
      .replace(/w/g, 'o')
      .replace(/v/g, 'b')
      .replace(/z/g, 'j')
      .replace(/ck/g, 'k')
      // ঙ before ক or গ is heard as n: লঙ্কা is typed "lonka" as often as "longka".
      .replace(/ng(?=[kg])/g, 'n')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      .replace(/([a-z])\1/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * What a record is found by: its English name, its Bengali name in Roman letters (both with
 * spellings folded) and the Bengali itself. Kept in a `search_text` column, trigram-indexed.
 */
export function searchTextOf(...names: (string | null | undefined)[]): string {
  const words: string[] = [];
  for (const name of names) {
    if (!name) continue;
    const roman = foldSpelling(romaniseBengali(name));
    if (roman) words.push(roman);
  }
  return Array.from(new Set(words)).join(' ').slice(0, 2000);
}

/** What a person typed, made comparable with `search_text`: any Bengali romanised, spellings folded. */
export function searchQueryOf(text: string | null | undefined): string | null {
  const cleaned = (text ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, 100);
  if (!cleaned) return null;
  const folded = foldSpelling(romaniseBengali(cleaned));
  return folded || null;
}

/** A LIKE pattern for the folded query anywhere in `search_text` (part of a word: "ket" in "miniket"). */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The SQL sort key of a search: closest first (pg_trgm's word similarity of the typed text to
 * `column`, as 0000 for a whole match up to 1000), then by name. Text, so a page cursor holds it.
 */
export function closenessKey(typed: string, column: string, name: string): string {
  return `(lpad((1000 - round(1000 * word_similarity(${typed}, ${column})))::int::text, 4, '0') || ${name})`;
}

/**
 * The SQL condition a search's records meet: a word of `column` close to the typed text (pg_trgm's
 * `%>`, which the GIN index answers at its 0.6 threshold, then strictly above it, so a mere
 * shared start such as "rice" and "recharge" is not enough), or the text found inside a word.
 */
export function searchCondition(typed: string, typedLike: string, column: string): string {
  return `((${column} %> ${typed} AND word_similarity(${typed}, ${column}) > ${CLOSE_ENOUGH}::real) OR ${column} LIKE ${typedLike})`;
}

/** pg_trgm.word_similarity_threshold as it ships; compared as real, the type word_similarity returns. */
export const CLOSE_ENOUGH = 0.6;
