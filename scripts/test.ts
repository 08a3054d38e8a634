/**
 * `npm test`: every test, in the least time the machine allows.
 *
 * First the production build the end-to-end tests serve (a few seconds). Then two lanes at once: the
 * end-to-end journeys in Chromium, which print as they go; and, one after another, the types, the lint
 * with the layering and formatting checks, and the unit and property tests, whose reports are held
 * back and each printed whole when it ends, so the lanes never interleave line by line. A journey
 * keeps one core busy with its browser and leaves the other partly idle while it waits for pages and
 * answers; the second lane fills that gap (with one Vitest worker, at a lower priority) instead of
 * waiting for the browser to finish. `npm run test:unit` and `npm run test:e2e` still run each suite
 * alone, the unit tests on every core.
 *
 * The run fails when any part fails, and ends with how long each took.
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Whether the system has `nice` (coreutils) to lower a command's priority. */
const NICE = spawnSync('nice', ['true']).status === 0;

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
  // A held run is the second lane: at a lower priority, so it takes the time the journeys leave idle
  // and never slows a page the journeys wait for.
  const [program, programArgs] = hold && NICE ? ['nice', ['-n', '10', command, ...args]] : [command, args];
  return new Promise((done) => {
    const child = spawn(program, programArgs, {
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

const build = await run('production build', 'npm', ['run', '--silent', 'build']);
outcomes.push(build);
if (!build.ok) {
  report();
  process.exit(1);
}

/** The checks without a browser, one after another: a failed one ends the lane. */
async function checksAndUnitTests(): Promise<Outcome[]> {
  const lane: Outcome[] = [];
  for (const [name, command, args] of [
    ['types', 'npm', ['run', '--silent', 'typecheck']],
    ['lint, layering and format', 'npm', ['run', '--silent', 'lint']],
    ['unit and property (Vitest)', 'npx', ['vitest', 'run', '--configLoader', 'bundle', '--maxWorkers=1']],
  ] as const) {
    const outcome = await run(name, command, args, true);
    lane.push(outcome);
    if (!outcome.ok) break;
  }
  return lane;
}

const [endToEnd, lane] = await Promise.all([
  run('end-to-end (Playwright)', 'npx', ['playwright', 'test']),
  checksAndUnitTests(),
]);
outcomes.push(...lane, endToEnd);
report();
process.exit(endToEnd.ok && lane.length === 3 && lane.every(({ ok }) => ok) ? 0 : 1);
