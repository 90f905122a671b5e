import type { AuthUser } from '../../shared/auth/request-auth';
import type { RequestContext } from '../../shared/context';
import { transactionWithRetry } from '../../shared/db/retry';
import { badUserInput, forbidden, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { keysetPage, type Page } from '../../shared/pagination';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import { VendorCategory } from '../catalog/vendor-category';
import { UserRole } from '../identity/user-role';
import { LabTestEntity } from './lab-test.entity';
import { toLabTest } from './lab-test.service';
import { matchEveryWord } from './medical-search';
import type { ShopLabTestsArgs, UpdateShopLabTestInput } from './shop-lab-test.inputs';
import type { ShopLabTest } from './shop-lab-test.types';

const toShopLabTest = (row: LabTestEntity): ShopLabTest => ({ ...toLabTest(row), active: row.active });

/** The lab a vendor or an admin is acting for: a vendor's own, or the one an admin names. */
async function labOf(ctx: RequestContext, user: AuthUser, vendorId: string | null | undefined): Promise<string> {
  let id: string;
  if (user.role === UserRole.VENDOR) {
    if (vendorId && requireUuid(vendorId, 'vendorId') !== user.vendorId)
      throw forbidden("You can only see your own lab's tests.", { reason: 'ownLabTestsSee' });
    id = user.vendorId!;
  } else {
    if (!vendorId) throw badUserInput('Choose the lab.', 'vendorId', { reason: 'labRequired' });
    id = requireUuid(vendorId, 'vendorId');
  }
  const [shop]: Array<{ category: VendorCategory }> = await ctx.db.query('SELECT category FROM vendor WHERE id = $1', [
    id,
  ]);
  if (!shop) throw notFound('There is no such lab.', 'vendorId', { reason: 'labNotFound' });
  if (shop.category !== VendorCategory.LAB)
    throw badUserInput('This shop runs no lab tests.', 'vendorId', { reason: 'shopNotLab' });
  return id;
}

/** A lab's tests by name, those not taking bookings too: for its vendor, or an admin naming it. */
export async function shopLabTests(
  ctx: RequestContext,
  user: AuthUser,
  args: ShopLabTestsArgs,
): Promise<Page<ShopLabTest>> {
  const vendorId = await labOf(ctx, user, args.vendorId);
  const query = ctx.db.createQueryBuilder(LabTestEntity, 't').where('t.vendor_id = :vendorId', { vendorId });
  matchEveryWord(query, ['t.name', 't.name_bn', 't.sample'], args.search);
  const result = await keysetPage(query, args, { expression: 't.name', valueOf: (row) => row.name });
  return { nodes: result.nodes.map(toShopLabTest), pageInfo: result.pageInfo };
}

/**
 * A lab sets its own price of a test and whether it takes bookings; an admin may for any lab.
 * New bookings pay the new price (lab-booking.service reads it), bookings made keep theirs. The
 * audit trail keeps both sides.
 */
export async function updateShopLabTest(
  ctx: RequestContext,
  user: AuthUser,
  input: UpdateShopLabTestInput,
): Promise<ShopLabTest> {
  const id = requireUuid(input.id, 'id');
  return transactionWithRetry(ctx.db, async (tx) => {
    const row = await tx.getRepository(LabTestEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw notFound('There is no such lab test.', 'id', { reason: 'labTestNotFound' });
    if (user.role === UserRole.VENDOR && (!row.vendorId || row.vendorId !== user.vendorId))
      throw forbidden("You can only change your own lab's tests.", { reason: 'ownLabTestsChange' });
    const before = { pricePaise: row.pricePaise, active: row.active };
    const after = { pricePaise: input.pricePaise, active: input.active };
    if (before.pricePaise !== after.pricePaise || before.active !== after.active) {
      await tx.query('UPDATE lab_test SET price_paise = $2, active = $3, updated_at = now() WHERE id = $1', [
        id,
        after.pricePaise,
        after.active,
      ]);
      await recordAudit(tx, user, { entityType: AuditEntity.LAB_TEST, entityId: id, action: 'updated', before, after });
    }
    return toShopLabTest(Object.assign(row, after));
  });
}
