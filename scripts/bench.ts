/**
 * `npm run bench`: the size of every built chunk (raw and gzipped), the JavaScript a cold /login and a
 * planner's first /agenda fetch (scripts/bench/route-weights.ts), the task list measured in
 * Chromium against the demo backend (time to render 1000 rows and time to apply a filter), the
 * shared data table on a page of its own (scripts/bench/table-bench.ts), and the agenda grid on a page
 * of its own for each scenario of the shared agenda data (scripts/bench/agenda-bench.ts). It measures
 * and prints; it fails nothing.
 * Last, the planning slot finder timed in Node on four weeks of agendas (scripts/bench/planning-bench.ts),
 * and the waitlist's match of 1,000 waiting employees against a freed time on them
 * (scripts/bench/waitlist-bench.ts). With the task list, the web vitals of the build on a desktop and
 * under a phone profile (scripts/bench/web-vitals-bench.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as OTPAuth from 'otpauth';
import { chromium } from 'playwright-core';
import { agendaBench } from './bench/agenda-bench.ts';
import { planningBench } from './bench/planning-bench.ts';
import { routeWeights } from './bench/route-weights.ts';
import { tableBench } from './bench/table-bench.ts';
import { waitlistBench } from './bench/waitlist-bench.ts';
import { webVitalsBench } from './bench/web-vitals-bench.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const PORT = 4175;
const BASE = `http://127.0.0.1:${PORT}`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(8)} KiB`;

function chunkSizes(): void {
  const rows = filesUnder(dist)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => {
      const content = readFileSync(file);
      return { name: relative(dist, file), raw: content.length, gzip: gzipSync(content).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`${'chunk'.padEnd(56)} ${'raw'.padStart(12)} ${'gzip'.padStart(12)}`);
  for (const row of rows) console.log(`${row.name.padEnd(56)} ${kib(row.raw)} ${kib(row.gzip)}`);
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(`${'total'.padEnd(56)} ${kib(total.raw)} ${kib(total.gzip)}`);
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      const answer = await fetch(`${BASE}/login`);
      if (answer.ok) return;
      if (process.env['BENCH_VERBOSE']) console.log(`preview answered ${answer.status}`);
    } catch (error) {
      if (process.env['BENCH_VERBOSE'])
        console.log(`preview not up: ${String((error as Error & { cause?: unknown }).cause)}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the preview server did not start');
}

function browserPath(): string | undefined {
  try {
    const bundled = chromium.executablePath();
    if (existsSync(bundled)) return undefined;
  } catch {
    // no bundled browser
  }
  return process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
}

async function taskListTimings(): Promise<void> {
  const stateFile = join(root, '.demo-data', 'bench-state.json');
  rmSync(stateFile, { force: true });
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--configLoader',
      'bundle',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
    ],
    {
      cwd: root,
      env: { ...process.env, DEMO_STATE_FILE: stateFile },
      stdio: process.env['BENCH_VERBOSE'] ? 'inherit' : 'ignore',
      detached: true,
    },
  );
  try {
    await waitForServer();
    const executablePath = browserPath();
    const browser = await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    await routeWeights(browser, BASE, dist);
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${BASE}/login`);
    await page.fill('#username', 'doctor');
    await page.fill('#password', 'Welkom01!');
    await page.click('button[type=submit]');
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
      digits: 6,
      period: 30,
    });
    await page.fill('#code', totp.generate());
    await page.click('button[type=submit]');
    await page.waitForURL(`${BASE}/dashboard`);

    const results: number[] = [];
    const filterResults: number[] = [];
    for (let run = 0; run < 5; run++) {
      await page.goto(`${BASE}/main`);
      const started = Date.now();
      await page.goto(`${BASE}/tasks?status=all&size=1000`);
      // A page of 1,000 is virtualized: the table says it holds 1,001 rows (with its header) and draws
      // the ones in view.
      await page.waitForFunction(
        () =>
          document.querySelector('table.data-table')?.getAttribute('aria-rowcount') === '1001' &&
          document.querySelector('table.data-table')?.getAttribute('aria-busy') === 'false' &&
          document.querySelectorAll('.data-table tbody tr[data-key]').length > 0,
        null,
        { timeout: 30_000 },
      );
      results.push(Date.now() - started);
      const before = Date.now();
      await page.selectOption('#filter-status', 'completed');
      await page.waitForFunction(
        () =>
          document.querySelector('table.data-table')?.getAttribute('aria-busy') === 'false' &&
          document.querySelectorAll('.data-table tbody tr[data-key]').length > 0 &&
          [...document.querySelectorAll('.data-table tbody tr[data-key] .badge--completed')].length ===
            document.querySelectorAll('.data-table tbody tr[data-key]').length,
        null,
        { timeout: 30_000 },
      );
      filterResults.push(Date.now() - before);
    }
    await browser.close();
    await webVitalsBench(
      () =>
        chromium.launch({
          ...(executablePath ? { executablePath } : {}),
          args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
        }),
      BASE,
    );
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const tasksChunk = filesUnder(join(dist, 'assets')).find((file) => /tasks-screen-[\w-]+\.js$/.test(file));
    const gz = tasksChunk ? gzipSync(readFileSync(tasksChunk)).length : 0;
    console.log('\ntask list (doctor, demo backend, Chromium, median of 5)');
    console.log(
      `  render 1000 rows (navigation to table filled): ${median(results)} ms   runs: ${results.join(', ')}`,
    );
    console.log(
      `  apply a status filter (select to table settled): ${median(filterResults)} ms   runs: ${filterResults.join(', ')}`,
    );
    console.log(`  /tasks route chunk: ${kib(gz).trim()} gzipped`);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

chunkSizes();
try {
  await taskListTimings();
} catch (error) {
  console.log(`\ntask list timings skipped: ${(error as Error).message}`);
}
try {
  await tableBench({ root, executablePath: browserPath() });
} catch (error) {
  console.log(`\ndata table timings skipped: ${(error as Error).message}`);
}
try {
  await agendaBench({ root, executablePath: browserPath() });
} catch (error) {
  console.log(`\nagenda grid timings skipped: ${(error as Error).message}`);
}
try {
  await planningBench();
} catch (error) {
  console.log(`\nplanning slot finder timings skipped: ${(error as Error).message}`);
}
try {
  await waitlistBench();
} catch (error) {
  console.log(`\nwaitlist match timings skipped: ${(error as Error).message}`);
}
