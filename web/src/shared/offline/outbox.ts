import { useSyncExternalStore } from 'react';
import { storageKeys } from '../storage/keys';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../storage/local-storage';

/**
 * The outbox: what a customer sent while the phone had no network (an order, a booking), kept in
 * local storage with the idempotency key its form made, and sent when the network returns. The
 * key goes with every try, so however many tries (a reload, two open tabs, an answer lost on the
 * way back) the server makes one order.
 */

/** One request waiting for the network. */
export interface OutboxEntry {
  /** The idempotency key, also the entry's name here. */
  key: string;
  /** Which form made it; the sender knows the mutation and how to read its answer. */
  kind: string;
  /**
   * Which form of its kind made it, when a kind has several (the help request of the contact
   * page, of the medical-assistance page, of each service's): that form alone shows it waiting
   * and takes its answer.
   */
  tag?: string;
  variables: Record<string, unknown>;
  /** ISO time it was sent from the form. */
  queuedAt: string;
}

/** Which refusal it was, as the server named it, for its words in the customer's language (shared/apollo/server-words.ts). */
export interface OutboxRefusal {
  code?: string;
  reason?: string;
  params?: Record<string, unknown>;
}

/** What became of a request that left the outbox, shown until the customer has seen it. */
export interface OutboxNotice {
  key: string;
  kind: string;
  /** The entry's tag, when it had one. */
  tag?: string;
  /** ISO time of the answer. */
  at: string;
  /** The code to quote, when it went through. */
  code?: string;
  /** The server's reason, when it was refused: its English words, or the sender's own word ('changes', 'slotFull'). */
  refused?: string;
  /** The server's names for that refusal, when it gave them. */
  refusal?: OutboxRefusal;
}

export interface OutboxState {
  waiting: readonly OutboxEntry[];
  notices: readonly OutboxNotice[];
}

export interface Outbox {
  getSnapshot: () => OutboxState;
  subscribe: (listener: () => void) => () => void;
  /** Keeps a request; one with the same key replaces it (the same press, kept again). */
  add(entry: OutboxEntry): void;
  /** The server answered: the request leaves the outbox and its notice is kept. */
  finish(key: string, outcome: { code?: string; refused?: string; refusal?: OutboxRefusal }, at?: string): void;
  /** The customer has seen the notice. */
  dismiss(key: string): void;
}

const EMPTY: OutboxState = { waiting: [], notices: [] };

const isState = (value: unknown): value is OutboxState =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as OutboxState).waiting) &&
  Array.isArray((value as OutboxState).notices);

const isEntry = (value: unknown): value is OutboxEntry => {
  const v = value as Partial<OutboxEntry> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.key === 'string' &&
    typeof v.kind === 'string' &&
    typeof v.variables === 'object' &&
    v.variables !== null
  );
};

const isNotice = (value: unknown): value is OutboxNotice => {
  const v = value as Partial<OutboxNotice> | null;
  return typeof v === 'object' && v !== null && typeof v.key === 'string' && typeof v.kind === 'string';
};

function load(key: string, storage: KeyValueStorage | null): OutboxState {
  const state = readJson<OutboxState>(key, EMPTY, isState, storage);
  return { waiting: state.waiting.filter(isEntry), notices: state.notices.filter(isNotice) };
}

/** Notices are few and short-lived; the oldest go first past this. */
const MAX_NOTICES = 10;

export function createOutbox(options: { storage?: KeyValueStorage | null; key?: string } = {}): Outbox {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const key = options.key ?? storageKeys.outbox;
  let state = load(key, storage);
  const listeners = new Set<() => void>();

  const set = (next: OutboxState) => {
    state = next;
    writeJson(key, next, storage);
    listeners.forEach((listener) => listener());
  };

  // Another tab sent or kept something: read it again, so no tab shows a stale outbox.
  if (typeof window !== 'undefined' && storage === browserStorage()) {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      state = load(key, storage);
      listeners.forEach((listener) => listener());
    });
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(entry) {
      set({ ...state, waiting: [...state.waiting.filter((e) => e.key !== entry.key), entry] });
    },
    finish(entryKey, outcome, at = new Date().toISOString()) {
      const entry = state.waiting.find((e) => e.key === entryKey);
      if (!entry) return;
      const notice: OutboxNotice = {
        key: entryKey,
        kind: entry.kind,
        ...(entry.tag === undefined ? {} : { tag: entry.tag }),
        at,
        ...outcome,
      };
      set({
        waiting: state.waiting.filter((e) => e.key !== entryKey),
        notices: [...state.notices.filter((n) => n.key !== entryKey), notice].slice(-MAX_NOTICES),
      });
    },
    dismiss(entryKey) {
      set({ ...state, notices: state.notices.filter((n) => n.key !== entryKey) });
    },
  };
}

/** The outbox of this browser. */
export const outbox = createOutbox();

export function useOutbox(store: Outbox = outbox): OutboxState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
