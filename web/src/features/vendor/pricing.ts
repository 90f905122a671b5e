import type { PricedLineInput } from '../../generated/graphql';
import { parseRupees, rupeesInput } from '../../shared/format/money';

/** The server's limit for one line of a list (api order.inputs.ts MAX_LINE_PRICE_PAISE). */
export const MAX_LINE_PRICE_PAISE = 10_000_000;
/** The server's limit for the lines of a list (api order.inputs.ts MAX_LIST_LINES). */
export const MAX_LIST_LINES = 30;

/**
 * A list being priced: the customer's lines, each with a price or "not available", and for
 * medicines the lines the shop adds (read off a prescription photo), which need a name too.
 */
export interface DraftLine {
  /** A stable key for the form; the customer's lines keep their position. */
  key: string;
  name: string;
  /** False for a line the shop added. */
  fromCustomer: boolean;
  available: boolean;
  /** The price as typed, in rupees. */
  price: string;
}

export type LineProblem = 'priceRequired' | 'priceInvalid' | 'priceTooHigh' | 'nameRequired';
export type ListProblem = 'noneAvailable' | 'empty';

export type PricingResult =
  | { ok: true; lines: PricedLineInput[]; totalPaise: number }
  | { ok: false; lineProblems: Record<string, LineProblem>; listProblem: ListProblem | null };

/** The form's first state: the customer's lines, with any price the order already carries. */
export function draftFrom(
  lines: ReadonlyArray<{ position: number; name: string; available: boolean; totalPaise: number | null }>,
): DraftLine[] {
  return [...lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      key: `line-${line.position}`,
      name: line.name,
      fromCustomer: true,
      available: line.available,
      price: line.totalPaise === null ? '' : rupeesInput(line.totalPaise),
    }));
}

let added = 0;

/** A new empty line the shop adds after the customer's. */
export function newLine(): DraftLine {
  added += 1;
  return { key: `added-${added}`, name: '', fromCustomer: false, available: true, price: '' };
}

function lineProblem(line: DraftLine): LineProblem | null {
  if (!line.fromCustomer && !line.name.trim()) return 'nameRequired';
  if (!line.available) return null;
  if (!line.price.trim()) return 'priceRequired';
  const paise = parseRupees(line.price);
  if (paise === null) return 'priceInvalid';
  if (paise > MAX_LINE_PRICE_PAISE) return 'priceTooHigh';
  return null;
}

/** What the prices add up to so far, counting only lines with a price that reads. */
export function draftTotal(draft: readonly DraftLine[]): number {
  return draft.reduce((sum, line) => {
    if (!line.available) return sum;
    const paise = parseRupees(line.price);
    return paise === null ? sum : sum + paise;
  }, 0);
}

/**
 * The answer to send (priceListOrder's lines, positions 1..n in the order shown), or what must
 * be fixed first. Mirrors the server's rules so that a slip is caught before the network.
 */
export function pricedLines(draft: readonly DraftLine[]): PricingResult {
  const lineProblems: Record<string, LineProblem> = {};
  for (const line of draft) {
    const problem = lineProblem(line);
    if (problem) lineProblems[line.key] = problem;
  }
  let listProblem: ListProblem | null = null;
  if (draft.length === 0) listProblem = 'empty';
  else if (!draft.some((line) => line.available)) listProblem = 'noneAvailable';
  if (listProblem || Object.keys(lineProblems).length > 0) return { ok: false, lineProblems, listProblem };

  const lines = draft.map((line, index): PricedLineInput => {
    const totalPaise = line.available ? parseRupees(line.price) : null;
    return {
      position: index + 1,
      available: line.available,
      totalPaise,
      ...(line.fromCustomer ? {} : { name: line.name.trim() }),
    };
  });
  return { ok: true, lines, totalPaise: draftTotal(draft) };
}
