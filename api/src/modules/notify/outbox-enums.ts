import { registerEnumType } from 'type-graphql';

/** How a message leaves: a post to a chat group through the messaging bot, or a mail over SMTP. */
export enum OutboxChannel {
  CHAT = 'CHAT',
  MAIL = 'MAIL',
}

registerEnumType(OutboxChannel, { name: 'OutboxChannel' });

/** What a message tells. */
export enum OutboxKind {
  ORDER_PLACED = 'ORDER_PLACED',
  ORDER_STATUS = 'ORDER_STATUS',
  ORDER_ASSIGNED = 'ORDER_ASSIGNED',
  APPOINTMENT_BOOKED = 'APPOINTMENT_BOOKED',
  HELP_REQUESTED = 'HELP_REQUESTED',
  PASSWORD_RESET = 'PASSWORD_RESET',
}

registerEnumType(OutboxKind, { name: 'OutboxKind' });

/** PENDING until delivered (SENT) or given up on (FAILED: after the last attempt, or refused outright). */
export enum OutboxStatus {
  PENDING = 'PENDING',
  SENT = 'SENT',
  FAILED = 'FAILED',
}

registerEnumType(OutboxStatus, { name: 'OutboxStatus' });
