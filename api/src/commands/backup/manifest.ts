/** What a backup file holds, written first in it as manifest.json. */
export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 'haat-backup';
/** Raised only when a reader of the old layout could not restore the new one. */
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupFile {
  /** Inside the archive: database/<table>.ndjson or uploads/<folder>/<name>. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The version of Haat that wrote it (api/package.json). */
  appVersion: string;
  createdAt: string;
  database: {
    source: 'embedded' | 'server';
    /** Every migration applied, oldest first; the last one says which schema the rows fit. */
    migrations: string[];
    /** Every table with its rows (one JSON object a line in database/<name>.ndjson), in an order that inserts parents first. */
    tables: Array<{ name: string; rows: number }>;
    /** Where each sequence stood, so new rows continue from there. */
    sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
  };
  /** Every file after the manifest, in archive order, with its checksum. */
  files: BackupFile[];
}

/** A refusal to be shown as it is, with no stack: a damaged file, a target in use, a newer backup. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export const tableFile = (table: string) => `database/${table}.ndjson`;

/** haat-backup-2026-11-28T1030.tar.gz, in the machine's own time, as the person reads a clock. */
export function backupFileName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `haat-backup-${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}${two(at.getMinutes())}.tar.gz`;
}

/** The manifest read from a file, checked for the fields a restore relies on. */
export function parseManifest(text: string, file: string): BackupManifest {
  let value: BackupManifest;
  try {
    value = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupRefused(`${file} is damaged: its manifest cannot be read. Use another copy.`);
  }
  if (value?.format !== BACKUP_FORMAT) throw new BackupRefused(`${file} is not a Haat backup.`);
  if (typeof value.formatVersion !== 'number' || value.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(`${file} was written by a newer Haat (${value.appVersion}): update Haat, then restore it.`);
  }
  const d = value.database;
  const wellFormed =
    Array.isArray(d?.migrations) &&
    d.migrations.every((m) => typeof m === 'string') &&
    Array.isArray(d.tables) &&
    d.tables.every((t) => typeof t?.name === 'string' && Number.isInteger(t.rows)) &&
    Array.isArray(d.sequences) &&
    Array.isArray(value.files) &&
    value.files.every((f) => typeof f?.path === 'string' && Number.isInteger(f.bytes) && typeof f.sha256 === 'string');
  if (!wellFormed) throw new BackupRefused(`${file} is damaged: its manifest is incomplete. Use another copy.`);
  return value;
}
