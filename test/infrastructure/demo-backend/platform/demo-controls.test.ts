import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import type { DemoClient } from '../demo-client';
import { demoClient, errorBody } from '../demo-client';

/** Every demo control, as curl or a test calls it. */
const CONTROLS: readonly (readonly [method: string, path: string, body?: unknown])[] = [
  ['POST', '/api/__demo/reset'],
  ['POST', '/api/__demo/sso-token', { username: 'admin' }],
  ['GET', '/api/__demo/outbox'],
  ['DELETE', '/api/__demo/outbox'],
  ['GET', '/api/__demo/faults'],
  ['PUT', '/api/__demo/faults', { errorRate: 1 }],
  ['GET', '/api/__demo/settings'],
  ['PUT', '/api/__demo/settings', { idleTimeoutSeconds: 60 }],
  ['GET', '/api/__demo/anything-else'],
];

/** A call as a web page (or curl) would make it, with exactly these headers and the browser's cookies. */
const raw = (
  client: DemoClient,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) =>
  client.backend.fetch(`${TEST_ORIGIN}${path}`, {
    method,
    headers: { 'Content-Type': 'text/plain', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A signed-in planner with a reset link in the outbox: what a refused control must leave as it was. */
async function withSomethingToLose(): Promise<DemoClient> {
  const client = demoClient();
  expect((await client.signIn('planner')).status).toBe(200);
  await client.post('/api/external/password/forgot/?username=admin');
  expect(client.outbox()).toHaveLength(1);
  return client;
}

describe('the demo controls', () => {
  it('refuse every call without the X-Demo-Control header with a 403 in the caller’s language, changing nothing', async () => {
    const client = await withSomethingToLose();
    for (const [method, path, body] of CONTROLS) {
      const english = await raw(client, method, path, { 'Accept-Language': 'en' }, body);
      expect([method, path, english.status]).toEqual([method, path, 403]);
      expect(await english.json()).toEqual({
        message: 'Demo controls need the header X-Demo-Control: 1.',
        code: 'demo_control_header',
      });
    }
    const dutch = await raw(client, 'POST', '/api/__demo/reset', { 'Accept-Language': 'nl' });
    expect(((await dutch.json()) as { message: string }).message).toBe(
      'Demo-bediening vraagt de header X-Demo-Control: 1.',
    );
    expect((await client.currentUser())?.username).toBe('planner');
    expect(client.outbox()).toHaveLength(1);
    expect(client.backend.store.state.faults.errorRate).toBe(0);
    expect(client.backend.store.state.ssoTokens).toEqual({});
  });

  it('refuse a call from another site even with the header, as the browser names it by Origin or Sec-Fetch-Site', async () => {
    const client = await withSomethingToLose();
    const crossSite: Record<string, string>[] = [
      { Origin: 'http://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://portal.test.evil.example' },
      { Origin: 'https://portal.test' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      for (const [method, path, body] of CONTROLS) {
        const answer = await raw(
          client,
          method,
          path,
          { ...headers, 'X-Demo-Control': '1', 'Accept-Language': 'en' },
          body,
        );
        expect([headers, method, path, answer.status]).toEqual([headers, method, path, 403]);
        expect(await answer.json()).toEqual({
          message: 'Demo controls answer only calls from the portal’s own origin, not from another site.',
          code: 'demo_control_cross_site',
        });
      }
    }
    expect((await client.currentUser())?.username).toBe('planner');
    expect(client.outbox()).toHaveLength(1);
  });

  it('answer a call with the header from the server’s own origin, or from no page at all', async () => {
    const client = await withSomethingToLose();
    const sameOrigin: Record<string, string>[] = [
      {},
      { Origin: TEST_ORIGIN },
      { Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Site': 'none' },
    ];
    for (const headers of sameOrigin) {
      const answer = await raw(client, 'GET', '/api/__demo/outbox', { ...headers, 'X-Demo-Control': '1' });
      expect([headers, answer.status]).toEqual([headers, 200]);
    }
    const reset = await raw(client, 'POST', '/api/__demo/reset', {
      Origin: TEST_ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      'X-Demo-Control': '1',
    });
    expect(reset.status).toBe(204);
    expect(await client.currentUser()).toBeNull();
    expect(client.outbox()).toEqual([]);
  });

  it('grant no CORS preflight, so no other site’s page can add the header', async () => {
    const client = demoClient();
    for (const [method, path] of CONTROLS) {
      const preflight = await client.backend.fetch(`${TEST_ORIGIN}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://evil.example',
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'x-demo-control',
        },
      });
      expect([path, preflight.status >= 400]).toEqual([path, true]);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(preflight.headers.get('Access-Control-Allow-Headers')).toBeNull();
    }
  });

  it('still answer a test’s calls under faults, through the test client’s header', async () => {
    const client = demoClient();
    expect((await client.put('/api/__demo/faults', { errorRate: 1 })).status).toBe(200);
    expect(errorBody(await client.post('/api/external/password/forgot/?username=planner')).message).toBe(
      'De dienst is tijdelijk niet beschikbaar.',
    );
    expect((await client.put('/api/__demo/faults', {})).status).toBe(200);
  });
});
