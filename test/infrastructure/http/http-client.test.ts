import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { HttpMethod } from '../../../src/infrastructure/http/http-client';
import {
  HttpClient,
  RETRY_STATUSES,
  retriesFor,
  retryAfterMs,
} from '../../../src/infrastructure/http/http-client';
import { RecordingNotifier } from '../../support/fakes';

type Answer =
  { status: number; body?: string; headers?: Record<string, string>; statusText?: string } | 'network-error';

/** A fetch that answers from a script and records what it was asked. */
function scriptedFetch(answers: Answer[]) {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push(new Request(new URL(String(input), 'http://portal.test'), init));
    const answer = answers.shift() ?? { status: 200, body: '{}' };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body ?? null, {
      status: answer.status,
      statusText: answer.statusText ?? '',
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  return { fetch, requests };
}

function clientWith(answers: Answer[], csrf: string | null = 'token-1') {
  const { fetch, requests } = scriptedFetch(answers);
  const notifier = new RecordingNotifier();
  let unauthorized = 0;
  const client = new HttpClient({
    fetch,
    origin: 'http://portal.test',
    locale: () => 'en',
    portal: () => 'arbo',
    csrfToken: () => csrf,
    notifier,
    onUnauthorized: () => (unauthorized += 1),
    backoffMs: 1,
  });
  return { client, requests, notifier, unauthorizedCount: () => unauthorized };
}

/** The options a scripted client was made with, to make another with a different fetch. */
const clientOptions = (client: HttpClient) =>
  (client as unknown as { options: ConstructorParameters<typeof HttpClient>[0] }).options;

const Thing = v.object({ data: v.object({ name: v.string() }) });

describe('the HTTP client', () => {
  it('sends JSON with Accept-Language, csrf-token and portal headers and includes cookies', async () => {
    const { client, requests } = clientWith([{ status: 200, body: '{"data":{"name":"x"}}' }]);
    await client.request(Thing, { method: 'POST', path: '/v2/things', body: { a: 1 } });
    const request = requests[0];
    expect(request?.headers.get('Accept-Language')).toBe('en');
    expect(request?.headers.get('csrf-token')).toBe('token-1');
    expect(request?.headers.get('portal')).toBe('arbo');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.credentials).toBe('include');
    expect(await request?.text()).toBe('{"a":1}');
  });

  it('uses /api/external by default and /api for auth calls, with the list query style', async () => {
    const { client, requests } = clientWith([
      { status: 200, body: '{"data":{"name":"x"}}' },
      { status: 200, body: '{"data":{"name":"x"}}' },
    ]);
    await client.request(Thing, {
      method: 'GET',
      path: 'v2/dossier/dossier-tasks',
      query: {
        filter: { status: 'open' },
        sort: [{ field: 'dueDate', direction: 'desc' }],
        page: { number: 2, size: 10 },
      },
    });
    await client.request(Thing, { method: 'POST', api: 'auth', path: '/auth/user' });
    expect(decodeURIComponent(requests[0]?.url ?? '')).toBe(
      'http://portal.test/api/external/v2/dossier/dossier-tasks?filter[status]=open&sort=-dueDate&page[number]=2&page[size]=10',
    );
    expect(requests[1]?.url).toBe('http://portal.test/api/auth/user');
  });

  it('returns the parsed value of a well-formed answer', async () => {
    const { client } = clientWith([{ status: 200, body: '{"data":{"name":"Bakkerij"}}' }]);
    expect(await client.request(Thing, { method: 'GET', path: '/x' })).toEqual({
      ok: true,
      value: { data: { name: 'Bakkerij' } },
    });
  });

  it.each([
    ['invalid JSON', '{"data":'],
    ['an HTML page with status 200', '<!doctype html><html></html>'],
    ['a missing field', '{"data":{}}'],
    ['a wrong type', '{"data":{"name":42}}'],
  ])('turns %s into a typed failure and one generic error toast', async (_, body) => {
    const { client, notifier } = clientWith([{ status: 200, body }]);
    expect(await client.request(Thing, { method: 'GET', path: '/x' })).toEqual({
      ok: false,
      error: { kind: 'malformed', told: true },
    });
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.malformedResponse' }]);
  });

  it('shows the server’s message for a failed call, and the status text when there is none', async () => {
    const { client, notifier } = clientWith([
      { status: 422, body: '{"message":"Naam is verplicht.","errors":{"name":["Naam is verplicht."]}}' },
      { status: 400, body: '<html>oops</html>', statusText: 'Bad Request' },
    ]);
    const first = await client.request(Thing, { method: 'POST', path: '/x' });
    await client.request(Thing, { method: 'POST', path: '/x' });
    expect(first).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        status: 422,
        message: 'Naam is verplicht.',
        code: null,
        fieldErrors: { name: ['Naam is verplicht.'] },
        told: true,
      },
    });
    expect(notifier.notices.map((notice) => notice.title)).toEqual(['Naam is verplicht.', 'Bad Request']);
  });

  it('hands a 401 to the session handler instead of toasting it', async () => {
    const { client, notifier, unauthorizedCount } = clientWith([{ status: 401, body: '{"message":"no"}' }]);
    expect(await client.request(Thing, { method: 'GET', path: '/x' })).toEqual({
      ok: false,
      error: { kind: 'unauthorized' },
    });
    expect(unauthorizedCount()).toBe(1);
    expect(notifier.notices).toEqual([]);
  });

  it('retries a read on a retryable status and succeeds', async () => {
    const { client, requests } = clientWith([
      { status: 503 },
      { status: 429, headers: { 'Retry-After': '0' } },
      { status: 200, body: '{"data":{"name":"x"}}' },
    ]);
    expect((await client.request(Thing, { method: 'GET', path: '/x' })).ok).toBe(true);
    expect(requests).toHaveLength(3);
  });

  it('never retries a write, nor an auth call', async () => {
    const write = clientWith([{ status: 503 }, { status: 200, body: '{"data":{"name":"x"}}' }]);
    expect((await write.client.request(Thing, { method: 'POST', path: '/x' })).ok).toBe(false);
    expect(write.requests).toHaveLength(1);
    const auth = clientWith([{ status: 503 }, { status: 200, body: '{"data":{"name":"x"}}' }]);
    expect(
      (await auth.client.request(Thing, { method: 'GET', api: 'auth', path: '/auth/two-factor/x' })).ok,
    ).toBe(false);
    expect(auth.requests).toHaveLength(1);
  });

  it('reports a network fault as a typed failure with a toast, after retrying reads', async () => {
    const { client, notifier, requests } = clientWith(['network-error', 'network-error', 'network-error']);
    expect(await client.request(Thing, { method: 'GET', path: '/x' })).toEqual({
      ok: false,
      error: { kind: 'network', told: true },
    });
    expect(requests).toHaveLength(3);
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.networkError' }]);
  });

  it('fetches a csrf token before the first write of a fresh browser', async () => {
    const { client, requests } = clientWith(
      [{ status: 204 }, { status: 200, body: '{"data":{"name":"x"}}' }],
      null,
    );
    await client.request(Thing, { method: 'POST', path: '/x' });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/auth/csrf',
      '/api/external/x',
    ]);
    // The csrf call goes the same way as every other: with the headers of spec section 7.
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
    expect(requests[0]?.headers.get('portal')).toBe('arbo');
  });

  it('gives up a cancelled read at once: no retry, no message, no answer', async () => {
    const controller = new AbortController();
    const { requests, notifier, client } = clientWith([]);
    const slow: typeof globalThis.fetch = (input, init) =>
      new Promise((_resolve, reject) => {
        requests.push(new Request(new URL(String(input), 'http://portal.test'), init));
        // As fetch does: an aborted signal rejects at once, a later abort when it comes.
        if (init?.signal?.aborted) reject(init.signal.reason);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const cancellable = new HttpClient({ ...clientOptions(client), fetch: slow });
    const pending = cancellable.request(Thing, { method: 'GET', path: '/x', signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(1);
    expect(notifier.notices).toEqual([]);
  });

  it('tells nothing for a silent call, whatever goes wrong', async () => {
    for (const answer of [{ status: 503 }, { status: 200, body: '<html>' }, 'network-error'] as Answer[]) {
      const { client, notifier } = clientWith([answer, answer, answer]);
      const result = await client.request(Thing, { method: 'POST', path: '/x', silent: true });
      expect(result.ok).toBe(false);
      expect(!result.ok && 'told' in result.error && result.error.told).toBe(false);
      expect(notifier.notices).toEqual([]);
    }
  });
});

describe('retry rules', () => {
  it('retry only GET and HEAD outside the auth api', () => {
    const methods: HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
    fc.assert(
      fc.property(
        fc.constantFrom(...methods),
        fc.constantFrom('external' as const, 'auth' as const),
        fc.nat(5),
        (method, api, max) => {
          const retries = retriesFor(method, api, max);
          const safe = (method === 'GET' || method === 'HEAD') && api === 'external';
          expect(retries).toBe(safe ? max : 0);
        },
      ),
    );
  });

  it('cover exactly the statuses of spec section 9', () => {
    expect([...RETRY_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it('read Retry-After as seconds or a date, capped at 30 seconds', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('3600', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});

describe('writes retried safely', () => {
  const ok200 = { status: 200, body: '{"data":{"name":"x"}}' };

  it('retries a write with an idempotency key on 408, 425, 429, 503 and a network fault, with the same key', async () => {
    const { client, requests } = clientWith([
      { status: 503 },
      'network-error',
      { status: 200, body: '{"data":{"name":"x"}}' },
    ]);
    const answer = await client.request(Thing, { method: 'POST', path: '/x', idempotencyKey: 'key-1' });
    expect(answer.ok).toBe(true);
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual([
      'key-1',
      'key-1',
      'key-1',
    ]);
    for (const status of [408, 425, 429]) {
      const again = clientWith([{ status }, ok200]);
      expect(
        (await again.client.request(Thing, { method: 'PATCH', path: '/x', idempotencyKey: 'k' })).ok,
      ).toBe(true);
      expect(again.requests).toHaveLength(2);
    }
  });

  it('never retries a keyed write on a status that may follow the write, nor one without a key', async () => {
    for (const status of [409, 422, 500, 502]) {
      const { client, requests } = clientWith([{ status }, ok200]);
      expect((await client.request(Thing, { method: 'POST', path: '/x', idempotencyKey: 'k' })).ok).toBe(
        false,
      );
      expect(requests).toHaveLength(1);
    }
    const unkeyed = clientWith(['network-error', ok200]);
    expect((await unkeyed.client.request(Thing, { method: 'POST', path: '/x' })).ok).toBe(false);
    expect(unkeyed.requests).toHaveLength(1);
    expect(unkeyed.requests[0]?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('gives up after as many tries as a read, and tells the last failure once', async () => {
    const { client, requests, notifier } = clientWith([
      { status: 503 },
      { status: 503 },
      { status: 503 },
      ok200,
    ]);
    const answer = await client.request(Thing, { method: 'POST', path: '/x', idempotencyKey: 'k' });
    expect(answer.ok).toBe(false);
    expect(requests).toHaveLength(3);
    expect(notifier.notices).toHaveLength(1);
  });
});
