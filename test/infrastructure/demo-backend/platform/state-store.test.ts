import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoStore } from '../../../../src/infrastructure/demo-backend/demo-backend';
import type { StateWriter } from '../../../../src/infrastructure/demo-backend/platform/state-store';
import {
  WRITE_DELAY_MS,
  writeStateFile,
} from '../../../../src/infrastructure/demo-backend/platform/state-store';
import type { ProcessLike } from '../../../../src/infrastructure/demo-backend/platform/vite-plugin';
import { flushOnStop } from '../../../../src/infrastructure/demo-backend/platform/vite-plugin';
import { START } from '../demo-client';

const now = () => START;
const folders: string[] = [];
const stateFile = () => {
  const folder = mkdtempSync(join(tmpdir(), 'demo-writes-'));
  folders.push(folder);
  return join(folder, 'state.json');
};
const idleOf = (text: string): number =>
  (JSON.parse(text) as { settings: { idleTimeoutSeconds: number } }).settings.idleTimeoutSeconds;

/** A writer that only records, each write waiting until the test lets it finish. */
function gatedWriter() {
  const texts: string[] = [];
  const gates: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const writer: StateWriter = () =>
    new Promise<void>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      gates.push(() => {
        running -= 1;
        resolve();
      });
    }).then(() => undefined);
  const recording: StateWriter = (file, text) => {
    texts.push(text);
    return writer(file, text);
  };
  return {
    writer: recording,
    texts,
    mostAtOnce: () => most,
    finishNext: () => gates.shift()?.(),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the demo store’s writes', () => {
  it('writes a burst of a hundred changes once, in the background, and flush leaves the last one on disk', async () => {
    const file = stateFile();
    const writes: string[] = [];
    const writer: StateWriter = async (target, text) => {
      writes.push(text);
      await writeStateFile(target, text);
    };
    const store = new DemoStore(file, now, { writer });
    for (let i = 1; i <= 100; i += 1) store.change((state) => (state.settings.idleTimeoutSeconds = 60 + i));
    expect(writes).toHaveLength(0);
    expect(existsSync(file)).toBe(false);

    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    await store.flush();
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(idleOf(readFileSync(file, 'utf8'))).toBe(160);
    expect(new DemoStore(file, now).state.settings.idleTimeoutSeconds).toBe(160);
    // Only the state file is left: the temporary file of each write was renamed over it.
    expect(readdirSync(join(file, '..'))).toEqual(['state.json']);
  });

  it('writes nothing before the delay and everything at flush, without waiting for the timer', async () => {
    const gated = gatedWriter();
    const store = new DemoStore(stateFile(), now, { writer: gated.writer });
    store.change((state) => (state.settings.idleTimeoutSeconds = 90));
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS - 1);
    expect(gated.texts).toHaveLength(0);

    const flushed = store.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(gated.texts.map(idleOf)).toEqual([90]);
    gated.finishNext();
    await flushed;
    await vi.advanceTimersByTimeAsync(10 * WRITE_DELAY_MS);
    expect(gated.texts).toHaveLength(1);
    expect(store.pending).toBe(false);
  });

  it('never runs two writes at once, and writes a change made during a write with the next one', async () => {
    const gated = gatedWriter();
    const store = new DemoStore(stateFile(), now, { writer: gated.writer });
    store.change((state) => (state.settings.idleTimeoutSeconds = 100));
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    expect(gated.texts.map(idleOf)).toEqual([100]);

    store.change((state) => (state.settings.idleTimeoutSeconds = 200));
    await vi.advanceTimersByTimeAsync(10 * WRITE_DELAY_MS);
    expect(gated.texts).toHaveLength(1);

    gated.finishNext();
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    expect(gated.texts.map(idleOf)).toEqual([100, 200]);

    let flushed = false;
    const flushing = store.flush().then(() => (flushed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(flushed).toBe(false);
    gated.finishNext();
    await flushing;
    expect(gated.mostAtOnce()).toBe(1);
    expect(gated.texts).toHaveLength(2);
  });

  it('flushes a change made while a background write runs with a write of its own', async () => {
    const gated = gatedWriter();
    const store = new DemoStore(stateFile(), now, { writer: gated.writer });
    store.change((state) => (state.settings.idleTimeoutSeconds = 100));
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    store.change((state) => (state.settings.idleTimeoutSeconds = 300));
    const flushing = store.flush();
    gated.finishNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(gated.texts.map(idleOf)).toEqual([100, 300]);
    gated.finishNext();
    await flushing;
    expect(gated.mostAtOnce()).toBe(1);
  });

  it('writes a reset the same way, in the background', async () => {
    const file = stateFile();
    const writes: string[] = [];
    const writer: StateWriter = async (target, text) => {
      writes.push(text);
      await writeStateFile(target, text);
    };
    const store = new DemoStore(file, now, { writer });
    store.change((state) => (state.settings.idleTimeoutSeconds = 120));
    await store.flush();
    store.reset();
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    expect(writes).toHaveLength(2);
    await store.flush();
    expect(writes).toHaveLength(2);
    expect(new DemoStore(file, now).state.settings.idleTimeoutSeconds).toBe(1800);
  });

  it('keeps a change whose write failed, reports it, and writes it with the next flush', async () => {
    const reports: string[] = [];
    let fail = true;
    const texts: string[] = [];
    const writer: StateWriter = async (_file, text) => {
      if (fail) throw new Error('disk full');
      texts.push(text);
    };
    const store = new DemoStore(stateFile(), now, { writer, report: (line) => reports.push(line) });
    store.change((state) => (state.settings.idleTimeoutSeconds = 70));
    await vi.advanceTimersByTimeAsync(WRITE_DELAY_MS);
    expect(reports).toEqual([expect.stringContaining('disk full')]);
    // No retry loop: a failed write waits for the next change or flush.
    await vi.advanceTimersByTimeAsync(10 * WRITE_DELAY_MS);
    expect(reports).toHaveLength(1);
    await expect(store.flush()).rejects.toThrow('disk full');
    fail = false;
    await store.flush();
    expect(texts.map(idleOf)).toEqual([70]);
  });

  it('writes nothing at all without a file', async () => {
    const writer = vi.fn<StateWriter>(async () => undefined);
    const store = new DemoStore(null, now, { writer });
    store.change((state) => (state.settings.idleTimeoutSeconds = 70));
    await vi.advanceTimersByTimeAsync(10 * WRITE_DELAY_MS);
    await store.flush();
    expect(writer).not.toHaveBeenCalled();
  });
});

