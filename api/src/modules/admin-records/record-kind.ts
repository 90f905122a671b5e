import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../shared/context';
import type { Reason } from '../../shared/errors';
import type { RecordEntity } from '../../shared/db/record.entity';
import type { KeysetSort } from '../../shared/pagination';
import type { AuditEntity } from '../audit/audit-enums';
import type { AdminRecordArgs } from './record-args';

/** Something that points at a record and so keeps it from being deleted. */
/** Why a stored row may not be deleted: the words, with their sentence's name. */
export type DeleteRefusal = string | { message: string; why: Reason };

export interface RecordReference {
  /** The table and column holding the record's id. */
  table: string;
  column: string;
  /** Said to the admin who tried: "Appointments are booked with this doctor; hide the doctor instead." */
  reason: string;
  /** The sentence's name for the web's words (see shared/errors Reason). */
  why?: Reason;
}

/** Where a kind's fields are being made: the request, the record's id, and on an update the row as stored. */
export interface RecordWrite<E> {
  ctx: RequestContext;
  /** The record's id: a new one on create. */
  id: string;
  /** The row before this change (locked for the transaction); undefined on create. */
  stored?: E;
}

/**
 * One kind of record that admins keep (a doctor, a bus route, an emergency number): how its
 * input becomes stored fields, how it is listed, what keeps it from being deleted. The writes,
 * the list, the audit trail and the GraphQL fields are the same for every kind (record-writes,
 * record-list, record-resolver); a kind is only this description.
 */
export interface RecordKind<E extends RecordEntity, I, N, A extends AdminRecordArgs = AdminRecordArgs> {
  entity: new () => E;
  /** Lower case, for messages: "emergency contact". */
  noun: string;
  auditType: AuditEntity;
  /**
   * The row's stored fields from an input that class-validator has passed: trimmed, empty
   * optional text as null, cross-field rules checked (throw badUserInput naming the field).
   * `tx` is there for checks against other rows (a specialty that exists); `write.stored` for
   * rules about a change (a page's address that cannot change).
   */
  fields: (input: I, tx: EntityManager, write: RecordWrite<E>) => Partial<E> | Promise<Partial<E>>;
  /** What the API answers for a row. */
  toNode: (row: E) => N;
  list: {
    /** The column sorted on, as `alias.column` (or an expression of it): a person's order, usually the name. */
    sort: KeysetSort<E>;
    /** The columns a search matches (ILIKE), as `alias.column`. */
    search: string[];
    /** The kind's own filters, from its own args. */
    filter?: (query: SelectQueryBuilder<E & ObjectLiteral>, args: A) => void;
  };
  /** The alias the list's expressions use. */
  alias: string;
  /** What keeps a record from being deleted; a record nothing points to is deleted outright. */
  references?: RecordReference[];
  /** A rule of the kind's own against deleting a stored row (a fixed page): the reason, or null to allow. */
  deleteRefusal?: (stored: E, tx: EntityManager) => DeleteRefusal | null | Promise<DeleteRefusal | null>;
  /**
   * Rows of the record's own in another table (a bus trip's stop times), kept from the same
   * input: `write` replaces them once the record is written, in its transaction, and answers
   * what it wrote; `read` answers what is stored. Both join the record's fields in its trail.
   */
  parts?: {
    read: (tx: EntityManager, id: string) => Promise<Record<string, unknown>>;
    write: (input: I, tx: EntityManager, id: string) => Promise<Record<string, unknown>>;
  };
  /** The table's unique constraints by name, with the field and the words for a clash ("Another specialty has this web address."). */
  unique?: Record<string, { field: string; message: string; why?: Reason }>;
}
