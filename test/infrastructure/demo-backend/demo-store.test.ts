import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoStore, STATE_VERSION } from '../../../src/infrastructure/demo-backend/demo-store';
import { DOCTOR_TOTP_SECRET, USERS } from '../../../src/infrastructure/demo-backend/seed';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the demo store', () => {
  it('keeps its state across a restart and goes back to the seed on reset', () => {
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

    const second = new DemoStore(file);
    expect(second.state.outbox).toHaveLength(1);

    second.reset();
    expect(new DemoStore(file).state.outbox).toHaveLength(0);
  });

  it('seeds an account for every demo user', () => {
    const store = new DemoStore(null);
    for (const user of USERS) expect(store.state.accounts[user.id]).toBeDefined();
    expect(USERS.map((user) => user.username)).toEqual(
      expect.arrayContaining(['planner', 'admin', 'doctor', 'employer', 'employee', 'linked']),
    );
  });

  it('replaces a state file of an older version with a fresh seed', () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-store-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const old = { version: 1, accounts: {}, sessions: { stale: {} }, outbox: [{ id: 1 }], faults: {} };
    writeFileSync(file, JSON.stringify(old));

    const store = new DemoStore(file);
    expect(store.state.version).toBe(STATE_VERSION);
    expect(store.state.outbox).toEqual([]);
    expect(store.state.sessions).toEqual({});
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
});
