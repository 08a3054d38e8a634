import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoBackend } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { DemoStore, STATE_VERSION } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { DOCTOR_TOTP_SECRET, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the demo store', () => {
  it('keeps its state across a restart and goes back to the seed on reset', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-store-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const first = new DemoStore(file);
    first.change((state) =>
      state.outbox.push({
        id: 1,
        channel: 'sms',
        to: '+31600000000',
        subject: '',
        body: 'code',
        createdAt: '',
      }),
    );
    await first.flush();

    const second = new DemoStore(file);
    expect(second.state.outbox).toHaveLength(1);

    second.reset();
    await second.flush();
    expect(new DemoStore(file).state.outbox).toHaveLength(0);
  });

  it('seeds an account for every demo user', () => {
    const store = new DemoStore(null);
    for (const user of USERS) expect(store.state.accounts[user.id]).toBeDefined();
    expect(USERS.map((user) => user.username)).toEqual(
      expect.arrayContaining(['planner', 'admin', 'doctor', 'employer', 'employee', 'linked']),
    );
  });

  it('replaces a state file of an older version with a fresh seed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-store-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const old = { version: 1, accounts: {}, sessions: { stale: {} }, outbox: [{ id: 1 }], faults: {} };
    writeFileSync(file, JSON.stringify(old));

    const store = new DemoStore(file);
    expect(store.state.version).toBe(STATE_VERSION);
    expect(store.state.outbox).toEqual([]);
    expect(store.state.sessions).toEqual({});
    await store.flush();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: STATE_VERSION });
  });

  it('seeds the doctor with the authenticator and everyone else without a second factor', () => {
    const { accounts, settings } = new DemoStore(null).state;
    const methods = USERS.map((user) => [user.username, accounts[user.id]?.twoFactor.method]);
    expect(methods).toEqual(
      USERS.map((user) => [user.username, user.username === 'doctor' ? 'authenticator' : null]),
    );
    const doctor = USERS.find((user) => user.username === 'doctor');
    expect(accounts[doctor?.id ?? '']?.twoFactor.totpSecret).toBe(DOCTOR_TOTP_SECRET);
    expect(settings.idleTimeoutSeconds).toBe(1800);
  });

  it('dates a fresh seed by the clock of the backend it serves, and a reset by the time of the reset', async () => {
    let time = Date.parse('2026-06-30T22:30:00Z'); // already 1 July in Amsterdam
    const store = new DemoStore(null);
    const app = createDemoBackend({ store, now: () => time });
    expect(store.state.seededOn).toBe('2026-07-01');
    time = Date.parse('2026-07-15T10:00:00Z');
    expect(
      (
        await app.fetch(
          new Request('http://portal.test/api/__demo/reset', {
            method: 'POST',
            headers: { 'X-Demo-Control': '1' },
          }),
        )
      ).status,
    ).toBe(204);
    expect(store.state.seededOn).toBe('2026-07-15');
    expect(new DemoStore(null, () => Date.parse('2026-01-05T12:00:00Z')).state.seededOn).toBe('2026-01-05');
  });

  it('replaces a state file of the previous version, which had no dossiers or tasks', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-store-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const previous = { ...new DemoStore(null).state, version: 2 } as Record<string, unknown>;
    for (const key of ['dossiers', 'tasks', 'recentlyViewed', 'appointments', 'nextTaskId', 'seededOn']) {
      delete previous[key];
    }
    writeFileSync(file, JSON.stringify(previous));
    const store = new DemoStore(file);
    // The seed's 3,000 tasks and the few the legal clock's rule adds for steps that had none.
    expect([store.state.version, store.state.tasks.length >= 3000, store.state.dossiers.length]).toEqual([
      STATE_VERSION,
      true,
      400,
    ]);
    await store.flush();
  });

  it('gives every store its own copy of the seed, so one store’s changes never reach another', () => {
    const now = () => Date.parse('2026-03-02T08:00:00Z');
    const first = new DemoStore(null, now);
    const second = new DemoStore(null, now);
    first.change((state) => {
      const task = state.tasks[0];
      if (task) task.title = { nl: 'Alleen in de eerste', en: 'Only in the first' };
    });
    expect(second.state.tasks[0]?.title.nl).toBe('Probleemanalyse opstellen');
    expect(new DemoStore(null, now).state.tasks[0]?.title.nl).toBe('Probleemanalyse opstellen');
  });
});
