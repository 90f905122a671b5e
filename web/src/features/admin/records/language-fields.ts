import type { TFunction } from 'i18next';
import type { FieldSpec } from './record-kind';

const LANGUAGES = [
  ['bn', 'Bn'],
  ['hi', 'Hi'],
] as const;

/**
 * A kind's fields with, under each English text named in `texts`, a field for its Bengali and
 * one for its Hindi ("nameBn", "nameHi"): never required, as long as the English, labelled from
 * the English one ("Name, in Hindi"). One the kind lists already (with its own label) is kept.
 */
export function withOtherLanguages<N>(
  t: TFunction,
  fields: ReadonlyArray<FieldSpec<N>>,
  texts: readonly string[],
): FieldSpec<N>[] {
  const out = [...fields];
  for (const text of texts) {
    const english = out.find((field) => field.name === text);
    if (!english) throw new Error(`withOtherLanguages: the kind has no field ${text}`);
    const missing = LANGUAGES.filter(([, suffix]) => !out.some((field) => field.name === text + suffix)).map(
      ([language, suffix]): FieldSpec<N> => ({
        name: text + suffix,
        type: english.type,
        label: t(`admin.records.inLanguage.${language}`, { field: english.label }),
        hint: english.type === 'list' ? t('admin.records.inLanguage.listHint') : undefined,
        maxLength: english.maxLength,
        rows: english.rows,
      }),
    );
    // After the English, or after its Bengali when that is listed already.
    const at = Math.max(...[text, `${text}Bn`].map((name) => out.findIndex((field) => field.name === name)));
    out.splice(at + 1, 0, ...missing);
  }
  return out;
}
