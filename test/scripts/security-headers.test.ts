import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEV_NONCE_PLACEHOLDER, nonceAnswer } from '../../scripts/dev-csp-nonce';
import { contentSecurityPolicy, securityHeaders, surveyScriptOrigin } from '../../scripts/security-headers';

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
