import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPortalPath, safeReturnPath } from '../../../src/domain/access/return-path';

const PAYLOADS = resolve(import.meta.dirname, '../../fixtures/security/open-redirect-payloads.txt');

/** Where a browser would go if it followed the path from a page of the portal. */
function destinationHost(path: string): string {
  return new URL(path, 'https://portal.example').host;
}

describe('the return path after sign-in', () => {
  it('keeps a plain path inside the portal', () => {
    expect(safeReturnPath('/tasks?filter[status]=open')).toBe('/tasks?filter[status]=open');
    expect(safeReturnPath('/agenda/123/availabilities')).toBe('/agenda/123/availabilities');
  });

  it('refuses protocol-relative, backslashed, scheme and encoded escapes', () => {
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      'https:evil.example',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '%2F%2Fevil.example',
      '/%252F%252Fevil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeNull();
    }
  });

  it('never leads off the portal’s origin, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (raw) => {
          const path = safeReturnPath(raw);
          if (path !== null) expect(destinationHost(path)).toBe('portal.example');
        },
      ),
    );
  });

  it('never leads off the portal’s origin for any published open-redirect payload', () => {
    const payloads = readFileSync(PAYLOADS, 'utf8').split('\n').filter(Boolean);
    expect(payloads.length).toBeGreaterThan(100);
    for (const payload of payloads) {
      const path = safeReturnPath(payload);
      if (path !== null) expect(destinationHost(path), payload).toBe('portal.example');
    }
  });
});

describe('a path inside the portal (the one check the router, the reload guard and redirects share)', () => {
  it('is refused for a backslashed start, which a browser reads as another host', () => {
    expect(isPortalPath('/\\evil.example')).toBe(false);
    expect(isPortalPath('/%5C%5Cevil.example')).toBe(false);
    expect(isPortalPath('/tasks?search=a\\b')).toBe(true);
  });

  it('never resolves to another origin, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `/\\${s}`),
        ),
        (raw) => {
          if (isPortalPath(raw)) expect(destinationHost(raw)).toBe('portal.example');
        },
      ),
    );
  });
});