/** A process that only records: its listeners, and the exit code asked for. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const host = Object.assign(emitter, { exit: (code: number) => void exits.push(code) });
  return { host: host as unknown as ProcessLike & EventEmitter, exits };
}

describe('the state file', () => {
  it('is readable by its owner only, and so is a folder made for it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'demo-modes-'));
    folders.push(root);
    const file = join(root, '.demo-data', 'nested', 'state.json');
    const store = new DemoStore(file, now, { writeDelayMs: 0 });
    store.change((state) => (state.settings.idleTimeoutSeconds = 90));
    await store.flush();

    const mode = (path: string) => statSync(path).mode & 0o777;
    expect(mode(file)).toBe(0o600);
    expect(mode(join(root, '.demo-data'))).toBe(0o700);
    expect(mode(join(root, '.demo-data', 'nested'))).toBe(0o700);
  });

  it('becomes readable by its owner only when a file of an earlier write was readable by all', async () => {
    const file = stateFile();
    writeFileSync(file, '{}', { mode: 0o644 });
    await writeStateFile(file, '{"version":0}');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe('{"version":0}');
  });
});

describe('a clean stop of the Vite server', () => {
  it('flushes the store when the server closes, and then lets go of the process', async () => {
    const flush = vi.fn<() => Promise<void>>(async () => undefined);
    const server = new EventEmitter();
    const { host, exits } = fakeProcess();
    flushOnStop({ flush }, server, host);
    expect(host.listenerCount('SIGINT') + host.listenerCount('SIGTERM')).toBe(2);
    server.emit('close');
    expect(flush).toHaveBeenCalledTimes(1);
    expect(host.listenerCount('SIGINT') + host.listenerCount('SIGTERM')).toBe(0);
    expect(host.listenerCount('beforeExit')).toBe(0);
    expect(exits).toEqual([]);
  });

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('flushes on %s and only then exits with %i', async (signal, code) => {
    let finish: () => void = () => undefined;
    const flush = vi.fn<() => Promise<void>>(() => new Promise<void>((resolve) => (finish = resolve)));
    const { host, exits } = fakeProcess();
    flushOnStop({ flush }, null, host);
    host.emit(signal, signal);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([code]);
  });

  it('flushes before the process exits on its own, and exits even when the write fails', async () => {
    const { host, exits } = fakeProcess();
    const reports: string[] = [];
    const flush = vi.fn<() => Promise<void>>(async () => {
      throw new Error('read-only file system');
    });
    flushOnStop({ flush }, null, host, (line) => reports.push(line));
    host.emit('beforeExit');
    expect(flush).toHaveBeenCalledTimes(1);
    host.emit('SIGTERM', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([143]);
    expect(reports).toEqual([
      expect.stringContaining('read-only file system'),
      expect.stringContaining('read-only file system'),
    ]);
  });
});
