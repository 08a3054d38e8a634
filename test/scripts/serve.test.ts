import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendTarget, IMMUTABLE, isRefusedPath, portalServer, settingsFrom } from '../../scripts/serve';
import { securityHeaders } from '../../scripts/security-headers';

const PAGE = '<!doctype html><title>Arbo Agenda</title>';
let folder = '';
let dist = '';

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'portal-serve-'));
  dist = join(folder, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'builds', 'meta'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  writeFileSync(join(dist, 'builds', 'latest.json'), '{"id":"b1"}');
  writeFileSync(join(dist, 'builds', 'meta', 'b1.json'), '{"id":"b1"}');
  // Beside the build, never to be served.
  writeFileSync(join(folder, 'secret.txt'), 'secret');
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The backend's side of a proxied call: what it was asked, and what it answers. */
function fakeBackend(answer: () => Response = () => new Response('{}', { status: 200 })) {
  const calls: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(input instanceof Request ? input : new Request(input, init));
    return answer();
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const server = (fetch = fakeBackend().fetch) =>
  portalServer({ root: dist, backendUrl: 'https://backoffice.example/portal', fetch });

describe('the production server', () => {
  it('answers the page for the portal’s own paths, with the security headers and no-cache', async () => {
    const app = server();
    for (const path of ['/', '/index.html', '/agenda', '/auth/sso/login/abc.def-ghi']) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe(PAGE);
      expect(answer.headers.get('Cache-Control'), path).toBe('no-cache');
      for (const [name, value] of Object.entries(securityHeaders())) {
        expect(answer.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
  });

  it('caches hashed assets for a year and asks again for the build’s version files', async () => {
    const app = server();
    const asset = await app.request('/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/);
    expect(asset.headers.get('X-Content-Type-Options')).toBe('nosniff');
    for (const path of ['/builds/latest.json', '/builds/meta/b1.json']) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('Cache-Control'), path).toBe('no-cache');
    }
  });

  it('answers 404 for a missing file, never the page', async () => {
    const app = server();
    for (const path of ['/assets/gone-1234.js', '/assets/gone', '/builds/meta/b0.json', '/robots.txt']) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await answer.text(), path).not.toContain('<title>');
    }
  });

  it('refuses paths that climb out of the build', async () => {
    const app = server();
    for (const path of [
      '/assets/..%2f..%2fsecret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/%2e%2e%5c%2e%2e%5csecret.txt',
      '/assets/%00.js',
      '/assets/%E0%A4%A.js',
    ]) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(400);
      expect(await answer.text(), path).not.toContain('secret');
    }
    // Plain dot segments are resolved by the URL parser before the app sees them: inside the build.
    expect(await (await app.request('/assets/../../secret.txt')).text()).not.toContain('secret');
    expect(isRefusedPath('/agenda/2026-11-27')).toBe(false);
  });

  it('answers the health check', async () => {
    const answer = await server().request('/healthz');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it('passes /api on to the backend as it came, and its answer back with no-store', async () => {
    const backend = fakeBackend(() => {
      const headers = new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'max-age=60' });
      headers.append('Set-Cookie', 'portal_session=s1; Path=/; HttpOnly');
      headers.append('Set-Cookie', 'csrf_token=c1; Path=/');
      return new Response('{"data":{"ok":true}}', { status: 201, headers });
    });
    const answer = await server(backend.fetch).request('/api/external/v2/notes?page=2', {
      method: 'POST',
      headers: {
        Host: 'portal.example',
        Cookie: 'portal_session=s0',
        'Content-Type': 'application/json',
        'X-CSRF-TOKEN': 'c0',
        Connection: 'keep-alive',
      },
      body: '{"text":"Belde terug"}',
    });
    const [call] = backend.calls;
    expect(call?.url).toBe('https://backoffice.example/portal/api/external/v2/notes?page=2');
    expect(call?.method).toBe('POST');
    expect(call?.redirect).toBe('manual');
    expect(call?.headers.get('Cookie')).toBe('portal_session=s0');
    expect(call?.headers.get('X-CSRF-TOKEN')).toBe('c0');
    expect(call?.headers.get('Host')).toBeNull();
    expect(call?.headers.get('Connection')).toBeNull();
    expect(call?.headers.get('X-Forwarded-Host')).toBe('localhost');
    expect(await call?.text()).toBe('{"text":"Belde terug"}');

    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ data: { ok: true } });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.getSetCookie()).toEqual([
      'portal_session=s1; Path=/; HttpOnly',
      'csrf_token=c1; Path=/',
    ]);
    // The backend's answer keeps its own headers: no page policy is put on it.
    expect(answer.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('passes a redirect of the backend on instead of following it', async () => {
    const backend = fakeBackend(
      () => new Response(null, { status: 302, headers: { Location: 'https://idp.example/login' } }),
    );
    const answer = await server(backend.fetch).request('/api/auth/sso');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('https://idp.example/login');
  });

  it('answers 502 when the backend does not answer', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const answer = await server(failing).request('/api/auth/me');
      expect(answer.status).toBe(502);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});

describe('where /api goes', () => {
  it('keeps the backend’s path prefix and the request’s query', () => {
    expect(backendTarget('https://bo.example', 'http://portal/api/a?b=1').href).toBe(
      'https://bo.example/api/a?b=1',
    );
    expect(backendTarget('https://bo.example/x/', 'http://portal/api/a').href).toBe(
      'https://bo.example/x/api/a',
    );
  });
});

describe('the settings of npm run serve', () => {
  it('needs PORTAL_BACKEND_URL, and says so', () => {
    expect(settingsFrom({})).toMatch(/PORTAL_BACKEND_URL is not set/);
    expect(settingsFrom({ PORTAL_BACKEND_URL: 'ftp://bo.example' })).toMatch(/not an http\(s\) address/);
  });

  it('listens on 127.0.0.1:8080 unless PORT and HOST say otherwise', () => {
    expect(settingsFrom({ PORTAL_BACKEND_URL: 'https://bo.example' })).toEqual({
      backendUrl: 'https://bo.example',
      port: 8080,
      host: '127.0.0.1',
      surveyScriptUrl: undefined,
    });
    expect(
      settingsFrom({ PORTAL_BACKEND_URL: 'https://bo.example', PORT: '0', HOST: '0.0.0.0' }),
    ).toMatchObject({
      port: 0,
      host: '0.0.0.0',
    });
    expect(settingsFrom({ PORTAL_BACKEND_URL: 'https://bo.example', PORT: 'eighty' })).toMatch(/PORT/);
  });
});
