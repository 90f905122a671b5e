import { badUserInput } from '../../shared/errors';
import { selectList, unprefixed, type Columns, type Queryable } from '../../shared/db/table-columns';
import { searchTextOf } from '../../shared/search/search-text';
import { productImageUrl } from './product-image';
import type { ProductEntity } from './product.entity';
import type { ProductInput } from './shop-product.inputs';
import type { Product } from './product.types';
import { toVendor, VENDOR_COLUMNS } from './vendor.table';

/**
 * The product table, in one place: the columns the API reads and writes, its row, and the
 * mappings from a shop's form to the row and from the row to the GraphQL type. A new column is
 * added to the entity (and a migration) and here; every statement below and in product.service
 * takes its column list from these.
 */

/** A product's row as the API reads it: every column of the entity but the ones only kept up. */
export type ProductRow = Omit<ProductEntity, 'vendor' | 'searchText' | 'createdAt' | 'updatedAt'>;

export const PRODUCT_COLUMNS: Columns<ProductRow> = {
  id: 'id',
  vendorId: 'vendor_id',
  section: 'section',
  name: 'name',
  nameBn: 'name_bn',
  description: 'description',
  descriptionBn: 'description_bn',
  unit: 'unit',
  pricePaise: 'price_paise',
  mrpPaise: 'mrp_paise',
  stock: 'stock',
  available: 'available',
  image: 'image',
  version: 'version',
};

/** The fields a shop and an admin edit on the product's form, in the order the audit trail keeps them. */
const EDITED = [
  'name',
  'nameBn',
  'description',
  'descriptionBn',
  'unit',
  'pricePaise',
  'mrpPaise',
  'available',
] as const satisfies ReadonlyArray<keyof ProductRow>;
export type ProductEdit = Pick<ProductRow, (typeof EDITED)[number]>;

/** What the form says, as stored: trimmed, empty optional words as null; BAD_USER_INPUT naming the field otherwise. */
export function productEditOf(input: ProductInput): ProductEdit {
  const name = input.name.trim();
  if (!name) throw badUserInput('Give the product a name.', 'name', { reason: 'productNameRequired' });
  const unit = input.unit.trim();
  if (!unit) throw badUserInput('Say what one unit is, such as 1 kg.', 'unit', { reason: 'unitRequired' });
  if (input.mrpPaise < input.pricePaise)
    throw badUserInput('The MRP cannot be below the price.', 'mrpPaise', { reason: 'mrpBelowPrice' });
  return {
    name,
    nameBn: input.nameBn?.trim() || null,
    description: input.description?.trim() || null,
    descriptionBn: input.descriptionBn?.trim() || null,
    unit,
    pricePaise: input.pricePaise,
    mrpPaise: input.mrpPaise,
    available: input.available,
  };
}

/** The columns written, the search text (kept from the names on every write, never read back) among them. */
const WRITTEN: Columns<ProductRow & { searchText: string }> = { ...PRODUCT_COLUMNS, searchText: 'search_text' };

/** The names as a search finds them, kept on every write of them. */
const searchTextFor = (edit: ProductEdit) => searchTextOf(edit.name, edit.nameBn);

/** A new product: its shop, its catalog and its opening stock beside what the form says. */
export async function insertProduct(
  db: Queryable,
  product: ProductEdit & Pick<ProductRow, 'id' | 'vendorId' | 'section' | 'stock'>,
): Promise<void> {
  const values = { ...product, searchText: searchTextFor(product) };
  const names = ['id', 'vendorId', 'section', ...EDITED, 'stock', 'searchText'] as const;
  await db.query(
    `INSERT INTO product (${names.map((name) => WRITTEN[name]).join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    names.map((name) => values[name]),
  );
}

/** What the form says, over the product's row; its version goes up. */
export async function updateProductEdit(db: Queryable, id: string, edit: ProductEdit): Promise<void> {
  const values = { ...edit, searchText: searchTextFor(edit) };
  const names = [...EDITED, 'searchText'] as const;
  await db.query(
    `UPDATE product SET ${names.map((name, i) => `${WRITTEN[name]} = $${i + 2}`).join(', ')},
            version = version + 1, updated_at = now()
      WHERE id = $1`,
    [id, ...names.map((name) => values[name])],
  );
}

/** The edited fields as they are now, for the audit trail's "before". */
export async function productEditNow(db: Queryable, id: string): Promise<ProductEdit> {
  const edited = Object.fromEntries(EDITED.map((name) => [name, PRODUCT_COLUMNS[name]])) as Columns<ProductEdit>;
  const [row]: ProductEdit[] = await db.query(`SELECT ${selectList(edited, 'p')} FROM product p WHERE p.id = $1`, [id]);
  return row;
}

/**
 * A product with its shop, read in one statement: the product's columns as they are, the
 * shop's under the prefix `v_`.
 */
export const PRODUCT_AND_VENDOR_COLUMNS = `${selectList(PRODUCT_COLUMNS, 'p')}, ${selectList(VENDOR_COLUMNS, 'v', 'v_')}`;

/** A row of PRODUCT_AND_VENDOR_COLUMNS as the GraphQL type. */
export function toProduct(row: ProductRow & Record<string, unknown>): Product {
  return {
    id: row.id,
    section: row.section,
    name: row.name,
    nameBn: row.nameBn,
    description: row.description,
    descriptionBn: row.descriptionBn,
    unit: row.unit,
    pricePaise: row.pricePaise,
    mrpPaise: row.mrpPaise,
    stock: row.stock,
    available: row.available,
    imageUrl: productImageUrl(row.image),
    version: row.version,
    vendor: toVendor(unprefixed(row, VENDOR_COLUMNS, 'v_')),
  };
}
