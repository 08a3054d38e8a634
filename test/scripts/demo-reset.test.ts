import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DemoServer, ResetWorld, ServerNote } from '../../scripts/demo-reset';
import { resetDemo } from '../../scripts/demo-reset';

const STATE = resolve(import.meta.dirname, '../../.demo-data/state.json');
const E2E_STATE = resolve(import.meta.dirname, '../../.demo-data/e2e-state.json');

const server = (origin: string, kind: string, stateFile = STATE, pid = 100): DemoServer => ({
  origin,
  kind,
  stateFile,
  pid,
});

/** Servers by origin, the notes left in .demo-data/servers, and the files that exist. */
function fakeWorld(
  options: {
    servers?: readonly DemoServer[];
    notes?: readonly ServerNote[];
    files?: readonly string[];
    resetStatus?: number;
  } = {},
) {
  const servers = new Map((options.servers ?? []).map((s) => [s.origin, s]));
  const files = new Set(options.files ?? []);
  const identified: string[] = [];
  const resets: string[] = [];
  const forgotten: string[] = [];
  const world: ResetWorld = {
    notes: () => options.notes ?? [],
    forget: (note) => forgotten.push(note.file),
    identify: (origin) => {
      identified.push(origin);
      return Promise.resolve(servers.get(origin) ?? null);
    },
    reset: (origin) => {
      resets.push(origin);
      return Promise.resolve(options.resetStatus ?? 204);
    },
    remove: (file) => files.delete(file),
  };
  return { world, files, identified, resets, forgotten };
}

describe('npm run demo:reset', () => {
  it('asks a running dev server on 5173 that keeps the state file to reset itself, and leaves the file to it', async () => {
    const fake = fakeWorld({ servers: [server('http://127.0.0.1:5173', 'dev')], files: [STATE] });

    const { line, ok } = await resetDemo(STATE, fake.world);

    expect(ok).toBe(true);
    expect(fake.resets).toEqual(['http://127.0.0.1:5173']);
    expect(fake.files.has(STATE)).toBe(true);
    expect(line).toBe(
      'Reset the demo backend of the running dev server at http://127.0.0.1:5173 to its seed: every account is unlocked and signs in afresh.',
    );
  });

  it('finds a preview that took another port than 4173 at the address it noted', async () => {
    const note = { origin: 'http://127.0.0.1:4174', file: '/notes/4174.json' };
    const fake = fakeWorld({ servers: [server(note.origin, 'preview')], notes: [note], files: [STATE] });

    const { line } = await resetDemo(STATE, fake.world);

    expect(fake.identified).toEqual([
      'http://127.0.0.1:4174',
      'http://127.0.0.1:5173',
      'http://127.0.0.1:4173',
    ]);
    expect(fake.resets).toEqual(['http://127.0.0.1:4174']);
    expect(line).toContain('preview server at http://127.0.0.1:4174');
  });

  it('resets every running server that keeps the file, each once even when it answers at two addresses', async () => {
    const dev = server('http://127.0.0.1:5173', 'dev', STATE, 1);
    const preview = server('http://127.0.0.1:4173', 'preview', STATE, 2);
    const sameDevElsewhere = server('http://[::1]:5173', 'dev', STATE, 1);
    const fake = fakeWorld({
      servers: [sameDevElsewhere, dev, preview],
      notes: [{ origin: sameDevElsewhere.origin, file: '/notes/5173.json' }],
    });

    const { line } = await resetDemo(STATE, fake.world);

    expect(fake.resets).toHaveLength(2);
    expect(line).toContain('dev server at http://[::1]:5173 and preview server at http://127.0.0.1:4173');
  });

  it('removes the state file when no server of this project answers, and says so', async () => {
    const fake = fakeWorld({ files: [STATE] });

    const { line, ok } = await resetDemo(STATE, fake.world);

    expect(ok).toBe(true);
    expect(fake.resets).toEqual([]);
    expect(fake.files.has(STATE)).toBe(false);
    expect(line).toBe(
      'No running demo server keeps .demo-data/state.json: removed it, so the next start seeds afresh.',
    );
  });

  it('says there was nothing to remove when neither a server nor the file is there', async () => {
    const { line } = await resetDemo(STATE, fakeWorld().world);

    expect(line).toBe(
      'No running demo server keeps .demo-data/state.json, and the file does not exist: the next start seeds afresh.',
    );
  });

  it("leaves the end-to-end tests' server on 4173 alone, as it keeps another state file", async () => {
    const fake = fakeWorld({
      servers: [server('http://127.0.0.1:4173', 'preview', E2E_STATE)],
      files: [STATE, E2E_STATE],
    });

    await resetDemo(STATE, fake.world);

    expect(fake.resets).toEqual([]);
    expect([...fake.files]).toEqual([E2E_STATE]);
  });

  it('forgets the note of a server that no longer answers, and keeps the notes of those that do', async () => {
    const gone = { origin: 'http://127.0.0.1:4177', file: '/notes/4177.json' };
    const alive = { origin: 'http://127.0.0.1:4174', file: '/notes/4174.json' };
    const fake = fakeWorld({ servers: [server(alive.origin, 'preview')], notes: [gone, alive] });

    await resetDemo(STATE, fake.world);

    expect(fake.forgotten).toEqual(['/notes/4177.json']);
  });

  it('fails and keeps the file when a running server refuses the reset, since the server would write it back', async () => {
    const fake = fakeWorld({
      servers: [server('http://127.0.0.1:5173', 'dev')],
      files: [STATE],
      resetStatus: 500,
    });

    const { line, ok } = await resetDemo(STATE, fake.world);

    expect(ok).toBe(false);
    expect(fake.files.has(STATE)).toBe(true);
    expect(line).toBe(
      'Could not reset the demo backend at http://127.0.0.1:5173 (HTTP 500): stop that server and run npm run demo:reset again.',
    );
  });
});
