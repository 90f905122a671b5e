import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations } from '../../migrations';
import { writeArchive } from './archive';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupRefused, backupFileName, type BackupManifest } from './manifest';
import { migrationsUpTo } from './restore-backup';
import { parentsFirst } from './table-order';
import { verifyBackup } from './verify-backup';

const names = migrations.map((m) => new m().name ?? m.name);

function manifestWith(
  changes: Partial<BackupManifest['database']> = {},
  files: BackupManifest['files'] = [],
): BackupManifest {
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: '0.1.0',
    createdAt: '2026-11-28T05:00:00.000Z',
    database: { source: 'server', migrations: names.slice(0, 3), tables: [], sequences: [], ...changes },
    files,
  };
}

describe('backup pieces', () => {
  it('names a backup by the local date and time', () => {
    expect(backupFileName(new Date(2026, 10, 28, 10, 30, 59))).toBe('haat-backup-2026-11-28T1030.tar.gz');
  });

  it('orders tables parents first, and refuses a cycle', () => {
    const references = [
      { child: 'order_line', parent: 'customer_order' },
      { child: 'customer_order', parent: 'checkout' },
      { child: 'customer_order', parent: 'vendor' },
      { child: 'vendor', parent: 'vendor' },
    ];
    expect(parentsFirst(['order_line', 'vendor', 'customer_order', 'checkout', 'app_meta'], references)).toEqual([
      'app_meta',
      'checkout',
      'vendor',
      'customer_order',
      'order_line',
    ]);
    expect(() =>
      parentsFirst(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow('a cycle');
  });

  it("restores up to the backup's last migration, and refuses one made after a migration this code lacks", () => {
    expect(migrationsUpTo(manifestWith(), 'x.tar.gz')).toEqual(migrations.slice(0, 3));
    const newer = manifestWith({ migrations: [...names, 'SomethingNew1900000000000'] });
    expect(() => migrationsUpTo(newer, 'x.tar.gz')).toThrow(BackupRefused);
    expect(() => migrationsUpTo(newer, 'x.tar.gz')).toThrow(
      'x.tar.gz was made by a newer Haat (0.1.0): its database has the migration SomethingNew1900000000000',
    );
  });

  describe('checking a file before a restore', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-verify-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const rows = '{"key":"seeded","value":"yes"}\n';
    const sha256 = createHash('sha256').update(rows).digest('hex');

    async function archive(name: string, manifest: BackupManifest, files: Record<string, string>): Promise<string> {
      const folder = path.join(dir, name);
      fs.mkdirSync(path.join(folder, 'database'), { recursive: true });
      fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
      for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, file), text);
      const out = path.join(dir, `${name}.tar.gz`);
      await writeArchive(out, folder, ['manifest.json', ...Object.keys(files)]);
      return out;
    }
    const table = { tables: [{ name: 'app_meta', rows: 1 }] };
    const listed = [{ path: 'database/app_meta.ndjson', bytes: rows.length, sha256 }];

    it('takes a whole one', async () => {
      const file = await archive('whole', manifestWith(table, listed), { 'database/app_meta.ndjson': rows });
      expect((await verifyBackup(file)).database.tables).toEqual(table.tables);
    });

    it('refuses one whose file does not match its checksum', async () => {
      const file = await archive('changed', manifestWith(table, listed), {
        'database/app_meta.ndjson': rows.replace('yes', 'no!'),
      });
      await expect(verifyBackup(file)).rejects.toThrow(
        `${file} is damaged: database/app_meta.ndjson does not match its checksum. Use another copy.`,
      );
    });

    it('refuses one missing a file, or holding one it does not list', async () => {
      const missing = await archive('missing', manifestWith(table, listed), {});
      await expect(verifyBackup(missing)).rejects.toThrow(
        `${missing} is incomplete: database/app_meta.ndjson is missing.`,
      );
      const extra = await archive('extra', manifestWith(), { 'database/app_meta.ndjson': rows });
      await expect(verifyBackup(extra)).rejects.toThrow(
        `${extra} is damaged: it holds database/app_meta.ndjson, which its manifest does not list.`,
      );
    });

    it('refuses one that names a file outside the backup', async () => {
      const file = await archive(
        'escape',
        manifestWith({}, [{ path: 'uploads/../../etc/passwd', bytes: 1, sha256: 'x' }]),
        {},
      );
      await expect(verifyBackup(file)).rejects.toThrow('it names a file outside the backup');
    });

    it('refuses a newer format, and a tar of something else', async () => {
      const newer = await archive('newer', { ...manifestWith(), formatVersion: BACKUP_FORMAT_VERSION + 1 }, {});
      await expect(verifyBackup(newer)).rejects.toThrow(
        'was written by a newer Haat (0.1.0): update Haat, then restore it.',
      );
      const other = await archive('other', { format: 'something' } as unknown as BackupManifest, {});
      await expect(verifyBackup(other)).rejects.toThrow(`${other} is not a Haat backup.`);
    });
  });
});
