import { parseRupees, rupeesInput } from '../format/money';
import { toLatinDigits } from '../format/digits';

/** How low is low: stock at or below this shows amber to the shop and "only a few left" to a customer. */
export const LOW_STOCK = 5;

/** The server's limits (api shop-product.inputs.ts). */
export const MAX_PRICE_PAISE = 10_000_000;
export const MAX_STOCK = 1_000_000;

/** A product as its form holds it: everything typed as text. */
export interface ProductFields {
  name: string;
  nameBn: string;
  unit: string;
  price: string;
  mrp: string;
  description: string;
  descriptionBn: string;
  available: boolean;
  /** Only when adding a product: the stock it starts with. */
  stock: string;
}

export type ProductFieldProblem =
  'nameRequired' | 'unitRequired' | 'priceInvalid' | 'mrpInvalid' | 'mrpBelowPrice' | 'stockInvalid';

/** What ProductInput carries (name, prices, availability …); the same for a new product and an edit. */
export interface ProductValues {
  name: string;
  nameBn: string | null;
  description: string | null;
  descriptionBn: string | null;
  unit: string;
  pricePaise: number;
  mrpPaise: number;
  available: boolean;
}

export const emptyProductFields: ProductFields = {
  name: '',
  nameBn: '',
  unit: '',
  price: '',
  mrp: '',
  description: '',
  descriptionBn: '',
  available: true,
  stock: '0',
};

export function fieldsOf(product: {
  name: string;
  nameBn: string | null;
  unit: string;
  pricePaise: number;
  mrpPaise: number;
  description: string | null;
  descriptionBn?: string | null;
  available: boolean;
  stock: number;
}): ProductFields {
  return {
    name: product.name,
    nameBn: product.nameBn ?? '',
    unit: product.unit,
    price: rupeesInput(product.pricePaise),
    mrp: rupeesInput(product.mrpPaise),
    description: product.description ?? '',
    descriptionBn: product.descriptionBn ?? '',
    available: product.available,
    stock: String(product.stock),
  };
}

/** A whole number of units typed, 0 or more (at most `max`); null otherwise. */
export function parseCount(text: string, max = MAX_STOCK): number | null {
  const trimmed = toLatinDigits(text).trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count <= max ? count : null;
}

/**
 * The values to send, or the problems field by field. An empty MRP means "the same as the
 * price", as most loose goods in a village shop have no printed price.
 */
export function productValuesFrom(
  fields: ProductFields,
  { withStock = false } = {},
):
  | { ok: true; values: ProductValues; stock: number }
  | { ok: false; problems: Partial<Record<keyof ProductFields, ProductFieldProblem>> } {
  const problems: Partial<Record<keyof ProductFields, ProductFieldProblem>> = {};
  const name = fields.name.trim();
  const unit = fields.unit.trim();
  if (!name) problems.name = 'nameRequired';
  if (!unit) problems.unit = 'unitRequired';
  const pricePaise = parseRupees(fields.price);
  if (pricePaise === null || pricePaise > MAX_PRICE_PAISE) problems.price = 'priceInvalid';
  const mrpPaise = fields.mrp.trim() ? parseRupees(fields.mrp) : pricePaise;
  if (fields.mrp.trim() && (mrpPaise === null || mrpPaise > MAX_PRICE_PAISE)) problems.mrp = 'mrpInvalid';
  else if (pricePaise !== null && mrpPaise !== null && mrpPaise < pricePaise) problems.mrp = 'mrpBelowPrice';
  const stock = withStock ? parseCount(fields.stock) : 0;
  if (stock === null) problems.stock = 'stockInvalid';
  if (Object.keys(problems).length > 0 || pricePaise === null || mrpPaise === null || stock === null)
    return { ok: false, problems };
  return {
    ok: true,
    stock,
    values: {
      name,
      nameBn: fields.nameBn.trim() || null,
      description: fields.description.trim() || null,
      descriptionBn: fields.descriptionBn.trim() || null,
      unit,
      pricePaise,
      mrpPaise,
      available: fields.available,
    },
  };
}
