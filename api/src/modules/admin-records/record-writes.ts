import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../shared/auth/request-auth';
import type { RequestContext } from '../../shared/context';
import type { RecordEntity } from '../../shared/db/record.entity';
import { badUserInput, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { recordAudit } from '../audit/record-audit';
import type { RecordKind } from './record-kind';

/** The stored fields' values as the trail keeps them: dates and times as text. */
/** Columns kept from others on every write (search_text from the names): not an admin's change, so not in the trail. */
const DERIVED = new Set(['searchText']);

function auditable(fields: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => !DERIVED.has(key))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The same keys read from a stored row, so before and after compare like with like. */
function pick(row: object, keys: string[]): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  return auditable(Object.fromEntries(keys.map((key) => [key, source[key]])));
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** PostgreSQL's code and constraint, from TypeORM's error or the driver's own. */
function dbError(error: unknown): { code?: string; constraint?: string } {
  const { driverError } = error as { driverError?: { code?: string; constraint?: string } };
  return driverError ?? (error as { code?: string; constraint?: string });
}

/**
 * Runs a write that may clash with a unique constraint; a clash the kind names becomes
 * BAD_USER_INPUT on its field. Inside a savepoint, so the transaction stays usable either way.
 */
async function guardedWrite(
  tx: EntityManager,
  kind: RecordKind<RecordEntity, never, unknown, never>,
  write: () => Promise<unknown>,
): Promise<void> {
  await tx.query('SAVEPOINT record_write');
  try {
    await write();
    await tx.query('RELEASE SAVEPOINT record_write');
  } catch (error) {
    const { code, constraint } = dbError(error);
    const clash = code === UNIQUE_VIOLATION && constraint ? kind.unique?.[constraint] : undefined;
    if (!clash) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT record_write');
    throw badUserInput(clash.message, clash.field, clash.why);
  }
}

/** A new record and its line in the trail, together or not at all. */
export async function createRecord<E extends RecordEntity, I, N>(
  ctx: RequestContext,
  admin: AuthUser,
  kind: RecordKind<E, I, N, never>,
  input: I,
): Promise<N> {
  const id = randomUUID();
  const row = await ctx.db.transaction(async (tx) => {
    const fields = await kind.fields(input, tx, { ctx, id });
    await guardedWrite(tx, kind as never, () => tx.insert(kind.entity, { ...fields, id } as never));
    const parts = (await kind.parts?.write(input, tx, id)) ?? {};
    await recordAudit(tx, admin, {
      entityType: kind.auditType,
      entityId: id,
      action: 'created',
      after: { ...auditable(fields), ...parts },
    });
    return tx.findOneByOrFail(kind.entity, { id } as never);
  });
  ctx.log.info({ id, kind: kind.auditType }, `${kind.noun} created`);
  return kind.toNode(row);
}

/** Loads the row for a change, locked so two admins' changes queue rather than cross. */
async function lockedRow<E extends RecordEntity>(
  tx: EntityManager,
  kind: RecordKind<E, never, unknown, never>,
  id: string,
): Promise<E> {
  const row = await tx.findOne(kind.entity, { where: { id } as never, lock: { mode: 'pessimistic_write' } });
  if (!row) throw notFound(`There is no ${kind.noun} with this id.`, 'id', { reason: 'recordNotFound' });
  return row;
}

/** Every field of a record, replaced by the input's; the trail keeps what changed. */
export async function updateRecord<E extends RecordEntity, I, N>(
  ctx: RequestContext,
  admin: AuthUser,
  kind: RecordKind<E, I, N, never>,
  rawId: string,
  input: I,
): Promise<N> {
  const id = requireUuid(rawId, 'id');
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockedRow<E>(tx, kind, id);
    const fields = await kind.fields(input, tx, { ctx, id, stored: before });
    const partsBefore = (await kind.parts?.read(tx, id)) ?? {};
    await guardedWrite(tx, kind as never, () => tx.update(kind.entity, { id }, fields as never));
    const partsAfter = (await kind.parts?.write(input, tx, id)) ?? {};
    const keys = Object.keys(fields);
    await recordAudit(tx, admin, {
      entityType: kind.auditType,
      entityId: id,
      action: 'updated',
      before: { ...pick(before, keys), ...partsBefore },
      after: { ...auditable(fields), ...partsAfter },
    });
    return tx.findOneByOrFail(kind.entity, { id } as never);
  });
  return kind.toNode(row);
}

/**
 * Deletes a record nothing points to. One that orders, appointments or other records point to
 * is refused with the kind's reason (hide it instead, where the kind can be hidden), so no
 * history ever loses what it refers to.
 */
export async function deleteRecord<E extends RecordEntity>(
  ctx: RequestContext,
  admin: AuthUser,
  kind: RecordKind<E, never, unknown, never>,
  rawId: string,
): Promise<{ id: string }> {
  const id = requireUuid(rawId, 'id');
  await ctx.db.transaction(async (tx) => {
    const before = await lockedRow(tx, kind, id);
    const refusal = await kind.deleteRefusal?.(before, tx);
    if (refusal)
      throw badUserInput(
        typeof refusal === 'string' ? refusal : refusal.message,
        'id',
        typeof refusal === 'string' ? undefined : refusal.why,
      );
    for (const ref of kind.references ?? []) {
      const [{ used }]: Array<{ used: boolean }> = await tx.query(
        `SELECT EXISTS (SELECT 1 FROM "${ref.table}" WHERE "${ref.column}" = $1) AS used`,
        [id],
      );
      if (used) throw badUserInput(ref.reason, 'id', ref.why);
    }
    const parts = (await kind.parts?.read(tx, id)) ?? {};
    try {
      await tx.query('SAVEPOINT record_delete');
      await tx.delete(kind.entity, { id });
      await tx.query('RELEASE SAVEPOINT record_delete');
    } catch (error) {
      // A reference the kind does not list (a new table): refused the same way, never a 500.
      if (dbError(error).code !== FOREIGN_KEY_VIOLATION) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT record_delete');
      throw badUserInput(`Other records point to this ${kind.noun}, so it cannot be deleted.`, 'id', {
        reason: 'recordInUse',
      });
    }
    const { id: _id, createdAt: _c, updatedAt: _u, ...stored } = before as RecordEntity & Record<string, unknown>;
    await recordAudit(tx, admin, {
      entityType: kind.auditType,
      entityId: id,
      action: 'deleted',
      before: { ...auditable(stored), ...parts },
    });
  });
  ctx.log.info({ id, kind: kind.auditType }, `${kind.noun} deleted`);
  return { id };
}
