import type { EntityManager } from 'typeorm';
import { findOrderRows, type OrderRow } from '../orders/order-details';
import type { OrderStatus } from '../orders/order-status';
import {
  appointmentMessage,
  helpRequestMessage,
  orderMessage,
  passwordResetMail,
  type AppointmentFacts,
  type HelpRequestFacts,
  type OrderChange,
  type OrderFacts,
} from './message-texts';
import { OutboxChannel, OutboxKind } from './outbox-enums';

/** A message as the worker claimed it from the outbox. */
export interface ClaimedMessage {
  id: string;
  channel: OutboxChannel;
  kind: OutboxKind;
  vendor_id: string | null;
  email: string | null;
  subject_id: string;
  reference: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export type Rendered =
  | { channel: OutboxChannel.CHAT; chatId: string; text: string }
  | { channel: OutboxChannel.MAIL; to: string; subject: string; text: string }
  /** Nothing to send it to, or nothing left to tell: fails without a try. */
  | { problem: string };

export interface RenderSettings {
  publicUrl: string;
  /** The admins' chat group. */
  adminChatId: string;
}

interface LineRow {
  order_id: string;
  name: string;
  unit: string | null;
  quantity: number | null;
  total_paise: number | null;
  available: boolean;
}

/**
 * The text of each claimed message, from the records as they are now (the order's lines and
 * prices, the shop's chat group), read in a handful of statements for the whole batch.
 */
export async function renderMessages(
  db: EntityManager,
  messages: ClaimedMessage[],
  settings: RenderSettings,
): Promise<Map<string, Rendered>> {
  const idsOf = (kinds: OutboxKind[]) => [
    ...new Set(messages.filter((m) => kinds.includes(m.kind)).map((m) => m.subject_id)),
  ];
  const orderIds = idsOf([OutboxKind.ORDER_PLACED, OutboxKind.ORDER_STATUS, OutboxKind.ORDER_ASSIGNED]);
  const appointmentIds = idsOf([OutboxKind.APPOINTMENT_BOOKED]);
  const helpIds = idsOf([OutboxKind.HELP_REQUESTED]);
  const vendorIds = [...new Set(messages.map((m) => m.vendor_id).filter((id): id is string => id !== null))];
  const riderIds = [
    ...new Set(messages.map((m) => m.payload.riderId).filter((id): id is string => typeof id === 'string')),
  ];

  const none = Promise.resolve([]);
  const [orders, lines, vendors, riders, appointments, helpRequests] = await Promise.all([
    orderIds.length ? findOrderRows(db, 'o.id = ANY($1::uuid[])', [orderIds]) : (none as Promise<OrderRow[]>),
    orderIds.length
      ? db.query<LineRow[]>(
          `SELECT order_id, name, unit, quantity, total_paise, available FROM order_line WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position`,
          [orderIds],
        )
      : (none as Promise<LineRow[]>),
    vendorIds.length
      ? db.query<Array<{ id: string; category: string; chat_group_id: string | null }>>(
          `SELECT id, category, chat_group_id FROM vendor WHERE id = ANY($1::uuid[])`,
          [vendorIds],
        )
      : none,
    riderIds.length
      ? db.query<Array<{ id: string; name: string; phone: string | null }>>(
          `SELECT id, name, phone FROM app_user WHERE id = ANY($1::uuid[])`,
          [riderIds],
        )
      : none,
    appointmentIds.length
      ? db.query<Array<AppointmentFacts & { id: string }>>(
          `SELECT a.id, a.code, d.name AS "doctorName", to_char(s.day, 'YYYY-MM-DD') AS day, to_char(s.starts_at, 'HH24:MI') AS "startsAt",
                  a.patient_name AS "patientName", a.patient_phone AS "patientPhone", a.patient_age AS "patientAge", a.note
             FROM appointment a JOIN appointment_slot s ON s.id = a.slot_id JOIN doctor d ON d.id = a.doctor_id
            WHERE a.id = ANY($1::uuid[])`,
          [appointmentIds],
        )
      : none,
    helpIds.length
      ? db.query<Array<HelpRequestFacts & { id: string }>>(
          `SELECT id, code, kind, service_type AS "serviceType", name, phone, village, message FROM help_request WHERE id = ANY($1::uuid[])`,
          [helpIds],
        )
      : none,
  ]);

  const linesOf = new Map<string, LineRow[]>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  const facts = new Map(orders.map((o) => [o.id, orderFacts(o, linesOf.get(o.id) ?? [])]));
  const vendorById = new Map(vendors.map((v) => [v.id, v]));
  const riderById = new Map(riders.map((r) => [r.id, r]));
  const appointmentById = new Map(appointments.map((a) => [a.id, a]));
  const helpById = new Map(helpRequests.map((h) => [h.id, h]));
  const url = (path: string) => `${settings.publicUrl}${path}`;

  const render = (m: ClaimedMessage): Rendered => {
    if (m.channel === OutboxChannel.MAIL) {
      const token = m.payload.token;
      if (m.kind !== OutboxKind.PASSWORD_RESET || typeof token !== 'string' || !m.email)
        return { problem: 'Nothing to mail: the message has no content.' };
      const mail = passwordResetMail(
        typeof m.payload.name === 'string' ? m.payload.name : '',
        url(`/forgetPassword?token=${encodeURIComponent(token)}`),
      );
      return { channel: OutboxChannel.MAIL, to: m.email, ...mail };
    }

    // A chat post: to the shop's group (as it is set now), or the admins'.
    let chatId = settings.adminChatId;
    let shopLink: string | null = null;
    if (m.vendor_id) {
      const shop = vendorById.get(m.vendor_id);
      if (!shop?.chat_group_id) return { problem: 'The shop has no chat group now.' };
      chatId = shop.chat_group_id;
      shopLink = url(`/vendor/${shop.category.toLowerCase()}`);
    }
    switch (m.kind) {
      case OutboxKind.APPOINTMENT_BOOKED: {
        const appointment = appointmentById.get(m.subject_id);
        if (!appointment) return { problem: 'The appointment no longer exists.' };
        return {
          channel: OutboxChannel.CHAT,
          chatId,
          text: appointmentMessage(appointment, url('/admin/appointments')),
        };
      }
      case OutboxKind.HELP_REQUESTED: {
        const request = helpById.get(m.subject_id);
        if (!request) return { problem: 'The request no longer exists.' };
        return { channel: OutboxChannel.CHAT, chatId, text: helpRequestMessage(request, url('/admin/requests')) };
      }
      default: {
        const order = facts.get(m.subject_id);
        if (!order) return { problem: 'The order no longer exists.' };
        const change = orderChange(m, riderById);
        if (!change) return { problem: 'The delivery person no longer exists.' };
        const link = shopLink ?? url(`/admin/orders?code=${encodeURIComponent(order.code)}`);
        return { channel: OutboxChannel.CHAT, chatId, text: orderMessage(order, change, link) };
      }
    }
  };
  return new Map(messages.map((m) => [m.id, render(m)]));
}

function orderChange(
  m: ClaimedMessage,
  riders: Map<string, { name: string; phone: string | null }>,
): OrderChange | null {
  if (m.kind === OutboxKind.ORDER_STATUS) {
    return {
      kind: 'STATUS',
      to: m.payload.to as OrderStatus,
      reason: typeof m.payload.reason === 'string' ? m.payload.reason : null,
    };
  }
  if (m.kind === OutboxKind.ORDER_ASSIGNED) {
    const rider = riders.get(String(m.payload.riderId));
    return rider ? { kind: 'ASSIGNED', riderName: rider.name, riderPhone: rider.phone ?? '' } : null;
  }
  return { kind: 'PLACED' };
}

function orderFacts(o: OrderRow, lines: LineRow[]): OrderFacts {
  return {
    code: o.code,
    kind: o.kind,
    status: o.status,
    shopName: o.shop_name,
    totalPaise: o.total_paise,
    customerName: o.customer_name,
    customerPhone: o.customer_phone,
    address: o.address,
    landmark: o.landmark,
    note: o.note,
    hasPrescription: o.prescription_file !== null,
    preferredDate: o.preferred_date,
    homeCollection: o.home_collection,
    samplePlace: o.sample_place,
    lines: lines.map((l) => ({
      name: l.name,
      unit: l.unit,
      quantity: l.quantity,
      totalPaise: l.total_paise,
      available: l.available,
    })),
  };
}
