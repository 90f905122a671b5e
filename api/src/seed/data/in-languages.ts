/** A seed text as the block writes it in Bengali and in Hindi. */
export interface InLanguages {
  bn: string;
  hi: string;
}

/**
 * A text's Bengali and Hindi from a table of the words records share (a sample, a chamber, a
 * degree); throws on one missing, so the seed stays whole.
 */
export function formsOf(table: Readonly<Record<string, InLanguages>>, text: string, where: string): InLanguages {
  const forms = Object.prototype.hasOwnProperty.call(table, text) ? table[text] : undefined;
  if (!forms) throw new Error(`No Bengali and Hindi for "${text}" in ${where}`);
  return forms;
}

/** formsOf for a text a record may leave out. */
export function optionalFormsOf(
  table: Readonly<Record<string, InLanguages>>,
  text: string | null | undefined,
  where: string,
): { bn: string | null; hi: string | null } {
  return text ? formsOf(table, text, where) : { bn: null, hi: null };
}
