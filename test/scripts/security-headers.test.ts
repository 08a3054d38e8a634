import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEV_NONCE_PLACEHOLDER, nonceAnswer } from '../../scripts/dev-csp-nonce';
import {
  API_HEADERS,
  contentSecurityPolicy,
  securityHeaders,
  surveyScriptOrigin,
} from '../../scripts/security-headers';
import { demoBackend } from '../../src/infrastructure/demo-backend/platform/vite-plugin';

describe('the portal’s security headers', () => {
  it('hold the build to a strict policy: nothing inline, no nonce', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; " +
        "base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(securityHeaders()).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it('allow the dev server its nonce and its blob: worker, and nothing else more', () => {
    const policy = contentSecurityPolicy({ dev: { nonce: 'abc' } });
    expect(policy).toContain("script-src 'self' 'nonce-abc';");
    expect(policy).toContain("style-src 'self' 'nonce-abc';");
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy.replace(/ 'nonce-abc'/g, '').replace("; worker-src 'self' blob:", '')).toBe(
      contentSecurityPolicy(),
    );
  });

  it('allow the survey script’s https origin as a script source, when the build loads one', () => {
    expect(contentSecurityPolicy({ surveyScriptUrl: 'https://survey.example/s/abc.js' })).toContain(
      "script-src 'self' https://survey.example;",
    );
    expect(surveyScriptOrigin('http://survey.example/s.js')).toBeNull();
    expect(surveyScriptOrigin('')).toBeNull();
    expect(surveyScriptOrigin('not a url')).toBeNull();
  });
});

describe('the dev server’s nonce', () => {
  /** Just enough of a Node answer: headers and the body `end` writes. */
  function fakeAnswer() {
    const headers = new Map<string, unknown>();
    let body: unknown = null;
    const res = {
      headersSent: false,
      setHeader(name: string, value: unknown) {
        headers.set(name.toLowerCase(), value);
        return res;
      },
      hasHeader: (name: string) => headers.has(name.toLowerCase()),
      end(chunk?: unknown) {
        body = chunk;
        return res;
      },
    };
    return { res, headers, body: () => body };
  }

  it('puts a fresh nonce in the policy and the page, and never lets the page be answered 304', () => {
    const req = { headers: { 'sec-fetch-dest': 'document', 'if-none-match': 'W/"1"' } };
    const answer = fakeAnswer();
    nonceAnswer(req as unknown as IncomingMessage, answer.res as unknown as ServerResponse, 'n0nce');
    answer.res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${DEV_NONCE_PLACEHOLDER}'`);
    answer.res.setHeader('Content-Length', 10);
    answer.res.end(`<script nonce="${DEV_NONCE_PLACEHOLDER}"></script>`);
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'self' 'nonce-n0nce'");
    expect(answer.body()).toBe('<script nonce="n0nce"></script>');
    expect(answer.headers.get('content-length')).toBe(Buffer.byteLength('<script nonce="n0nce"></script>'));
    expect(req.headers['if-none-match']).toBeUndefined();
  });

  it('gives every answer a nonce of its own', () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const answer = fakeAnswer();
      nonceAnswer({ headers: {} } as IncomingMessage, answer.res as unknown as ServerResponse);
      answer.res.setHeader('Content-Security-Policy', `'nonce-${DEV_NONCE_PLACEHOLDER}'`);
      nonces.add(String(answer.headers.get('content-security-policy')));
    }
    expect(nonces.size).toBe(3);
    expect([...nonces].every((value) => /^'nonce-[A-Za-z0-9+/]{22}==?'$/.test(value))).toBe(true);
  });
});

describe('a preview in front of a real backend (PORTAL_BACKEND_URL)', () => {
  it('marks the backend’s answers no-store, and sends the page with the security headers', async () => {
    const backend = createServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=600' });
      res.end('{"data":{}}');
    });
    await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done));
    const folder = mkdtempSync(join(tmpdir(), 'api-headers-'));
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>portal</title>');
    const server = await preview({
      root: folder,
      configFile: false,
      logLevel: 'silent',
      plugins: [
        demoBackend({
          backendUrl: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
          apiHeaders: API_HEADERS,
          serverRecords: join(folder, 'servers'),
        }),
      ],
      preview: { host: '127.0.0.1', port: 0, headers: securityHeaders() },
    });
    try {
      const origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
      const api = await fetch(`${origin}/api/external/v2/users/me/preferences`);
      expect(api.status).toBe(200);
      expect(api.headers.get('Cache-Control')).toBe('no-store');
      const page = await fetch(`${origin}/agenda`, { headers: { Accept: 'text/html' } });
      expect(page.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy());
    } finally {
      await server.close();
      await new Promise((done) => backend.close(done));
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
