import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { scriptLoads } from './script-loads.ts';

function report(title: string, dist: string, paths: readonly string[]): void {
  const rows = paths
    .map((path) => ({ path, gzip: gzipSync(readFileSync(join(dist, path)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`  ${title}: ${rows.length} files, ${(total / 1024).toFixed(1)} KiB gzip -9`);
  for (const row of rows.slice(0, Number(process.env['BENCH_ROWS'] ?? 8)))
    console.log(`    ${(row.gzip / 1024).toFixed(1).padStart(6)} KiB  ${row.path}`);
}

/**
 * What a cold visit costs in JavaScript (gzip -9 of the build's files, as Chromium fetched them): the
 * sign-in page, and what a planner's first agenda adds. The end-to-end suite holds both to a ceiling
 * (test/e2e/bundle-weight.spec.ts).
 */
export async function routeWeights(browser: Browser, base: string, dist: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loads = scriptLoads(page);
  await page.goto(`${base}/login`);
  await loads.settled();
  const login = [...loads.fetched];
  await page.fill('#username', 'planner');
  await page.fill('#password', 'Welkom01!');
  await page.click('button[type=submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${base}/agenda`);
  await page.waitForSelector('[role=grid]');
  await loads.settled();
  const agenda = [...loads.fetched].filter((path) => !login.includes(path));
  console.log('\nJavaScript of a cold visit');
  report('/login', dist, login);
  report('/agenda after signing in, in addition', dist, agenda);
  await context.close();
}
