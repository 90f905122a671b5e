// Runs every test suite (API, web units, end-to-end journeys) and ends with one line:
// "N passed, N failed", counting the tests of every suite. Exit code 1 if anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const jest = path.join(root, 'node_modules', '.bin', 'jest');

// API tests share one database, and e2e journeys one app, so those two run in band.
const suites = [
  { name: 'api', config: 'api/jest.config.cjs', inBand: true },
  { name: 'web', config: 'web/jest.config.cjs', inBand: false },
  { name: 'e2e', config: 'web/e2e/jest.config.cjs', inBand: true },
];

/** True when something accepts connections on 127.0.0.1:port within a second. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (up) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
}

// The Redis variants of the tests run when REDIS_URL is set (CI sets it) or a local Redis answers.
const env = { ...process.env };
if (!env.REDIS_URL && (await listening(6379))) env.REDIS_URL = 'redis://127.0.0.1:6379';

// A machine with only Node has no Chromium: say so and skip the journeys, except in CI where they must run.
const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipE2e = !fs.existsSync(chromium) && !env.CI;

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines = [];

// The checks of the code itself, each counted as one test: the types, the formatting, the lint
// (zero warnings), and that no released migration was edited.
const checks = [
  { name: 'types', script: 'typecheck' },
  { name: 'format', script: 'format:check' },
  { name: 'lint', script: 'lint' },
  { name: 'migrations', script: 'check:migrations' },
];
if (only.length === 0 || only.includes('checks')) {
  console.log(`\n=== checks (node ${process.version}) ===`);
  const results = checks.map((check) => {
    const run = spawnSync('npm', ['run', '--silent', check.script], { cwd: root, stdio: 'inherit', env });
    return { ...check, ok: run.status === 0 };
  });
  const ok = results.filter((result) => result.ok).length;
  passed += ok;
  failed += results.length - ok;
  const failedNames = results.filter((result) => !result.ok).map((result) => result.name);
  lines.push(
    `checks: ${ok} passed, ${results.length - ok} failed${failedNames.length ? ` (${failedNames.join(', ')})` : ''}`,
  );
}

for (const suite of suites) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  if (suite.name === 'e2e' && skipE2e) {
    lines.push(`e2e: skipped, no Chromium at ${chromium} (apt-get install -y chromium fonts-beng fonts-deva)`);
    continue;
  }
  const outputFile = path.join(resultsDir, `${suite.name}.json`);
  fs.rmSync(outputFile, { force: true });
  const args = ['-c', suite.config, '--json', `--outputFile=${outputFile}`, '--ci'];
  if (suite.inBand) args.push('--runInBand');
  else args.push('--maxWorkers=2');
  console.log(`\n=== ${suite.name} tests ===`);
  const run = spawnSync(jest, args, { cwd: root, stdio: 'inherit', env });

  if (!fs.existsSync(outputFile)) {
    // Jest itself failed (a crashed global setup, say): count the suite as one failure.
    failed += 1;
    lines.push(`${suite.name}: did not run (exit ${run.status ?? run.signal})`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  const suiteFailed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  passed += report.numPassedTests;
  failed += suiteFailed;
  if (report.numTotalTests === 0) {
    failed += 1;
    lines.push(`${suite.name}: no tests ran`);
  } else {
    lines.push(`${suite.name}: ${report.numPassedTests} passed, ${suiteFailed} failed`);
  }
}

console.log('');
for (const line of lines) console.log(line);
const summary = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(failed > 0 ? 1 : 0);
