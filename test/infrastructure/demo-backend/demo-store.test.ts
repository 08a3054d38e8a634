import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoStore } from '../../../src/infrastructure/demo-backend/demo-store';
import { USERS } from '../../../src/infrastructure/demo-backend/seed';

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
});
