import { Max, Min } from 'class-validator';
import { atLeast, atMost } from './rule-reasons';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badUserInput } from './errors';
import { isUuid } from './ids';

export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 20, description: `How many to return, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, atLeast(1, 'Ask for at least 1 item.'))
  @Max(MAX_PAGE_SIZE, atMost(MAX_PAGE_SIZE, `Ask for at most ${MAX_PAGE_SIZE} items at a time.`))
  first: number = 20;

  @Field(() => String, { nullable: true, description: "The previous page's endCursor." })
  after?: string | null;
}

@ObjectType()
export class PageInfo {
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor: string | null;

  @Field()
  hasNextPage: boolean;
}

export interface Page<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

/** A `<Name>Connection` type: a page of nodes and where the next page starts. */
export function Connection<T extends object>(node: ClassType<T>, name: string) {
  @ObjectType(`${name}Connection`)
  class PageType {
    @Field(() => [node])
    nodes: T[];

    @Field(() => PageInfo)
    pageInfo: PageInfo;
  }
  return PageType;
}

type SortValue = string | number;

function encodeCursor(value: SortValue, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

function decodeCursor(cursor: string): [SortValue, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      // PostgreSQL text cannot hold NUL: such a value would fail in the database, not here.
      ((typeof parsed[0] === 'string' && !parsed[0].includes('\u0000')) || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string' &&
      // Checked as the database reads it: 36 hex digits and dashes in any order are not a uuid.
      isUuid(parsed[1])
    ) {
      return parsed as [SortValue, string];
    }
  } catch {
    // fall through
  }
  throw badCursor();
}

function badCursor() {
  return badUserInput('This page cursor is not valid; start again from the first page.', 'after', {
    reason: 'cursorInvalid',
  });
}

export interface KeysetSort<E> {
  /** The SQL expression sorted on, e.g. `p.name` or `lower(t.name)`. */
  expression: string;
  /** The same value read from a loaded row, for the cursor. */
  valueOf: (row: E) => SortValue;
  /** Newest first (a date) is DESC; a name is ASC, the default. Ties are broken by id the same way. */
  direction?: 'ASC' | 'DESC';
  /** The sort value is a whole number (a sort order, paise, milliseconds) rather than text. */
  numeric?: boolean;
}

/**
 * One page by keyset (sort value, id): stable under inserts, one query, and as fast on page 50
 * as on page 1. Fetches one row extra to know whether another page follows.
 */
export async function keysetPage<E extends ObjectLiteral & { id: string }>(
  query: SelectQueryBuilder<E>,
  args: PageArgs,
  sort: KeysetSort<E>,
): Promise<Page<E>> {
  const alias = query.alias;
  const direction = sort.direction ?? 'ASC';
  const after = keysetAfter(args);
  if (after) {
    // A cursor this sort made holds a value of its kind; any other would fail in the database
    // ("0f" compared with an integer column), so it is the caller's bad cursor.
    const fits = sort.numeric ? Number.isSafeInteger(after[0]) : typeof after[0] === 'string';
    if (!fits) throw badCursor();
    const past = direction === 'ASC' ? '>' : '<';
    const value = sort.numeric ? 'CAST(:afterValue AS bigint)' : ':afterValue';
    query.andWhere(`(${sort.expression}, ${alias}.id) ${past} (${value}, :afterId)`, {
      afterValue: after[0],
      afterId: after[1],
    });
  }
  const rows = await query
    .orderBy(sort.expression, direction)
    .addOrderBy(`${alias}.id`, direction)
    .take(undefined)
    .limit(args.first + 1)
    .getMany();
  return keysetPageOf(rows, args, sort.valueOf);
}

/**
 * For a list read with hand-written SQL (a hot path where building the query costs more than
 * running it): the (sort value, id) that `after` points past, to use as
 * `(sort, id) > ($value, $id)` with `ORDER BY sort, id LIMIT first + 1`; null on the first page.
 */
export function keysetAfter(args: PageArgs): [SortValue, string] | null {
  return args.after ? decodeCursor(args.after) : null;
}

/** The page made of rows fetched as keysetAfter says: the one extra row only tells that more follow. */
export function keysetPageOf<T extends { id: string }>(
  rows: T[],
  args: PageArgs,
  valueOf: (row: T) => SortValue,
): Page<T> {
  const hasNextPage = rows.length > args.first;
  const nodes = hasNextPage ? rows.slice(0, args.first) : rows;
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { hasNextPage, endCursor: last ? encodeCursor(valueOf(last), last.id) : null } };
}

/** Free text a person typed, made safe to match with ILIKE: bounded, trimmed, wildcards escaped. */
export function searchPattern(text: string | null | undefined): string | null {
  // Control characters (NUL above all, which PostgreSQL text refuses) are never what a person meant.
  const trimmed = (text ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, 100);
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * For lists newest first, by (created_at, id) descending: the condition that keeps the rows past
 * the page `after` points to (`prefix` names the table, e.g. "o."), or null on the first page.
 * `param` adds a value to the statement's parameters and returns its placeholder.
 */
export function newestFirstAfter(args: PageArgs, prefix: string, param: (value: unknown) => string): string | null {
  const after = keysetAfter(args);
  if (!after) return null;
  const at = new Date(String(after[0]));
  if (Number.isNaN(at.getTime())) throw badCursor();
  return `(${prefix}created_at, ${prefix}id) < (${param(at)}::timestamptz, ${param(after[1])}::uuid)`;
}

/** The page of rows read newest first with newestFirstAfter and `LIMIT first + 1`. */
export function newestFirstPageOf<T extends { id: string; created_at: Date }>(rows: T[], args: PageArgs): Page<T> {
  return keysetPageOf(rows, args, (row) => row.created_at.toISOString());
}

/**
 * One page of a search ranked by closeness: keyset on (`key`, id), where `key` is a text SQL
 * expression (see closenessKey) read back with the rows for the cursor. One statement a page.
 */
export async function rankedKeysetPage<E extends ObjectLiteral & { id: string }>(
  query: SelectQueryBuilder<E>,
  args: PageArgs,
  key: string,
): Promise<Page<E>> {
  const alias = query.alias;
  const after = keysetAfter(args);
  if (after) {
    if (typeof after[0] !== 'string') throw badCursor();
    query.andWhere(`(${key}, ${alias}.id) > (:afterValue, :afterId)`, { afterValue: after[0], afterId: after[1] });
  }
  const { entities, raw } = await query
    .addSelect(key, 'sort_key')
    .orderBy('sort_key', 'ASC')
    .addOrderBy(`${alias}.id`, 'ASC')
    .take(undefined)
    .limit(args.first + 1)
    .getRawAndEntities<{ sort_key: string } & Record<string, unknown>>();
  const keys = new Map(raw.map((row) => [String(row[`${alias}_id`]), row.sort_key]));
  return keysetPageOf(entities, args, (row) => keys.get(row.id) ?? '');
}
