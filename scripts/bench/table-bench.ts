/**
 * The shared data table on a page of its own (table-entry.tsx, built apart from the portal) measured
 * in Chromium: drawing the task list's columns for 1,000 and 10,000 rows, then a client-side filter
 * and a sort of them, as main-thread milliseconds (the synchronous render plus a forced layout) and
 * DOM nodes, median of 5; and the table's own JavaScript, gzipped. It measures and prints.
 */
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import type { Rolldown } from 'vite';

const here = import.meta.dirname;
const PORT = 4176;
const COUNTS = [1000, 10_000] as const;
const RUNS = 5;
/**
 * Two filters: a broad one (the open tasks, 60 % of the rows, so a long list stays long) and a
 * narrow one (a surname as a user types it, 10 %: a thousand rows become a hundred: a table
 * already drawing only its visible rows keeps doing so down to fifty).
 */
const FILTERS = [
  { name: "status 'open'", by: { status: 'open' } },
  { name: "text 'jansen'", by: { text: 'jansen' } },
] as const;
const GOALS = { 1000: 30, 10_000: 60 } as const;
/** Marks the steps that time the table's DOM as plain HTML, for comparison: what layout alone costs. */
const STATIC = 'static:';
const OWN_JS_GOAL_KIB = 15;

/** What the table's code pulls in that the portal's entry already holds. */
const PORTAL_SHARED =
  /^(react|react-dom|react\/.*|react-dom\/.*|mobx|mobx-react-lite|i18next|temporal-polyfill)$/;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Bundles one module with what the portal already ships left out, and answers the gzipped size of
 * the code that loads with it and of what it loads later (its lazy chunks).
 */
async function gzippedSize(
  entry: string,
  external: (id: string) => boolean,
): Promise<{ initial: number; lazy: number }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'measured' },
      rolldownOptions: { external },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const sizes = { initial: 0, lazy: 0 };
  for (const chunk of outputs.flatMap((output) => output.output)) {
    if (chunk.type !== 'chunk') continue;
    sizes[chunk.isEntry ? 'initial' : 'lazy'] += gzipSync(chunk.code).length;
  }
  return sizes;
}

async function sizes(root: string): Promise<void> {
  const shared = (id: string) => PORTAL_SHARED.test(id);
  const table = await gzippedSize(join(root, 'src/ui/components/data-table/data-table.tsx'), shared);
  const bound = await gzippedSize(join(root, 'src/ui/components/data-table/index.ts'), shared);
  const picker = await gzippedSize(join(root, 'src/ui/components/date-picker/index.ts'), shared);
  console.log(
    '\nshared components, gzipped (React, MobX, i18next and Temporal left out: the entry has them)',
  );
  console.log(
    `  DataTable:                      ${kib(table.initial)} with the screen (goal < ${OWN_JS_GOAL_KIB} KiB)` +
      ` + ${kib(table.lazy)} virtualizer, with the first table over 200 rows`,
  );
  console.log(`  + ListTable, ListPager, Pager:  ${kib(bound.initial)} with the screen`);
  console.log(
    `  date and time pickers:          ${kib(picker.initial + picker.lazy)}, with the first date field`,
  );
}

/** One measured step: its main-thread milliseconds per run, and the DOM it left. */
interface Step {
  readonly name: string;
  readonly ms: number[];
  /** The part of `ms` the filter or sort helper took. */
  readonly helperMs: number[];
  readonly nodes: number;
  readonly rows: number;
}

