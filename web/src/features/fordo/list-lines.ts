import type { VendorCategory } from '../../generated/graphql';

/** The kinds of shop that take a written list: a fordo for a grocery or the bazaar, medicines for a pharmacy. */
export type ListSection = Extract<VendorCategory, 'GROCERY' | 'BAZAAR' | 'PHARMACY'>;

/** The server's limits (api order.inputs.ts), so a phone on 2G learns of a slip at once. */
export const MAX_LIST_LINES = 30;
export const MAX_LINE_LENGTH = 120;
export const MAX_NOTE_LENGTH = 300;

/** The lines as the server keeps them: spaces run together, ends trimmed, blank lines dropped. */
export function cleanLines(lines: readonly string[]): string[] {
  return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line.length > 0);
}

/**
 * Text pasted into line `index` (a list copied from a chat, say): its first line goes into that
 * line where the cursor is, each further line becomes a line of its own after it. Never more
 * than the list can hold; `dropped` says how many pasted lines did not fit.
 */
export function pasteIntoLines(
  lines: readonly string[],
  index: number,
  pasted: string,
  at: { start: number; end: number } = { start: lines[index]?.length ?? 0, end: lines[index]?.length ?? 0 },
): { lines: string[]; dropped: number; last: number } {
  const parts = pasted.split(/\r\n|\r|\n/).map((part) => part.trim());
  const current = lines[index] ?? '';
  const before = current.slice(0, at.start);
  const after = current.slice(at.end);
  const [first = '', ...rest] = parts;
  const more = rest.filter((part) => part.length > 0);
  const room = MAX_LIST_LINES - lines.length;
  const fitting = more.slice(0, Math.max(room, 0));
  const inserted =
    fitting.length > 0 ? [before + first, ...fitting.slice(0, -1), fitting.at(-1)! + after] : [before + first + after];
  const next = [...lines.slice(0, index), ...inserted, ...lines.slice(index + 1)];
  return { lines: next, dropped: more.length - fitting.length, last: index + inserted.length - 1 };
}

export type LineProblem = 'tooLong';
export type ListProblem = 'empty' | 'tooMany';

export interface ListCheck {
  /** By the line's place in the form. */
  lines: Record<number, LineProblem>;
  list?: ListProblem;
  note?: 'tooLong';
}

/**
 * The checks the server makes on a list, done here first. A medicine order may be only a
 * prescription photo; any other list needs at least one line.
 */
export function checkList(values: { lines: readonly string[]; note: string; hasPhoto: boolean }): ListCheck {
  const check: ListCheck = { lines: {} };
  values.lines.forEach((line, index) => {
    if (line.replace(/\s+/g, ' ').trim().length > MAX_LINE_LENGTH) check.lines[index] = 'tooLong';
  });
  const written = cleanLines(values.lines).length;
  if (written === 0 && !values.hasPhoto) check.list = 'empty';
  else if (written > MAX_LIST_LINES) check.list = 'tooMany';
  if (values.note.trim().length > MAX_NOTE_LENGTH) check.note = 'tooLong';
  return check;
}

export const hasProblems = (check: ListCheck) =>
  Object.keys(check.lines).length > 0 || Boolean(check.list || check.note);

/** What a press of Send sends, as text: the same text is the same list, retried with the same idempotency key. */
export function listSignature(list: {
  section: ListSection;
  vendorId: string | null;
  lines: readonly string[];
  note: string | null;
  prescriptionFile: string | null;
  /** Every photo, the first included, when there are several. */
  prescriptionFiles?: readonly string[] | null;
}): string {
  const more = list.prescriptionFiles && list.prescriptionFiles.length > 1 ? [list.prescriptionFiles] : [];
  return JSON.stringify([
    list.section,
    list.vendorId,
    cleanLines(list.lines),
    list.note?.trim() || null,
    list.prescriptionFile,
    ...more,
  ]);
}
