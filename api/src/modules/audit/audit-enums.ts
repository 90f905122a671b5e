import { registerEnumType } from 'type-graphql';

/** The kinds of record whose changes the audit trail keeps. */
export enum AuditEntity {
  ORDER = 'ORDER',
  PRODUCT = 'PRODUCT',
  VENDOR = 'VENDOR',
  USER = 'USER',
  HELP_REQUEST = 'HELP_REQUEST',
  OUTBOX_MESSAGE = 'OUTBOX_MESSAGE',
  APPOINTMENT = 'APPOINTMENT',
}

registerEnumType(AuditEntity, { name: 'AuditEntity' });
