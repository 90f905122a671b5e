import type { RequestContext } from '../../shared/context';
import { requireUuid } from '../../shared/ids';
import { newestFirstAfter, newestFirstPageOf, type Page } from '../../shared/pagination';
import type { UserRole } from '../identity/user-role';
import type { AuditEntity } from './audit-enums';
import type { AuditTrailArgs } from './audit.inputs';
import type { AuditEntry } from './audit.types';

interface AuditRow {
  id: string;
  created_at: Date;
  actor_user_id: string | null;
  actor_name: string;
  actor_role: UserRole;
  entity_type: AuditEntity;
  entity_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One record's changes, newest first. */
export async function auditTrail(ctx: RequestContext, args: AuditTrailArgs): Promise<Page<AuditEntry>> {
  const params: unknown[] = [args.entityType, requireUuid(args.entityId, 'entityId')];
  const where = ['entity_type = $1', 'entity_id = $2'];
  const after = newestFirstAfter(args, '', (value) => `$${params.push(value)}`);
  if (after) where.push(after);
  const rows: AuditRow[] = await ctx.db.query(
    `SELECT id, created_at, actor_user_id, actor_name, actor_role, entity_type, entity_id, action, before, after
       FROM audit_entry WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT $${params.push(args.first + 1)}`,
    params,
  );
  const page = newestFirstPageOf(rows, args);
  return {
    nodes: page.nodes.map((r) => ({
      id: r.id,
      at: r.created_at,
      actorId: r.actor_user_id,
      actorName: r.actor_name,
      actorRole: r.actor_role,
      entityType: r.entity_type,
      entityId: r.entity_id,
      action: r.action,
      before: r.before,
      after: r.after,
    })),
    pageInfo: page.pageInfo,
  };
}
