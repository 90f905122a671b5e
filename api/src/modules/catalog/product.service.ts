import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import { requireUuid } from '../../shared/ids';
import { keysetAfter, keysetPageOf, type Page } from '../../shared/pagination';
import { badUserInput } from '../../shared/errors';
import { CLOSE_ENOUGH, searchQueryOf } from '../../shared/search/search-text';
import { PRODUCT_AND_VENDOR_COLUMNS, toProduct, type ProductRow as ProductTableRow } from './product.table';
import type { ProductsArgs } from './product.inputs';
import type { Product } from './product.types';

/**
 * The catalog pages are the busiest reads there are, so they are read with one hand-written,
 * parameterised statement: a product row and its shop's row side by side. Building the same
 * query with TypeORM and hydrating two entities a row cost several times the query itself.
 * Customers see the products of open shops only; staff read any shop's (a closed shop's too).
 */
const PRODUCT_WITH_ANY_VENDOR = `SELECT ${PRODUCT_AND_VENDOR_COLUMNS} FROM product p JOIN vendor v ON v.id = p.vendor_id`;
const PRODUCT_WITH_VENDOR = `${PRODUCT_WITH_ANY_VENDOR} AND v.active`;

/** A row of a page: the product and its shop, and what the page is ordered by. */
type ProductRow = ProductTableRow &
  Record<string, unknown> & {
    sort_key: string;
    /** A search's 1 − word similarity, nearest first. */
    distance?: number;
  };

/** Pages of a search reach at most this far in: past it, a person types a closer word. */
const MAX_RANKED_OFFSET = 10_000;

/** How many ranked rows the earlier pages held; anything else is the caller's bad cursor. */
function rankedOffset(value: string | number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_RANKED_OFFSET) return value;
  throw badUserInput('This page cursor is not valid; start again from the first page.', 'after', {
    reason: 'cursorInvalid',
  });
}

/** What else a page of products may be narrowed by, beyond a catalog, a shop and a search. */
export interface ProductPageOptions {
  /** Products of closed shops too (for staff); customers see open shops' only. */
  anyShop?: boolean;
  /** Products switched off sale too; for staff lists. Customers' lists show them, marked. */
  offSale?: boolean;
  /** Only products with this many units or fewer. */
  stockAtMost?: number | null;
}

/**
 * The statement behind a page of products: in a catalog, of a shop, or matching a search, by
 * name. Kept apart from running it so the benchmark's bare endpoint runs the very same SQL.
 */
export function productPageStatement(
  args: ProductsArgs,
  options: ProductPageOptions = {},
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (args.section) where.push(`p.section = ${param(args.section)}`);
  if (args.vendorId) where.push(`p.vendor_id = ${param(requireUuid(args.vendorId, 'vendorId'))}`);
  const after = keysetAfter(args);
  let order = 'p.name';
  let sortKey = 'p.name AS sort_key';
  let skip = '';
  // A search ranks by closeness to what was typed (Bengali or its Roman spelling). The GiST
  // trigram index answers both the condition (a word close enough, %>) and the order (nearest
  // first, <->>), so a page reads its nearest rows and stops, however many match. Nothing may
  // follow the distance in ORDER BY: a tie-break would make PostgreSQL read and sort every match
  // (16,000 for "chal" among 200,000 products). So pages go by position in that order, and
  // listProducts puts equally close rows of a page in name order.
  const query = searchQueryOf(args.search);
  if (query) {
    const typed = param(query);
    const distance = `(p.search_text <->> ${typed})`;
    where.push(`p.search_text %> ${typed}`, `word_similarity(${typed}, p.search_text) > ${CLOSE_ENOUGH}::real`);
    order = distance;
    sortKey = `${distance} AS distance, p.name AS sort_key`;
    if (after) skip = ` OFFSET ${param(rankedOffset(after[0]))}`;
  } else if (after) {
    where.push(`(p.name, p.id) > (${param(String(after[0]))}, ${param(after[1])})`);
  }
  if (options.offSale === false) where.push('p.available');
  if (options.stockAtMost !== null && options.stockAtMost !== undefined)
    where.push(`p.stock <= ${param(options.stockAtMost)}`);
  const sql = `${(options.anyShop ? PRODUCT_WITH_ANY_VENDOR : PRODUCT_WITH_VENDOR).replace('SELECT ', `SELECT ${sortKey}, `)}
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${order}${query ? '' : ', p.id'} LIMIT ${param(args.first + 1)}${skip}`;
  return { sql, params };
}

/** A page of products with their shops; one statement a page. */
export async function listProducts(
  ctx: RequestContext,
  args: ProductsArgs,
  options: ProductPageOptions = {},
): Promise<Page<Product>> {
  const { sql, params } = productPageStatement(args, options);
  const rows: ProductRow[] = await ctx.db.query(sql, params);
  if (rows[0]?.distance === undefined) {
    const page = keysetPageOf(rows, args, (row) => row.sort_key);
    return { nodes: page.nodes.map(toProduct), pageInfo: page.pageInfo };
  }
  // A ranked page: its cursor holds how many rows it and the pages before it held.
  const skipped = args.after ? rankedOffset(keysetAfter(args)![0]) : 0;
  const positions = new Map(rows.map((row, i) => [row.id, skipped + i + 1]));
  const page = keysetPageOf(rows, args, (row) => positions.get(row.id)!);
  const byCloseness = (a: ProductRow, b: ProductRow) =>
    a.distance! - b.distance! || a.sort_key.localeCompare(b.sort_key, 'en') || a.id.localeCompare(b.id);
  return { nodes: [...page.nodes].sort(byCloseness).map(toProduct), pageInfo: page.pageInfo };
}

/**
 * Products with their shops by a condition on `p` (and `v`), for staff: a closed shop's too, so a
 * change an admin makes to one is answered with the product as it now is.
 */
export async function productsWhere(
  db: Pick<EntityManager, 'query'>,
  where: string,
  params: unknown[],
  order = 'p.name, p.id',
): Promise<Product[]> {
  const rows: ProductRow[] = await db.query(`${PRODUCT_WITH_ANY_VENDOR} WHERE ${where} ORDER BY ${order}`, params);
  return rows.map(toProduct);
}

/** One product by id; null when there is none or its shop no longer sells through Haat. */
export async function findProduct(ctx: RequestContext, id: string): Promise<Product | null> {
  const rows: ProductRow[] = await ctx.db.query(`${PRODUCT_WITH_VENDOR} WHERE p.id = $1`, [requireUuid(id, 'id')]);
  return rows[0] ? toProduct(rows[0]) : null;
}
