import type { EntityManager } from 'typeorm';
import type { AuditEntity } from './audit-enums';

/** Who made a change: a signed-in staff member (the request's AuthUser will do). */
export interface AuditActor {
  id: string;
}

export interface AuditChange {
  entityType: AuditEntity;
  entityId: string;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a change in the caller's transaction, so the trail holds exactly the changes that
 * committed. The actor's role and name are copied from their account in the same statement.
 * Only the fields that differ are kept, before and after.
 */
export async function recordAudit(tx: EntityManager, actor: AuditActor, change: AuditChange): Promise<void> {
  const { before, after } = changedFields(change.before ?? null, change.after ?? null);
  await tx.query(
    `INSERT INTO audit_entry (id, actor_user_id, actor_role, actor_name, entity_type, entity_id, action, before, after)
     SELECT gen_random_uuid(), u.id, u.role, u.name, $2, $3, $4, $5::jsonb, $6::jsonb FROM app_user u WHERE u.id = $1`,
    [
      actor.id,
      change.entityType,
      change.entityId,
      change.action,
      before && JSON.stringify(before),
      after && JSON.stringify(after),
    ],
  );
}

/** Both sides cut to the keys whose values differ; a side with no keys left is null. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  const pick = (side: Record<string, unknown>) =>
    keys.length ? Object.fromEntries(keys.map((k) => [k, side[k] ?? null])) : null;
  return { before: pick(before), after: pick(after) };
}
