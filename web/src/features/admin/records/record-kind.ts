import type { TypedDocumentNode } from '@apollo/client';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { AuditEntity } from '../../../generated/graphql';
import type { RecordPanel } from '../kit/record-card';

/** What a form field holds while it is edited: text, a tick, a set of weekdays, or a set of ticked choices. */
export type FieldValue = string | boolean | number[] | string[];
export type FormValues = Record<string, FieldValue>;

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * One field of a kind's form, named as the API's input names it. Its type decides the control
 * and how the typed text becomes the input's value (money: rupees typed, paise sent).
 */
export interface FieldSpec<N> {
  name: string;
  /** The field's label (already in the reader's language). */
  label: string;
  hint?: string;
  /**
   * `list`: several lines of text, one per line, sent as a list; `checks`: ticks among the
   * options, sent as a list of their values; `datetime`: a local day and time, sent as ISO.
   */
  type:
    | 'text'
    | 'textarea'
    | 'tel'
    | 'url'
    | 'email'
    | 'number'
    | 'money'
    | 'checkbox'
    | 'select'
    | 'checks'
    | 'time'
    | 'datetime'
    | 'weekdays'
    | 'list';
  /** Left empty, it is sent as null; a required one is refused before sending. */
  required?: boolean;
  maxLength?: number;
  /** A select's or checks' choices (or filled from the kind's `choices` query by the field's name). */
  options?: readonly FieldOption[];
  /** Words a text field offers as it is typed, while any other text is allowed ("Electrician"). */
  suggestions?: readonly string[];
  /** A textarea's or list's height in lines. */
  rows?: number;
  /** The value a new record starts with. */
  initial?: FieldValue;
  /** Where the node keeps this field when not under the same name (a specialty's id under specialty.id). */
  read?: (node: N) => unknown;
}

/** A filter of the list kept in the address: a choice among a few. */
export interface FilterSpec {
  /** The URL parameter and the list query's variable. */
  name: string;
  label: string;
  /** Options besides "All" (or filled from the kind's `choices` query by the filter's name). */
  options: readonly FieldOption[];
  allLabel: string;
}

/**
 * One kind of record as its admin screen shows it: the words, the list query (an
 * admin{Kinds} connection), the three mutations, the form's fields and what a card shows. The
 * screen itself (RecordKindScreen) is the same for every kind; a kind is this description.
 */
/**
 * A kind's query or mutation. Each kind's documents have their own answer and variables; the kit
 * reads an answer only by the field names the kind gives (`list.field`, the mutation's one field),
 * so it takes any document.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: one shape for every kind's documents
export type KindDocument = TypedDocumentNode<any, any>;

export interface RecordKindView<N extends { id: string }> {
  auditType: AuditEntity;
  words: {
    title: string;
    /** A line under the title: what these records are for and where customers see them. */
    intro: string;
    /** "New emergency number". */
    newLabel: string;
    /** A card's description on the admin home. */
    tile: string;
    listLabel: string;
    searchLabel: string;
    searchPlaceholder: string;
    empty: string;
  };
  list: {
    document: KindDocument;
    /** The connection's name in the answer. */
    field: string;
  };
  filters?: readonly FilterSpec[];
  // The three mutations: create(input), update(id, input), delete(id).
  create: KindDocument;
  update: KindDocument;
  remove: KindDocument;
  fields: ReadonlyArray<FieldSpec<N>>;
  /** What a record is called on its card and in messages. */
  name: (node: N) => string;
  subtitle?: (node: N) => string | null | undefined;
  /** Label: value lines on its card. */
  facts?: (node: N) => ReadonlyArray<{ label: string; value: ReactNode } | false | null | undefined>;
  badges?: (node: N) => ReactNode;
  /** A record switched off (hidden from customers) is drawn quieter. */
  off?: (node: N) => boolean;
  /** Panels of the kind's own (a photo, a timetable), after Edit and before History. */
  panels?: (node: N, done: (message: string) => void) => ReadonlyArray<RecordPanel<string>>;
  /** A line under the delete question: "Its appointments keep it; hide it instead." */
  deleteNote?: string;
  /**
   * Options that come from other records (a doctor's specialty, a driver's stand): one query,
   * loaded before the screen, giving the options of fields and filters by their names.
   */
  choices?: ChoiceSource;
  /**
   * Words for what the trail keeps under names the form does not have (a trip's route id and
   * direction): a field's label, a value's words; null leaves the kit's.
   */
  historyWords?: { label: (field: string) => string | null; value?: (field: string, value: unknown) => string | null };
  /**
   * The public queries showing these records (`doctors`, `emergencyContacts`): dropped from the
   * cache after a change, so the admin's own customer pages show it at once.
   */
  publicFields?: readonly string[];
}

export interface ChoiceSource {
  document: KindDocument;
  /** Options by the name of the field or filter they fill, from the answer to `document`. */
  options: (data: never) => Record<string, readonly FieldOption[]>;
}

/** Which heading of the admin home lists a kind. */
export type RecordKindGroup = 'medical' | 'transport' | 'directory' | 'content';

/** A kind as the admin area knows it: where it lives, and its view in the reader's language. */
export interface RecordKindEntry {
  /** The {type} of /admin/{type}. */
  type: string;
  group: RecordKindGroup;
  view: (t: TFunction) => RecordKindView<never>;
}
