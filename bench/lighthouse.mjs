// Lighthouse on the pages a customer opens most, as a cheap phone on a slow network sees them:
// the `lighthouse` package's default config is the mobile profile (Moto G Power screen, 4x CPU
// slowdown, simulated slow 4G), run here in Debian's Chromium through chrome-launcher.
// Figures are printed, never asserted: timings move with the machine (Lighthouse's simulated
// throttling scales the CPU time it observes, so a busy machine lowers the performance score), so
// each page is measured `runs` times and the run with the median performance score is shown.
// The targets are from the issue: performance >= 90 and accessibility >= 95 on each page.
//
// `npm run bench` calls benchLighthouse after the page weight. Alone, against a running app:
//   node bench/lighthouse.mjs http://127.0.0.1:4000
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_ROUTES = ['/', '/grocery', '/medical/doctor', '/cart'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TARGETS = { performance: 90, accessibility: 95 };

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The audits that cost a category points, worst first: what to look at when a score is low. */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map(
      (audit) => `${audit.id} ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
}

/** Runs Lighthouse on each route of `baseUrl` in one Chromium, one after another, and prints a line each. */
export async function benchLighthouse(
  baseUrl,
  {
    chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
    verbose = false,
    runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  } = {},
) {
  console.log('');
  if (!fs.existsSync(chromePath)) {
    console.log(`lighthouse: skipped, no Chromium at ${chromePath}`);
    return null;
  }
  console.log(
    `lighthouse 12, mobile profile with its default (simulated) throttling, in Debian's Chromium; median of ${runs} runs a page`,
  );
  console.log(
    `${'page'.padEnd(16)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b-p'.padStart(5)} ${'LCP'.padStart(8)}  perf of every run`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const lhrs = [];
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(new URL(route, baseUrl).toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        lhrs.push(lhr);
      }
      lhrs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = lhrs[Math.floor(lhrs.length / 2)];
      const row = {
        route,
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        performanceRuns: lhrs.map((l) => score(l, 'performance')),
        lcpRuns: lhrs.map((l) => l.audits['largest-contentful-paint'].numericValue),
      };
      results.push(row);
      console.log(
        `${route.padEnd(16)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${String(row.bestPractices).padStart(5)} ${`${(row.lcpMs / 1000).toFixed(1)} s`.padStart(8)}  ${lhrs.map((l) => score(l, 'performance')).join(' ')}`,
      );
      if (verbose || lhr.runtimeError) {
        if (lhr.runtimeError) console.log(`  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        for (const category of CATEGORIES) {
          const missed = shortfalls(lhr, category);
          if (missed.length) console.log(`  ${category}: ${missed.join('; ')}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const missed = results
    .filter((r) => r.performance < TARGETS.performance || r.accessibility < TARGETS.accessibility)
    .map((r) => r.route);
  console.log(
    `targets performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility}: ${missed.length ? `NOT met on ${missed.join(', ')}` : 'met on every page'}`,
  );
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4000';
  // LIGHTHOUSE_VERBOSE=1 lists, under each page, the audits that cost it points.
  benchLighthouse(baseUrl, { verbose: Boolean(process.env.LIGHTHOUSE_VERBOSE) }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
