import type { CartLineInput, CartProblemReason } from '../../generated/graphql';
import type { CartLine } from '../../shared/cart';

/** The server's limits for one line and for a whole cart (api order.inputs.ts). */
export const MAX_QUANTITY = 99;
export const MAX_CART_LINES = 50;

/*
 * A cart line carries what the catalog put on it (price, unit, shop) as untyped extras; these
 * read them safely, since a line saved by an older version of the app may lack any of them.
 */
const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOr = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export const priceOf = (line: CartLine) => numberOr(line.pricePaise);
export const stockOf = (line: CartLine) => numberOr(line.stock);
export const unitOf = (line: CartLine) => textOr(line.unit);
export const nameBnOf = (line: CartLine) => textOr(line.nameBn);
/** The price the customer saw before the server said it changed. */
export const priceWasOf = (line: CartLine) => numberOr(line.priceWasPaise);
/** The server said this product cannot be ordered now. */
export const isUnavailable = (line: CartLine) => line.unavailable === true;

export function lineTotal(line: CartLine): number | null {
  const price = priceOf(line);
  return price === null ? null : price * line.quantity;
}

/** The lines a press of Place order sends, as text: the same text means the same cart (see shared/storage/press-keys). */
export function cartSignature(lines: readonly CartLineInput[]): string {
  return JSON.stringify(lines.map((line) => [line.productId, line.quantity, line.seenPricePaise ?? null]));
}

/**
 * Whether the line can be ordered as it stands: the server has not marked it unavailable or out
 * of stock (stockState says none left). A line that cannot is not counted in any total.
 */
export function isOrderable(line: CartLine): boolean {
  return !isUnavailable(line) && stockState(line).kind !== 'soldOut';
}

/** What the customer would pay: only the lines that can be ordered. */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + (isOrderable(line) ? (lineTotal(line) ?? 0) : 0), 0);
}

/** How many lines the totals leave out, because they cannot be ordered now. */
export function notCounted(lines: readonly CartLine[]): number {
  return lines.filter((line) => !isOrderable(line)).length;
}

/** What to say about a line's stock: nothing, none left, or only so many. */
export type StockState = { kind: 'ok' } | { kind: 'soldOut' } | { kind: 'short'; left: number };

export function stockState(line: CartLine): StockState {
  const stock = stockOf(line);
  if (stock === null || line.quantity <= stock) return { kind: 'ok' };
  return stock <= 0 ? { kind: 'soldOut' } : { kind: 'short', left: stock };
}

/** Whether + may add one more: not past the stock known, the server's limit, or an unavailable product. */
export function canAddOne(line: CartLine): boolean {
  const stock = stockOf(line);
  return !isUnavailable(line) && line.quantity < MAX_QUANTITY && (stock === null || line.quantity < stock);
}

export interface ShopGroup {
  key: string;
  shopName: string | null;
  lines: CartLine[];
  totalPaise: number;
  /** The shop was closed when last seen (catalog or checkout) and has not reached its opening since. */
  closed: { opensAt: string | null; takesLater: boolean } | null;
}

/** Whether a line's shop is closed at `now`, by what the catalog or the last checkout said. */
export function closedShopOf(line: CartLine, now: Date): { opensAt: string | null; takesLater: boolean } | null {
  if (line.shopClosed !== true) return null;
  const opensAt = textOr(line.shopOpensAt);
  if (opensAt && Date.parse(opensAt) <= now.getTime()) return null;
  return { opensAt, takesLater: line.shopTakesLater === true };
}

/** The lines by shop, shops in the order the cart first names them: each shop makes its own order. */
export function groupByShop(lines: readonly CartLine[], now: Date = new Date()): ShopGroup[] {
  const groups = new Map<string, ShopGroup>();
  for (const line of lines) {
    const shopName = textOr(line.vendorName);
    const key = textOr(line.vendorId) ?? shopName ?? '';
    const group = groups.get(key) ?? { key, shopName, lines: [], totalPaise: 0, closed: null };
    group.lines.push(line);
    group.closed ??= closedShopOf(line, now);
    if (isOrderable(line)) group.totalPaise += lineTotal(line) ?? 0;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The cart as placeOrder takes it. The cart tells lines apart by id and name, the server by id
 * alone, so a product renamed since it was added is sent once, with both quantities.
 */
export function toOrderLines(lines: readonly CartLine[]): CartLineInput[] {
  const byId = new Map<string, CartLineInput>();
  for (const line of lines) {
    const sent = byId.get(line.id);
    if (sent) sent.quantity += line.quantity;
    else byId.set(line.id, { productId: line.id, quantity: line.quantity, seenPricePaise: priceOf(line) });
  }
  return [...byId.values()];
}

export interface CartProblem {
  productId: string;
  reason: CartProblemReason;
  stock?: number | null;
  pricePaise?: number | null;
  opensAt?: string | null;
  takesLaterOrders?: boolean | null;
}

/**
 * The cart after the server said what must change: each line takes the stock and price the
 * server knows now, an unorderable one is marked, a repriced one remembers what it cost before.
 * Quantities are left alone: the customer chooses to lower them or remove the line. Marks from
 * an earlier answer go, since a line the server did not name is fine as it stands.
 */
export function applyCartProblems(lines: readonly CartLine[], problems: readonly CartProblem[]): CartLine[] {
  const byId = new Map(problems.map((problem) => [problem.productId, problem]));
  return lines.map((line) => {
    const { unavailable: _unavailable, priceWasPaise: _priceWas, ...next } = line;
    const problem = byId.get(line.id);
    if (!problem) return next;
    if (problem.reason === 'SHOP_CLOSED') {
      next.shopClosed = true;
      next.shopOpensAt = problem.opensAt ?? null;
      next.shopTakesLater = problem.takesLaterOrders === true;
    }
    if (typeof problem.stock === 'number') next.stock = problem.stock;
    if (problem.reason === 'UNAVAILABLE') next.unavailable = true;
    const price = priceOf(line);
    if (typeof problem.pricePaise === 'number' && problem.pricePaise !== price) {
      if (price !== null) next.priceWasPaise = price;
      next.pricePaise = problem.pricePaise;
    }
    return next;
  });
}