export async function tableBench(options: {
  root: string;
  executablePath: string | undefined;
}): Promise<void> {
  const root = resolve(options.root);
  const outDir = join(root, 'bench-results', 'table-page');
  await build({
    configFile: false,
    root: here,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
  });
  await sizes(root);

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
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.waitForFunction(() => window.tableBench !== undefined);
    console.log(
      `\ndata table in Chromium (task list columns, main thread: render + forced layout, median of ${RUNS})`,
    );
    for (const count of COUNTS) {
      const steps: Step[] = await page.evaluate(
        async ({ count, runs, filters, STATIC }) => {
          const bench = window.tableBench;
          if (!bench) throw new Error('the bench page did not load');
          const rows = bench.makeRows(count);
          type Row = (typeof rows)[number];
          const host = document.getElementById('bench') ?? document.body;
          const pause = () => new Promise((done) => setTimeout(done, 30));
          const steps = new Map<string, { ms: number[]; helperMs: number[]; nodes: number; rows: number }>();
          /**
           * Times a step: the helper that filters or sorts the rows (none for the first render), then
           * the table's drawing and the layout it causes; and notes the DOM it leaves.
           */
          const timed = (
            name: string,
            element: Element,
            counted: boolean,
            prepare: () => readonly Row[],
            draw: (shown: readonly Row[]) => void,
          ) => {
            const started = performance.now();
            const shown = prepare();
            const prepared = performance.now();
            draw(shown);
            void document.body.offsetHeight;
            const ended = performance.now();
            const step = steps.get(name) ?? { ms: [], helperMs: [], nodes: 0, rows: 0 };
            if (counted) {
              step.ms.push(ended - started);
              step.helperMs.push(prepared - started);
            }
            step.nodes = element.getElementsByTagName('*').length;
            step.rows = shown.length;
            steps.set(name, step);
          };
          // One run first that is not counted: the engine compiles the code on its first use, and the
          // virtualizer's chunk arrives.
          for (let run = -1; run < runs; run++) {
            const element = document.createElement('div');
            host.append(element);
            let unmount = () => {};
            timed(
              'render',
              element,
              run >= 0,
              () => rows,
              (shown) => {
                unmount = bench.mount(element, shown);
              },
            );
            for (const { name, by } of filters) {
              await pause();
              let subset: readonly Row[] = [];
              timed(
                `filter ${name}`,
                element,
                run >= 0,
                () => (subset = bench.filter(rows, by)),
                (shown) => bench.render(element, shown),
              );
              // The same DOM as plain HTML, without React: what the browser's own layout costs.
              const html = element.innerHTML;
              const copy = document.createElement('div');
              host.append(copy);
              await pause();
              timed(
                `${STATIC}filter ${name}`,
                copy,
                run >= 0,
                () => subset,
                () => {
                  copy.innerHTML = html;
                },
              );
              copy.remove();
              await pause();
              bench.render(element, rows);
            }
            await pause();
            timed(
              'sort by title, descending',
              element,
              run >= 0,
              () => bench.sort(rows, 'title', 'desc'),
              (shown) => bench.render(element, shown, { field: 'title', direction: 'desc' }),
            );
            unmount();
            element.remove();
            await pause();
          }
          return [...steps].map(([name, step]) => ({ name, ...step }));
        },
        { count, runs: RUNS, filters: FILTERS, STATIC },
      );
      for (const step of steps) {
        const helper = median(step.helperMs);
        const name = step.name.startsWith(STATIC) ? '  the same DOM, static HTML' : step.name;
        console.log(
          `  ${String(count).padStart(6)} rows  ${name.padEnd(27)} ${median(step.ms).toFixed(1).padStart(6)} ms` +
            (helper >= 0.05 ? ` (helper ${helper.toFixed(1).padStart(4)})` : ''.padEnd(14)) +
            `   shows ${String(step.rows).padStart(5)} rows, ${String(step.nodes).padStart(5)} DOM nodes` +
            `   runs: ${step.ms.map((value) => value.toFixed(1)).join(', ')}`,
        );
      }
      const worst = Math.max(
        ...steps.filter((step) => !step.name.startsWith(STATIC)).map((step) => median(step.ms)),
      );
      console.log(`  ${''.padStart(12)} slowest median ${worst.toFixed(1)} ms, goal < ${GOALS[count]} ms`);
    }
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}
