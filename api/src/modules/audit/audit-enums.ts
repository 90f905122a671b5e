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
  DOCTOR = 'DOCTOR',
  GALLERY_IMAGE = 'GALLERY_IMAGE',
  HOME_BANNER = 'HOME_BANNER',
}

registerEnumType(AuditEntity, { name: 'AuditEntity' });
