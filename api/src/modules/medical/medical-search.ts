import { Brackets, type WhereExpressionBuilder } from 'typeorm';
import { searchPattern } from '../../shared/pagination';

/** More words than this add nothing a person means; the rest are ignored. */
const MAX_WORDS = 6;

/**
 * Narrows `query` to rows where every word typed appears in at least one of `columns`, in any
 * order and either script: "paediatric bolpur" or "ডাঃ অনন্যা". Each word is a bound parameter,
 * with ILIKE's wildcards escaped, so the text can be anything at all.
 */
export function matchEveryWord<Q extends WhereExpressionBuilder>(
  query: Q,
  columns: string[],
  text: string | null | undefined,
): Q {
  // Bengali typed on a phone may arrive decomposed; the seed data is stored composed (NFC).
  // Counted in characters, not UTF-16 units, so an emoji at the edge is never cut in half.
  const cleaned = (text ?? '')
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim();
  const bounded = Array.from(cleaned).slice(0, 100).join('');
  const words = bounded.split(/\s+/u).filter(Boolean).slice(0, MAX_WORDS);
  words.forEach((word, index) => {
    const pattern = searchPattern(word);
    if (!pattern) return;
    const name = `searchWord${index}`;
    query.andWhere(
      new Brackets((any) => {
        for (const column of columns) any.orWhere(`${column} ILIKE :${name}`, { [name]: pattern });
      }),
    );
  });
  return query;
}
