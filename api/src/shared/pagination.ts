import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badUserInput } from './errors';

export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 20, description: `How many to return, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: 'Ask for at least 1 item.' })
  @Max(MAX_PAGE_SIZE, { message: `Ask for at most ${MAX_PAGE_SIZE} items at a time.` })
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
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(parsed[1])
    ) {
      return parsed as [SortValue, string];
    }
  } catch {
    // fall through
  }
  throw badUserInput('This page cursor is not valid; start again from the first page.', 'after');
}

export interface KeysetSort<E> {
  /** The SQL expression sorted on, e.g. `p.name` or `lower(t.name)`. */
  expression: string;
  /** The same value read from a loaded row, for the cursor. */
  valueOf: (row: E) => SortValue;
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
  if (args.after) {
    const [value, id] = decodeCursor(args.after);
    query.andWhere(`(${sort.expression}, ${alias}.id) > (:afterValue, :afterId)`, { afterValue: value, afterId: id });
  }
  const rows = await query
    .orderBy(sort.expression, 'ASC')
    .addOrderBy(`${alias}.id`, 'ASC')
    .take(undefined)
    .limit(args.first + 1)
    .getMany();
  const hasNextPage = rows.length > args.first;
  const nodes = hasNextPage ? rows.slice(0, args.first) : rows;
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { hasNextPage, endCursor: last ? encodeCursor(sort.valueOf(last), last.id) : null } };
}

/** Free text a person typed, made safe to match with ILIKE: bounded, trimmed, wildcards escaped. */
export function searchPattern(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim().slice(0, 100);
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
