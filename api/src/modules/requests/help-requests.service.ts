import { randomUUID } from 'node:crypto';
import { countAnonymousWrite } from '../../shared/throttle/write-limits';
import type { RequestContext } from '../../shared/context';
import type { AuthUser } from '../../shared/auth/request-auth';
import { badUserInput, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import { newestFirstAfter, newestFirstPageOf, type Page } from '../../shared/pagination';
import { normalizeIndianMobile } from '../../shared/phone';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import { OutboxKind } from '../notify/outbox-enums';
import { queueAdminNotice } from '../notify/queue-notices';
import { newCheckoutCode } from '../orders/order-code';
import { HELP_REQUEST_MOVES, HelpRequestKind, HelpRequestStatus } from './help-request-enums';
import type { HelpRequestInput, HelpRequestsArgs, UpdateHelpRequestInput } from './help-request.inputs';
import type { HelpRequest, HelpRequestReceipt } from './help-request.types';

/** A request for help, recorded for admins to follow up. The same key again returns the same code. */
export async function requestHelp(ctx: RequestContext, input: HelpRequestInput): Promise<HelpRequestReceipt> {
  const name = input.name.trim();
  if (!name) throw badUserInput('Enter your name.', 'name', { reason: 'nameRequired' });
  const phone = normalizeIndianMobile(input.phone);
  if (!phone)
    throw badUserInput('Enter a 10-digit mobile number, such as 98765 43210.', 'phone', { reason: 'mobileInvalid' });
  const message = input.message.trim();
  if (!message) throw badUserInput('Say what you need.', 'message', { reason: 'messageRequired' });
  let serviceType: string | null = null;
  if (input.kind === HelpRequestKind.SERVICE) {
    serviceType = input.serviceType?.trim().toLowerCase() ?? '';
    const [known] = serviceType
      ? await ctx.db.query<unknown[]>('SELECT 1 FROM service_provider WHERE type = $1 AND active LIMIT 1', [
          serviceType,
        ])
      : [];
    if (!known) throw badUserInput('Choose one of the services listed.', 'serviceType', { reason: 'serviceUnknown' });
  }
  await countAnonymousWrite(ctx, { phone, table: 'help_request', idempotencyKey: input.idempotencyKey });

  const inserted = await ctx.db.transaction(async (tx) => {
    const rows: Array<{ id: string; code: string; status: HelpRequestStatus }> = await tx.query(
      `INSERT INTO help_request (id, code, idempotency_key, kind, service_type, name, phone, village, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, code, status`,
      [
        randomUUID(),
        `HR-${newCheckoutCode()}`,
        input.idempotencyKey,
        input.kind,
        serviceType,
        name,
        phone,
        input.village?.trim() || null,
        message,
      ],
    );
    if (rows[0]) await queueAdminNotice(tx, OutboxKind.HELP_REQUESTED, rows[0].id, rows[0].code);
    return rows;
  });
  if (inserted[0]) {
    ctx.log.info({ kind: input.kind, code: inserted[0].code }, 'help requested');
    return { code: inserted[0].code, status: inserted[0].status };
  }
  const [existing]: Array<{ code: string; status: HelpRequestStatus; phone: string }> = await ctx.db.query(
    'SELECT code, status, phone FROM help_request WHERE idempotency_key = $1',
    [input.idempotencyKey],
  );
  // A key is the browser's own; one reused for someone else's number is a mistake, not a retry.
  if (existing.phone !== phone)
    throw badUserInput('This request was already sent with other details. Please reload the page.', 'idempotencyKey', {
      reason: 'requestKeyReused',
    });
  return { code: existing.code, status: existing.status };
}

interface HelpRequestRow {
  id: string;
  code: string;
  kind: HelpRequestKind;
  service_type: string | null;
  name: string;
  phone: string;
  village: string | null;
  message: string;
  status: HelpRequestStatus;
  admin_note: string | null;
  created_at: Date;
}

const toHelpRequest = (r: HelpRequestRow): HelpRequest => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  serviceType: r.service_type,
  name: r.name,
  phone: r.phone,
  village: r.village,
  message: r.message,
  status: r.status,
  adminNote: r.admin_note,
  createdAt: r.created_at,
  nextStatuses: HELP_REQUEST_MOVES[r.status],
});

const COLUMNS = 'id, code, kind, service_type, name, phone, village, message, status, admin_note, created_at';

/** Requests for admins, newest first, of one status or kind or all. */
export async function listHelpRequests(ctx: RequestContext, args: HelpRequestsArgs): Promise<Page<HelpRequest>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (args.status) where.push(`status = $${params.push(args.status)}`);
  if (args.kind) where.push(`kind = $${params.push(args.kind)}`);
  const after = newestFirstAfter(args, '', (value) => `$${params.push(value)}`);
  if (after) where.push(after);
  const rows: HelpRequestRow[] = await ctx.db.query(
    `SELECT ${COLUMNS} FROM help_request ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY created_at DESC, id DESC LIMIT $${params.push(args.first + 1)}`,
    params,
  );
  const page = newestFirstPageOf(rows, args);
  return { nodes: page.nodes.map(toHelpRequest), pageInfo: page.pageInfo };
}

/** An admin moves a request on (see HELP_REQUEST_MOVES) and may note what was done. */
export async function updateHelpRequest(
  ctx: RequestContext,
  admin: AuthUser,
  input: UpdateHelpRequestInput,
): Promise<HelpRequest> {
  const id = requireUuid(input.id, 'id');
  return ctx.db.transaction(async (tx) => {
    const [current]: HelpRequestRow[] = await tx.query(`SELECT ${COLUMNS} FROM help_request WHERE id = $1 FOR UPDATE`, [
      id,
    ]);
    if (!current) throw notFound('There is no such request.', 'id', { reason: 'requestNotFound' });
    if (input.status !== current.status && !HELP_REQUEST_MOVES[current.status].includes(input.status)) {
      throw badUserInput(
        `A request that is ${current.status.toLowerCase().replace('_', ' ')} cannot become ${input.status.toLowerCase().replace('_', ' ')}.`,
        'status',
        { reason: 'requestStatusMove', params: { from: current.status, to: input.status } },
      );
    }
    // For an UPDATE, TypeORM answers [rows, count].
    const [[updated]]: [HelpRequestRow[], number] = await tx.query(
      `UPDATE help_request SET status = $2, admin_note = COALESCE($3, admin_note), handled_by = $4, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, input.status, input.note?.trim() || null, admin.id],
    );
    await recordAudit(tx, admin, {
      entityType: AuditEntity.HELP_REQUEST,
      entityId: id,
      action: 'updated',
      before: { status: current.status, adminNote: current.admin_note },
      after: { status: updated.status, adminNote: updated.admin_note },
    });
    return toHelpRequest(updated);
  });
}
