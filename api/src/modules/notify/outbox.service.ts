import type { RequestContext } from '../../shared/context';
import { badUserInput, notFound } from '../../shared/errors';
import { requireUuid } from '../../shared/ids';
import type { OrderStatus } from '../orders/order-status';
import { AuditEntity } from '../audit/audit-enums';
import { recordAudit } from '../audit/record-audit';
import { newestFirstAfter, newestFirstPageOf, type Page } from '../../shared/pagination';
import { OutboxStatus, type OutboxChannel, type OutboxKind } from './outbox-enums';
import type { OutboxMessagesArgs } from './outbox.inputs';
import type { OutboxCounts, OutboxMessage } from './outbox.types';

interface OutboxRow {
  id: string;
  channel: OutboxChannel;
  kind: OutboxKind;
  status: OutboxStatus;
  reference: string;
  order_status: OrderStatus | null;
  shop_name: string | null;
  email: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
  sent_at: Date | null;
}

const toMessage = (r: OutboxRow): OutboxMessage => ({
  id: r.id,
  channel: r.channel,
  kind: r.kind,
  status: r.status,
  reference: r.reference,
  orderStatus: r.order_status,
  shopName: r.shop_name,
  email: r.email,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: r.created_at,
  nextAttemptAt: r.next_attempt_at,
  sentAt: r.sent_at,
});

// Only the order state is read out of the payload: a mail's payload (a reset token) never leaves the table.
const SELECT = `SELECT m.id, m.channel, m.kind, m.status, m.reference,
                       CASE WHEN m.kind = 'ORDER_STATUS' THEN m.payload->>'to' END AS order_status, v.name AS shop_name, m.email, m.attempts, m.last_error,
                       m.created_at, m.next_attempt_at, m.sent_at
                  FROM outbox_message m LEFT JOIN vendor v ON v.id = m.vendor_id`;

/** Messages newest first, of one state or all. (The payload, which may hold a reset token, is never shown.) */
export async function listOutboxMessages(ctx: RequestContext, args: OutboxMessagesArgs): Promise<Page<OutboxMessage>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (args.status) where.push(`m.status = $${params.push(args.status)}`);
  const after = newestFirstAfter(args, 'm.', (value) => `$${params.push(value)}`);
  if (after) where.push(after);
  const rows: OutboxRow[] = await ctx.db.query(
    `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY m.created_at DESC, m.id DESC LIMIT $${params.push(args.first + 1)}`,
    params,
  );
  const page = newestFirstPageOf(rows, args);
  return { nodes: page.nodes.map(toMessage), pageInfo: page.pageInfo };
}

export async function outboxCounts(ctx: RequestContext): Promise<OutboxCounts> {
  const [row]: Array<{ pending: number; failed: number }> = await ctx.db.query(
    `SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending, count(*) FILTER (WHERE status = 'FAILED')::int AS failed
       FROM outbox_message WHERE status <> 'SENT'`,
  );
  return row;
}

/** A failed message back in the queue, due now, with five fresh tries. */
export async function retryOutboxMessage(ctx: RequestContext, idInput: string): Promise<OutboxMessage> {
  const id = requireUuid(idInput, 'id');
  const admin = await ctx.auth.require();
  const row = await ctx.db.transaction(async (tx) => {
    const [, count]: [unknown[], number] = await tx.query(
      `UPDATE outbox_message SET status = 'PENDING', attempts = 0, next_attempt_at = now(), locked_until = NULL, updated_at = now()
        WHERE id = $1 AND status = 'FAILED'`,
      [id],
    );
    const [found]: OutboxRow[] = await tx.query(`${SELECT} WHERE m.id = $1`, [id]);
    if (!found) throw notFound('There is no such message.', 'id', { reason: 'messageNotFound' });
    if (count === 0)
      throw badUserInput(
        found.status === OutboxStatus.SENT ? 'This message was already sent.' : 'This message is still being sent.',
        'id',
        { reason: found.status === OutboxStatus.SENT ? 'messageSent' : 'messageSending' },
      );
    await recordAudit(tx, admin, {
      entityType: AuditEntity.OUTBOX_MESSAGE,
      entityId: id,
      action: 'retried',
      before: { status: 'FAILED' },
      after: { status: 'PENDING' },
    });
    return found;
  });
  ctx.log.info({ message: id, reference: row.reference }, 'outbox message put back for another try');
  return toMessage(row);
}

/** Every failed message back in the queue (after the bot or mail server is mended); how many. */
export async function retryFailedOutboxMessages(ctx: RequestContext): Promise<number> {
  const [, count]: [unknown[], number] = await ctx.db.query(
    `UPDATE outbox_message SET status = 'PENDING', attempts = 0, next_attempt_at = now(), locked_until = NULL, updated_at = now()
      WHERE status = 'FAILED'`,
  );
  ctx.log.info({ count }, 'failed outbox messages put back for another try');
  return count;
}
