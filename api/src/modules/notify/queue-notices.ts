import type { EntityManager } from 'typeorm';
import { OutboxChannel, OutboxKind } from './outbox-enums';

/**
 * Writing messages into the outbox, always inside the caller's transaction: the message commits
 * or rolls back with the change it tells of. Nothing here talks to the network.
 */

type OrderNoticeKind = OutboxKind.ORDER_PLACED | OutboxKind.ORDER_STATUS | OutboxKind.ORDER_ASSIGNED;

/**
 * One message per order for the admins' group, and one for each shop that should hear of it: the
 * order's own shop, or every shop of its kind for a list no shop has taken yet. Shops without a
 * chat group are left out. One statement, however many orders.
 */
export async function queueOrderNotices(
  tx: EntityManager,
  orderIds: string[],
  kind: OrderNoticeKind,
  payload: Record<string, unknown> = {},
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.query(
    `INSERT INTO outbox_message (id, channel, kind, vendor_id, subject_id, reference, payload)
     SELECT gen_random_uuid(), 'CHAT', $2, audience.vendor_id, o.id, o.code, $3::jsonb
       FROM customer_order o
       CROSS JOIN LATERAL (
         SELECT NULL::uuid AS vendor_id
         UNION ALL
         SELECT v.id FROM vendor v
          WHERE v.chat_group_id IS NOT NULL AND v.active
            AND (v.id = o.vendor_id OR (o.vendor_id IS NULL AND v.category = o.category))
       ) audience
      WHERE o.id = ANY($1::uuid[])`,
    [orderIds, kind, JSON.stringify(payload)],
  );
}

/** A message for the admins' group about an appointment or a help request. */
export async function queueAdminNotice(
  tx: EntityManager,
  kind: OutboxKind.APPOINTMENT_BOOKED | OutboxKind.HELP_REQUESTED,
  subjectId: string,
  reference: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO outbox_message (id, channel, kind, subject_id, reference) VALUES (gen_random_uuid(), $1, $2, $3, $4)`,
    [OutboxChannel.CHAT, kind, subjectId, reference],
  );
}

/** A mail. The payload may hold a secret (a reset token): it is erased once the mail is sent. */
export async function queueMail(
  tx: EntityManager,
  kind: OutboxKind.PASSWORD_RESET,
  email: string,
  subjectId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `INSERT INTO outbox_message (id, channel, kind, email, subject_id, reference, payload) VALUES (gen_random_uuid(), $1, $2, $3, $4, $3, $5::jsonb)`,
    [OutboxChannel.MAIL, kind, email, subjectId, JSON.stringify(payload)],
  );
}
