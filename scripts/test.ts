/**
 * `npm test`: every test, in the least time the machine allows.
 *
 * First the checks that need no browser, one after another, each stopping the run when it fails: the
 * types, the lint with the layering and formatting checks, and the production build the end-to-end
 * tests serve. Then two suites at once: the end-to-end journeys in Chromium, which print as they go,
 * and the unit and property tests, whose report is held back and printed whole when they end, so the
 * two never interleave line by line. A journey keeps one core busy with its browser and leaves the
 * other partly idle while it waits for pages and answers; the unit tests fill that gap with one
 * worker instead of waiting for the browser to finish (`npm run test:unit` and `npm run test:e2e`
 * still run each suite alone, the unit tests on every core).
 *
 * The run fails when any part fails, and ends with how long each took.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

interface Outcome {
  readonly name: string;
  readonly ok: boolean;
  readonly seconds: number;
}

/**
 * Runs `command` with `args` in the project, its output passed through as it comes, or, with `hold`,
 * kept and printed in one piece at the end.
 */
function run(name: string, command: string, args: readonly string[], hold = false): Promise<Outcome> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: hold ? { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } : process.env,
    });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    const finish = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      if (hold) {
        process.stdout.write(`\n──── ${name} ────\n`);
        process.stdout.write(Buffer.concat(held));
        process.stdout.write(`──── ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ────\n\n`);
      }
      done({ name, ok, seconds });
    };
    child.on('error', (error) => {
      held.push(Buffer.from(`${String(error)}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

const outcomes: Outcome[] = [];
const startedAt = performance.now();

function report(): void {
  const total = (performance.now() - startedAt) / 1000;
  process.stdout.write('\n');
  for (const { name, ok, seconds } of outcomes) {
    process.stdout.write(
      `${ok ? 'passed' : 'FAILED'}  ${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s\n`,
    );
  }
  process.stdout.write(`npm test took ${(total / 60).toFixed(1)} minutes\n`);
}

// The checks without a browser: each must pass before the next starts.
for (const [name, script] of [
  ['types', 'typecheck'],
  ['lint, layering and format', 'lint'],
  ['production build', 'build'],
] as const) {
  const outcome = await run(name, 'npm', ['run', '--silent', script]);
  outcomes.push(outcome);
  if (!outcome.ok) {
    report();
    process.exit(1);
  }
}

const [endToEnd, unit] = await Promise.all([
  run('end-to-end (Playwright)', 'npx', ['playwright', 'test']),
  run(
    'unit and property (Vitest)',
    'npx',
    ['vitest', 'run', '--configLoader', 'bundle', '--maxWorkers=1'],
    true,
  ),
]);
outcomes.push(unit, endToEnd);
report();
process.exit(unit.ok && endToEnd.ok ? 0 : 1);
