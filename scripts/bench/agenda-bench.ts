/**
 * The agenda grid on a page of its own (agenda-entry.tsx, built apart from the portal) measured in
 * Chromium at 1440 × 900, for each scenario of the shared benchmark data (agenda-data.mjs): main-thread
 * milliseconds from render start to first layout, and the DOM it leaves, median of 5 after one run
 * that is not counted; a change by another planner applied to an open week, and a live change applied
 * to the consultation hour's day of 40 consultations (consultation-entry.tsx), each timed to the
 * laid-out DOM and to the next frame. It measures and prints; it fails nothing.
 *
 * Method: in the page, `performance.now()` before `mount` (createRoot and a render in flushSync, so
 * React's work, the grid's indexing of the data, its measuring of the viewport and its second render
 * for what is in view all happen inside the call), then a read of `offsetHeight`, which forces the
 * style and layout of the new DOM, then `performance.now()` again. Painting is not included.
 *
 * `node scripts/bench/agenda-bench.ts [--out <folder>]` runs it alone; the page is built into the
 * folder (default bench-results/agenda-page), never into dist/.
 */
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import type { AgendaBenchScenario } from './agenda-data.mjs';
import { SCENARIOS } from './agenda-data.mjs';

const here = import.meta.dirname;
const PORT = 4177;
const RUNS = 5;
const VIEWPORT = { width: 1440, height: 900 } as const;
/** The goals, main-thread ms, for the scenarios they are stated for. */
const GOALS: Readonly<Record<string, number>> = {
  'week-1000': 100,
  'day-50x1000': 100,
  'day-500x10000': 200,
};

/** The timeline on the day scenarios' data, and on a working week of as many rows and appointments. */
const TIMELINE_SCENARIOS: readonly (readonly [string, AgendaBenchScenario])[] = [
  ['timeline day-50x1000', SCENARIOS['day-50x1000'] as AgendaBenchScenario],
  ['timeline day-500x10000', SCENARIOS['day-500x10000'] as AgendaBenchScenario],
  ['timeline week-50x1000', { columns: 50, days: 5, appointments: 1000 }],
  ['timeline week-500x10000', { columns: 500, days: 5, appointments: 10000 }],
];
const TIMELINE_GOALS: Readonly<Record<string, number>> = {
  'timeline day-500x10000': 100,
  'timeline week-500x10000': 100,
};
/** Main-thread ms to apply one change by another planner: within one frame. */
const LIVE_GOAL = 16;
/** The consultation hour's day on the bench: a full day of a physician's consultations. */
const CONSULTATIONS = 40;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Measured {
  readonly ms: number[];
  readonly nodes: number;
  readonly appointments: number;
  readonly cells: number;
}

