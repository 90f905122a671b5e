// The one report `npm run bench` ends with: every figure the benchmarks measured, in one table,
// printed and written to bench/results/latest.md with the machine it ran on. The benchmarks add
// rows as they go; nothing here measures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** "12.3 / 14.0 / 19.8 ms": how a figure moved over its runs. */
export function spread({ min, median, max }, unit = '', digits = 1) {
  const f = (n) => n.toFixed(digits);
  return `${f(min)} / ${f(median)} / ${f(max)}${unit ? ` ${unit}` : ''}`;
}

export function createReport() {
  const rows = [];
  return {
    rows,
    /**
     * One figure. `value` is what it came to (a ratio, a median, a size, a score); `runs` how it
     * moved over its runs (min / median / max), when it is a timing measured more than once.
     */
    add(area, figure, value, { runs = '', note = '' } = {}) {
      rows.push({ area, figure, value: String(value), runs, note });
    },
  };
}

const COLUMNS = [
  ['area', 'Area'],
  ['figure', 'Figure'],
  ['value', 'Value'],
  ['runs', 'min / median / max'],
  ['note', 'How'],
];

/** The rows as a plain-text table for the terminal, columns padded to their widest cell. */
export function formatTable(rows) {
  const widths = COLUMNS.map(([key, title]) => Math.max(title.length, ...rows.map((r) => r[key].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [
    line(COLUMNS.map(([, title]) => title)),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(COLUMNS.map(([key]) => r[key]))),
  ].join('\n');
}

/** What the figures depend on: cores above all, since every timing here is CPU-bound. */
export function describeMachine(database) {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not a git checkout (an unpacked release): the commit is simply not known.
  }
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    database,
    commit,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  };
}

const escapeCell = (text) => text.replace(/\|/g, '\\|');

export function toMarkdown(rows, machine) {
  const header = `| ${COLUMNS.map(([, title]) => title).join(' | ')} |`;
  const rule = `| ${COLUMNS.map(() => '---').join(' | ')} |`;
  const body = rows.map((r) => `| ${COLUMNS.map(([key]) => escapeCell(r[key])).join(' | ')} |`);
  return [
    '# Benchmark report',
    '',
    'Written by `npm run bench`. Each timing is a ratio against a baseline measured in the same run, or a',
    'figure with its min / median / max over runs; sizes and scores are as measured. Figures move with the',
    'machine: compare a run with another on the same machine, not with a figure from elsewhere.',
    '',
    `- Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB memory`,
    `- Node ${machine.node}; database: ${machine.database}`,
    `- Commit ${machine.commit}, ${machine.date}`,
    '',
    header,
    rule,
    ...body,
    '',
  ].join('\n');
}

/** Prints the table and writes the markdown report; returns the file written. */
export function publishReport(report, machine, file) {
  console.log('');
  console.log(`all figures (${machine.cores} cores, ${machine.database}):`);
  console.log(formatTable(report.rows));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, toMarkdown(report.rows, machine));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
  return file;
}
