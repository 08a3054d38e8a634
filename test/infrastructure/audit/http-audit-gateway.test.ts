import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { HttpAuditGateway } from '../../../src/infrastructure/audit/http-audit-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';
import { EVERYTHING } from '../../application/audit/audit-fakes';

const START = Date.parse('2026-03-02T08:00:00Z');

async function signedIn(username: string) {
  const backend = inProcessBackend({ now: () => START });
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  expect((await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD })).ok).toBe(true);
  return { backend, notifier, http, audit: new HttpAuditGateway(http) };
}

describe('the audit gateway against the demo backend', () => {
  it('reads the entries as domain values, filtered and paged as asked', async () => {
    const { audit } = await signedIn('admin');
    const page = await audit.entries({ ...EVERYTHING, size: 3 });
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    expect(page.value.rows).toHaveLength(3);
    expect(page.value.total).toBeGreaterThan(3);
    const newest = page.value.rows[0];
    expect(newest?.at).toBeInstanceOf(Temporal.Instant);
    expect(newest).toMatchObject({
      action: 'signed_in',
      user: { name: 'Arjen Beheer' },
      entity: { type: 'user' },
    });
    const today = Temporal.PlainDate.from('2026-03-02');
    const created = await audit.entries({
      ...EVERYTHING,
      entityType: 'resource_type',
      action: 'created',
      from: today.subtract({ days: 30 }),
      to: today,
      direction: 'asc',
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    expect(created.value.rows.length).toBeGreaterThan(0);
    expect(
      created.value.rows.every((row) => row.entity.type === 'resource_type' && row.action === 'created'),
    ).toBe(true);
    const users = await audit.users();
    expect(users.ok && users.value.map((user) => user.name)).toContain('Arjen Beheer');
  });

  it('is refused to whoever may not view the audit log', async () => {
    const { audit } = await signedIn('planner');
    const page = await audit.entries(EVERYTHING);
    expect(!page.ok && page.error).toMatchObject({ kind: 'rejected', status: 403 });
  });
});
