import { storageKeys } from '../../shared/storage/keys';
import { readJson, writeJson, type KeyValueStorage } from '../../shared/storage/local-storage';
import type { ListSection } from './list-lines';

/**
 * A list being written, kept in the browser as it is typed: on a patchy connection a reload, a
 * closed tab or a failed send must not lose it. One a kind of shop; gone once the list is sent.
 */
export interface ListDraft {
  lines: string[];
  note: string;
  /** The shop chosen, or null for any shop of the kind. */
  vendorId: string | null;
}

type Drafts = Partial<Record<ListSection, ListDraft>>;

function isDraft(value: unknown): value is ListDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Array.isArray(v.lines) &&
    v.lines.every((line) => typeof line === 'string') &&
    typeof v.note === 'string' &&
    (v.vendorId === null || typeof v.vendorId === 'string')
  );
}

const isDrafts = (value: unknown): value is Drafts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readListDraft(section: ListSection, storage?: KeyValueStorage | null): ListDraft | null {
  const draft = readJson<Drafts>(storageKeys.listDraft, {}, isDrafts, storage)[section];
  return isDraft(draft) ? draft : null;
}

export function saveListDraft(section: ListSection, draft: ListDraft, storage?: KeyValueStorage | null): void {
  const drafts = readJson<Drafts>(storageKeys.listDraft, {}, isDrafts, storage);
  writeJson(storageKeys.listDraft, { ...drafts, [section]: draft }, storage);
}

export function clearListDraft(section: ListSection, storage?: KeyValueStorage | null): void {
  const { [section]: _sent, ...rest } = readJson<Drafts>(storageKeys.listDraft, {}, isDrafts, storage);
  writeJson(storageKeys.listDraft, rest, storage);
}
