import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../shared/auth/request-auth';
import type { RequestContext } from '../../shared/context';
import { badUserInput, conflict, forbidden, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { newestFirstAfter, newestFirstPageOf, type Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { ProductSection } from './product-section';
import { listProducts, productsWhere } from './product.service';
import type { Product } from './product.types';
import { insertProduct, productEditNow, productEditOf, updateProductEdit } from './product.table';
import { LOW_STOCK_THRESHOLD, MAX_STOCK } from './shop-product.inputs';
import type {
  AdjustStockInput,
  AdminProductsArgs,
  CreateProductInput,
  LowStockArgs,
  SetStockInput,
  StockMovementsArgs,
  UpdateProductInput,
} from './shop-product.inputs';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import type { StockMovement } from './stock-movement.types';

/** The shop a vendor or an admin is acting for: a vendor's own, or the one an admin names. */
async function shopOf(
  ctx: RequestContext,
  user: AuthUser,
  vendorId: string | null | undefined,
): Promise<{ id: string; section: ProductSection }> {
  let id: string;
  if (user.role === UserRole.VENDOR) {
    if (vendorId && requireUuid(vendorId, 'vendorId') !== user.vendorId)
      throw forbidden('You can only change your own shop.', { reason: 'ownShopOnly' });
    id = user.vendorId!;
  } else {
    if (!vendorId) throw badUserInput('Choose the shop.', 'vendorId', { reason: 'shopRequired' });
    id = requireUuid(vendorId, 'vendorId');
  }
  const [shop]: Array<{ category: string; active: boolean }> = await ctx.db.query(
    'SELECT category, active FROM vendor WHERE id = $1',
    [id],
  );
  if (!shop) throw notFound('There is no such shop.', 'vendorId', { reason: 'shopNotFound' });
  // A shop's products appear in the catalog of its own kind; a lab sells tests, not products.
  if (!(Object.values(ProductSection) as string[]).includes(shop.category))
    throw badUserInput('This shop does not sell products.', 'vendorId', { reason: 'shopNoProducts' });
  return { id, section: shop.category as ProductSection };
}

interface LockedProduct {
  id: string;
  vendor_id: string;
  stock: number;
  version: number;
}

/** The product's row, locked for this transaction; a vendor may only lock their own. */
async function lockProduct(tx: EntityManager, user: AuthUser, id: string, field: string): Promise<LockedProduct> {
  const [row]: LockedProduct[] = await tx.query(
    'SELECT id, vendor_id, stock, version FROM product WHERE id = $1 FOR UPDATE',
    [requireUuid(id, field)],
  );
  if (!row) throw notFound('There is no such product.', field, { reason: 'productNotFound' });
  if (user.role === UserRole.VENDOR && row.vendor_id !== user.vendorId)
    throw forbidden('You can only change your own products.', { reason: 'ownProductsOnly' });
  return row;
}

function requireVersion(row: LockedProduct, expected: number): void {
  if (row.version !== expected) {
    throw conflict(
      'Someone changed this product after you opened it. Look at it again, then make your change.',
      'expectedVersion',
      row.version,
      { reason: 'productChanged' },
    );
  }
}

async function recordMovement(
  tx: EntityManager,
  user: AuthUser,
  productId: string,
  delta: number,
  stockAfter: number,
  reason: string,
) {
  await tx.query(
    'INSERT INTO stock_movement (id, product_id, user_id, delta, stock_after, reason) VALUES ($1, $2, $3, $4, $5, $6)',
    [randomUUID(), productId, user.id, delta, stockAfter, reason],
  );
}

async function productById(tx: Pick<EntityManager, 'query'>, id: string): Promise<Product> {
  const [product] = await productsWhere(tx, 'p.id = $1', [id]);
  return product;
}

export async function createProduct(ctx: RequestContext, user: AuthUser, input: CreateProductInput): Promise<Product> {
  const shop = await shopOf(ctx, user, input.vendorId);
  const fields = productEditOf(input);
  const id = randomUUID();
  return ctx.db.transaction(async (tx) => {
    await insertProduct(tx, { id, vendorId: shop.id, section: shop.section, stock: input.stock, ...fields });
    if (input.stock > 0) await recordMovement(tx, user, id, input.stock, input.stock, 'Opening stock');
    await recordAudit(tx, user, {
      entityType: AuditEntity.PRODUCT,
      entityId: id,
      action: 'created',
      after: { ...fields, stock: input.stock },
    });
    return productById(tx, id);
  });
}

export async function updateProduct(ctx: RequestContext, user: AuthUser, input: UpdateProductInput): Promise<Product> {
  const fields = productEditOf(input);
  return ctx.db.transaction(async (tx) => {
    const row = await lockProduct(tx, user, input.id, 'id');
    requireVersion(row, input.expectedVersion);
    const before = await productEditNow(tx, row.id);
    await recordAudit(tx, user, {
      entityType: AuditEntity.PRODUCT,
      entityId: row.id,
      action: 'updated',
      before,
      after: fields,
    });
    await updateProductEdit(tx, row.id, fields);
    return productById(tx, row.id);
  });
}

/** The stock as counted, against the version the count was made on. */
export async function setStock(ctx: RequestContext, user: AuthUser, input: SetStockInput): Promise<Product> {
  const reason = input.reason.trim();
  if (!reason) throw badUserInput('Say why the stock changes.', 'reason', { reason: 'stockReasonRequired' });
  return ctx.db.transaction(async (tx) => {
    const row = await lockProduct(tx, user, input.productId, 'productId');
    requireVersion(row, input.expectedVersion);
    if (input.stock !== row.stock) {
      await tx.query('UPDATE product SET stock = $2, version = version + 1, updated_at = now() WHERE id = $1', [
        row.id,
        input.stock,
      ]);
      await recordMovement(tx, user, row.id, input.stock - row.stock, input.stock, reason);
      await recordAudit(tx, user, {
        entityType: AuditEntity.PRODUCT,
        entityId: row.id,
        action: 'stock',
        before: { stock: row.stock },
        after: { stock: input.stock, reason },
      });
    }
    return productById(tx, row.id);
  });
}

/** Units in or out (a delivery arrived, some spoiled): applied to the stock as it is now, never below zero. */
export async function adjustStock(ctx: RequestContext, user: AuthUser, input: AdjustStockInput): Promise<Product> {
  const reason = input.reason.trim();
  if (!reason) throw badUserInput('Say why the stock changes.', 'reason', { reason: 'stockReasonRequired' });
  return ctx.db.transaction(async (tx) => {
    const row = await lockProduct(tx, user, input.productId, 'productId');
    const after = row.stock + input.delta;
    if (after < 0)
      throw badUserInput(`Only ${row.stock} in stock: you can take away at most ${row.stock}.`, 'delta', {
        reason: 'stockTooLow',
        params: { stock: row.stock },
      });
    // The most a count or a new product may say, so adding up never passes what setStock would refuse.
    if (after > MAX_STOCK) {
      const room = MAX_STOCK - row.stock;
      throw badUserInput(`That is more stock than one product can hold: you can add at most ${room}.`, 'delta', {
        reason: 'stockTooHigh',
        params: { room },
      });
    }
    await tx.query('UPDATE product SET stock = $2, version = version + 1, updated_at = now() WHERE id = $1', [
      row.id,
      after,
    ]);
    await recordMovement(tx, user, row.id, input.delta, after, reason);
    await recordAudit(tx, user, {
      entityType: AuditEntity.PRODUCT,
      entityId: row.id,
      action: 'stock',
      before: { stock: row.stock },
      after: { stock: after, reason },
    });
    return productById(tx, row.id);
  });
}

/** A product's stock ledger, newest first. */
export async function stockMovements(
  ctx: RequestContext,
  user: AuthUser,
  args: StockMovementsArgs,
): Promise<Page<StockMovement>> {
  const productId = requireUuid(args.productId, 'productId');
  const [product]: Array<{ vendor_id: string }> = await ctx.db.query('SELECT vendor_id FROM product WHERE id = $1', [
    productId,
  ]);
  if (!product || (user.role === UserRole.VENDOR && product.vendor_id !== user.vendorId))
    throw notFound('There is no such product.', 'productId', { reason: 'productNotFound' });
  const params: unknown[] = [productId];
  let where = 'm.product_id = $1';
  const after = newestFirstAfter(args, 'm.', (value) => `$${params.push(value)}`);
  if (after) where += ` AND ${after}`;
  const rows: Array<{
    id: string;
    created_at: Date;
    delta: number;
    stock_after: number;
    reason: string;
    by_name: string | null;
  }> = await ctx.db.query(
    `SELECT m.id, m.created_at, m.delta, m.stock_after, m.reason, u.name AS by_name
       FROM stock_movement m LEFT JOIN app_user u ON u.id = m.user_id
      WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT $${params.push(args.first + 1)}`,
    params,
  );
  const page = newestFirstPageOf(rows, args);
  return {
    nodes: page.nodes.map((r) => ({
      id: r.id,
      at: r.created_at,
      delta: r.delta,
      stockAfter: r.stock_after,
      reason: r.reason,
      byName: r.by_name,
    })),
    pageInfo: page.pageInfo,
  };
}

/** The shop's products running out, fewest first (at most 100). */
export async function lowStock(ctx: RequestContext, user: AuthUser, args: LowStockArgs): Promise<Product[]> {
  const shop = await shopOf(ctx, user, args.vendorId);
  return productsWhere(
    ctx.db,
    'p.vendor_id = $1 AND p.stock <= $2',
    [shop.id, args.threshold],
    'p.stock, p.name, p.id LIMIT 100',
  );
}

/**
 * Every shop's products for admins, by name: closed shops' too, and off-sale ones or only those
 * running low when asked. One statement a page, as the catalog's.
 */
export function adminProducts(ctx: RequestContext, args: AdminProductsArgs): Promise<Page<Product>> {
  return listProducts(ctx, args, {
    anyShop: true,
    offSale: args.includeOffSale,
    stockAtMost: args.lowStockOnly ? LOW_STOCK_THRESHOLD : null,
  });
}
