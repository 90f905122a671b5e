import { registerEnumType } from 'type-graphql';

export enum HelpRequestKind {
  MEDICAL_ASSISTANCE = 'MEDICAL_ASSISTANCE',
  SERVICE = 'SERVICE',
  /** A message from the contact page, for admins to read and answer. */
  CONTACT = 'CONTACT',
}

registerEnumType(HelpRequestKind, { name: 'HelpRequestKind' });

export enum HelpRequestStatus {
  NEW = 'NEW',
  IN_PROGRESS = 'IN_PROGRESS',
  DONE = 'DONE',
  CLOSED = 'CLOSED',
}

registerEnumType(HelpRequestStatus, { name: 'HelpRequestStatus' });

/** Where an admin may move a request from each status; DONE and CLOSED are the end. */
export const HELP_REQUEST_MOVES: Record<HelpRequestStatus, HelpRequestStatus[]> = {
  [HelpRequestStatus.NEW]: [HelpRequestStatus.IN_PROGRESS, HelpRequestStatus.DONE, HelpRequestStatus.CLOSED],
  [HelpRequestStatus.IN_PROGRESS]: [HelpRequestStatus.DONE, HelpRequestStatus.CLOSED],
  [HelpRequestStatus.DONE]: [],
  [HelpRequestStatus.CLOSED]: [],
};