export async function agendaBench(options: {
  root: string;
  executablePath: string | undefined;
  outDir?: string;
}): Promise<void> {
  const root = resolve(options.root);
  const outDir = resolve(options.outDir ?? join(root, 'bench-results', 'agenda-page'));
  await build({
    configFile: false,
    root: here,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: { input: join(here, 'agenda-page.html') },
    },
  });
  const server = await preview({
    configFile: false,
    root: here,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: PORT, strictPort: true },
  });
  const browser = await chromium.launch({
    ...(options.executablePath ? { executablePath: options.executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    page.on('pageerror', (error) => console.log('[page error]', error.message));
    await page.goto(`http://127.0.0.1:${PORT}/agenda-page.html`);
    await page.waitForFunction(() => window.agendaBench !== undefined);
    // Warm-up, not counted: the first scenario would otherwise pay for compiling most of the code.
    await page.evaluate(async () => {
      const bench = window.agendaBench;
      if (!bench) throw new Error('the bench page did not load');
      const data = bench.agendaBenchData({ columns: 3, days: 5, appointments: 300 });
      for (let run = 0; run < 5; run++) {
        const element = document.createElement('div');
        element.className = 'agenda-bench-host';
        document.body.append(element);
        bench.mount(element, data)();
        element.remove();
        await new Promise((done) => setTimeout(done, 20));
      }
    });
    const [load] = loadavg();
    console.log(
      `\nagenda grid in Chromium (${VIEWPORT.width}×${VIEWPORT.height}, main thread: mount + forced layout, median of ${RUNS};` +
        ` load average ${(load ?? 0).toFixed(1)} on ${availableParallelism()} CPUs)`,
    );
    const runScenario = async (
      kind: 'grid' | 'timeline',
      label: string,
      scenario: AgendaBenchScenario,
      goal: number | undefined,
    ) => {
      const measured: Measured = await page.evaluate(
        async ({ kind, scenario, runs }) => {
          const bench = window.agendaBench;
          if (!bench) throw new Error('the bench page did not load');
          const data = bench.agendaBenchData(scenario);
          const mount = kind === 'grid' ? bench.mount : bench.mountTimeline;
          const host = document.getElementById('bench') ?? document.body;
          const pause = () => new Promise((done) => setTimeout(done, 50));
          const ms: number[] = [];
          let nodes = 0;
          let appointments = 0;
          let cells = 0;
          // One run first that is not counted: the engine compiles the code on its first use.
          for (let run = -1; run < runs; run++) {
            const element = document.createElement('div');
            element.className = 'agenda-bench-host';
            host.append(element);
            await pause();
            const started = performance.now();
            const unmount = mount(element, data);
            void element.offsetHeight;
            const ended = performance.now();
            if (run >= 0) ms.push(ended - started);
            nodes = element.getElementsByTagName('*').length;
            appointments = element.querySelectorAll('[data-id]').length;
            cells = element.querySelectorAll('[role=gridcell]').length;
            unmount();
            element.remove();
          }
          return { ms, nodes, appointments, cells };
        },
        { kind, scenario, runs: RUNS },
      );
      const value = median(measured.ms);
      console.log(
        `  ${label.padEnd(22)} ${String(scenario.days)} d × ${String(scenario.columns).padStart(3)} col, ` +
          `${String(scenario.appointments).padStart(5)} appts ${value.toFixed(1).padStart(7)} ms` +
          `${goal ? ` (goal < ${goal})` : ''.padEnd(13)}` +
          `   ${String(measured.nodes).padStart(5)} DOM nodes, ${String(measured.appointments).padStart(4)} appts` +
          ` and ${String(measured.cells).padStart(4)} slots drawn` +
          `   runs: ${measured.ms.map((ms) => ms.toFixed(1)).join(', ')}`,
      );
    };
    for (const [name, scenario] of Object.entries(SCENARIOS))
      await runScenario('grid', name, scenario, GOALS[name]);

    console.log('\nagenda timeline (a row per column, days and hours across), the same data and method');
    for (const [label, scenario] of TIMELINE_SCENARIOS)
      await runScenario('timeline', label, scenario, TIMELINE_GOALS[label]);

    const live = await page.evaluate(
      async ({ scenario, runs }) => {
        const bench = window.agendaBench;
        if (!bench) throw new Error('the bench page did not load');
        const data = bench.agendaBenchData(scenario);
        const element = document.createElement('div');
        element.className = 'agenda-bench-host';
        (document.getElementById('bench') ?? document.body).append(element);
        const grid = bench.mountLive(element, data);
        const frame = () =>
          new Promise<number>((done) =>
            requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)),
          );
        await frame();
        const work: number[] = [];
        const painted: number[] = [];
        for (let run = -1; run < runs; run++) {
          await new Promise((done) => setTimeout(done, 50));
          // An appointment in the morning of the first day, so the change is in view.
          const index = data.appointments.findIndex(
            (entry, at) =>
              at > run + 1 && entry.start.startsWith(data.days[0] ?? '') && entry.start.slice(11, 13) < '10',
          );
          const started = performance.now();
          grid.change(Math.max(0, index));
          void element.offsetHeight;
          const ended = performance.now();
          const shown = await frame();
          if (run >= 0) {
            work.push(ended - started);
            painted.push(shown - started);
          }
        }
        grid.unmount();
        element.remove();
        return { work, painted };
      },
      { scenario: SCENARIOS['week-1000'] as AgendaBenchScenario, runs: RUNS },
    );
    console.log(
      `\na change by another planner applied to an open week of 1,000 appointments (week-1000): ` +
        `${median(live.work).toFixed(1)} ms main thread to the laid-out grid (goal < ${LIVE_GOAL}), ` +
        `${median(live.painted).toFixed(1)} ms to the next frame` +
        `   runs: ${live.work.map((ms) => ms.toFixed(1)).join(', ')}`,
    );

    // The consultation hour: a professional's day of 40 consultations, a live change applied to one.
    const hour = await page.evaluate(
      async ({ runs, count }) => {
        const bench = window.agendaBench;
        if (!bench) throw new Error('the bench page did not load');
        const element = document.createElement('div');
        (document.getElementById('bench') ?? document.body).append(element);
        const day = await bench.mountConsultationHour(element, count);
        const frame = () =>
          new Promise<number>((done) =>
            requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)),
          );
        await frame();
        const work: number[] = [];
        const painted: number[] = [];
        for (let run = -1; run < runs; run++) {
          await new Promise((done) => setTimeout(done, 50));
          const started = performance.now();
          day.change(run + 9);
          void element.offsetHeight;
          const ended = performance.now();
          const shown = await frame();
          if (run >= 0) {
            work.push(ended - started);
            painted.push(shown - started);
          }
        }
        const lines = element.querySelectorAll('li.consultation').length;
        day.unmount();
        element.remove();
        return { work, painted, lines };
      },
      { runs: RUNS, count: CONSULTATIONS },
    );
    console.log(
      `
the consultation hour: a live change applied to a day of ${hour.lines} consultations: ` +
        `${median(hour.work).toFixed(1)} ms main thread to the laid-out day (goal < ${LIVE_GOAL}), ` +
        `${median(hour.painted).toFixed(1)} ms to the next frame` +
        `   runs: ${hour.work.map((ms) => ms.toFixed(1)).join(', ')}`,
    );

    // Scrolling a screen sideways: what the first frame after the scroll shows, before the grid has
    // answered the scroll event (a requestAnimationFrame callback runs before that frame is painted).
    const scrolled = async (kind: 'grid' | 'timeline', label: string, scenario: AgendaBenchScenario) => {
      const coverage = await page.evaluate(
        async ({ kind, scenario }) => {
          const bench = window.agendaBench;
          if (!bench) throw new Error('the bench page did not load');
          const data = bench.agendaBenchData(scenario);
          const element = document.createElement('div');
          element.className = 'agenda-bench-host';
          (document.getElementById('bench') ?? document.body).append(element);
          const unmount = (kind === 'grid' ? bench.mount : bench.mountTimeline)(element, data);
          const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          const scroll = element.querySelector<HTMLElement>('[class$="__scroll"]');
          if (!scroll) throw new Error('no scroll box');
          const found: number[] = [];
          for (let screen = 0; screen < 3; screen++) {
            for (let wait = 0; wait < 5; wait++) await frame();
            const box = scroll.getBoundingClientRect();
            scroll.scrollLeft += Math.floor(box.width * 0.8);
            const share = await new Promise<number>((done) =>
              requestAnimationFrame(() => {
                let drawn = 0;
                const points = 24;
                for (let point = 0; point < points; point++) {
                  const x = box.left + box.width * 0.2 + ((box.width * 0.78) / points) * point;
                  const hit = document.elementFromPoint(x, box.top + box.height * 0.6);
                  if (hit?.closest('[role=gridcell]')) drawn++;
                }
                done(drawn / points);
              }),
            );
            found.push(share);
          }
          unmount();
          element.remove();
          return found;
        },
        { kind, scenario },
      );
      console.log(
        `  ${label.padEnd(24)} first frame after scrolling 80% of a screen sideways, three times: ` +
          coverage.map((share) => `${Math.round(share * 100)}%`).join(', ') +
          ' drawn (goal 100%)',
      );
    };
    console.log('\nscrolling sideways (the share of the view drawn in the first frame after the scroll)');
    await scrolled('grid', 'grid day-50x1000', SCENARIOS['day-50x1000'] as AgendaBenchScenario);
    await scrolled('timeline', 'timeline week-500x10000', { columns: 500, days: 5, appointments: 10000 });
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  await agendaBench({
    root: resolve(here, '..', '..'),
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    ...(values.out ? { outDir: values.out } : {}),
  });
}
