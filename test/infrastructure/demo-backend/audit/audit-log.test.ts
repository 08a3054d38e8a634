import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';

const LOG = '/api/external/v2/audit-log';

interface Row {
  readonly id: string;
  readonly at: string;
  readonly userName: string;
  readonly entityType: string;
  readonly entityLabel: string;
  readonly action: string;
  readonly changes: readonly { field: string; from: unknown; to: unknown }[];
}
interface Page {
  readonly data: readonly Row[];
  readonly meta: { total: number; page: number; pageSize: number };
}

const page = async (client: DemoClient, query = '') => {
  const answer = await client.get(`${LOG}${query}`);
  expect(answer.status).toBe(200);
  return answer.json as Page;
};

async function signedIn(username: string) {
  const client = demoClient();
  expect((await client.signIn(username)).status).toBe(200);
  return client;
}

const send = async (client: DemoClient, method: string, path: string) =>
  (
    await client.backend.fetch(`${TEST_ORIGIN}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'csrf-token': client.backend.cookie(CSRF_COOKIE) ?? '' },
      body: method === 'DELETE' ? null : '{}',
    })
  ).status;

describe('the audit log of the demo backend', () => {
  it('answers only who may view the audit log', async () => {
    expect((await demoClient().get(LOG)).status).toBe(401);
    const planner = await signedIn('planner');
    expect((await planner.get(LOG)).status).toBe(403);
    expect((await planner.get(`${LOG}/users`)).status).toBe(403);
    const admin = await signedIn('admin');
    expect((await admin.get(`${LOG}/users`)).status).toBe(200);
  });

  it('starts a fresh demo with some history, newest first', async () => {
    const admin = await signedIn('admin');
    const { data, meta } = await page(admin);
    expect(meta.total).toBeGreaterThan(5);
    expect(data.map((row) => row.at)).toEqual(
      data
        .map((row) => row.at)
        .toSorted()
        .toReversed(),
    );
    expect(data.some((row) => row.entityType === 'resource_type' && row.action === 'created')).toBe(true);
    const users = (await admin.get(`${LOG}/users`)).json as { data: { id: string; name: string }[] };
    expect(users.data.map((user) => user.name)).toEqual(['Arjen Beheer', 'Petra Planning']);
  });

  it('records sign-ins, refused sign-ins without the password, and sign-outs', async () => {
    const client = demoClient();
    expect((await client.signIn('planner', 'wrong-secret')).status).toBe(422);
    expect((await client.signIn('nobody', 'other-secret')).status).toBe(422);
    await client.signIn('admin');
    await client.post('/api/auth/logout');
    await client.signIn('admin');
    const { data } = await page(client, '?filter[action]=signed_in,signed_out,sign_in_failed&sort=at');
    const recent = data.filter((row) => row.at === new Date(client.now()).toISOString());
    expect(recent.map((row) => [row.action, row.entityLabel, row.userName])).toEqual([
      ['sign_in_failed', 'planner', 'Petra Planning'],
      ['sign_in_failed', 'nobody', 'nobody'],
      ['signed_in', 'admin', 'Arjen Beheer'],
      ['signed_out', 'admin', 'Arjen Beheer'],
      ['signed_in', 'admin', 'Arjen Beheer'],
    ]);
    expect(JSON.stringify(data)).not.toMatch(/wrong-secret|other-secret/);
  });

  it('filters on person, kind of record, action and Amsterdam days, and pages', async () => {
    const admin = await signedIn('admin');
    const created = await admin.post('/api/external/v3/agenda/resource-types', { name: 'Audiometer' });
    expect(created.status).toBe(201);
    const { data } = await page(admin, '?filter[entityType]=resource_type&filter[action]=created');
    expect(data[0]).toMatchObject({ entityLabel: 'Audiometer', userName: 'Arjen Beheer' });
    expect(data[0]?.changes).toContainEqual({ field: 'name', from: null, to: 'Audiometer' });
    expect(data.every((row) => row.entityType === 'resource_type' && row.action === 'created')).toBe(true);
    const today = new Date(admin.now()).toISOString().slice(0, 10);
    const onlyToday = await page(admin, `?filter[from]=${today}&filter[to]=${today}`);
    expect(onlyToday.data.length).toBeGreaterThan(0);
    expect(onlyToday.data.every((row) => row.at.startsWith(today))).toBe(true);
    const users = (await admin.get(`${LOG}/users`)).json as { data: { id: string; name: string }[] };
    const planner = users.data.find((user) => user.name === 'Petra Planning')?.id ?? '';
    const theirs = await page(admin, `?filter[user]=${planner}`);
    expect(theirs.data.every((row) => row.userName === 'Petra Planning')).toBe(true);
    const all = await page(admin);
    const second = await page(admin, '?page[number]=2&page[size]=2');
    expect(second.meta).toEqual({ total: all.meta.total, page: 2, pageSize: 2 });
    expect(second.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
    expect((await admin.get(`${LOG}?filter[action]=renamed`)).status).toBe(422);
    expect((await admin.get(`${LOG}?filter[from]=2026-02-30`)).status).toBe(422);
    expect((await admin.get(`${LOG}?filter[city]=x`)).status).toBe(422);
  });

  it('offers no way to change or remove an entry', async () => {
    const admin = await signedIn('admin');
    const before = await page(admin);
    const id = before.data[0]?.id ?? '';
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(await send(admin, method, LOG)).toBe(405);
      expect(await send(admin, method, `${LOG}/${id}`)).toBe(405);
    }
    expect((await admin.get(`${LOG}/${id}`)).status).toBe(404);
    expect((await page(admin)).data).toEqual(before.data);
  });
});
