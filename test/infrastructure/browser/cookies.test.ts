import { describe, expect, it } from 'vitest';
import { CookiePortalRedirectAttempts } from '../../../src/infrastructure/browser/cookie-portal-redirect-attempts';
import { LANGUAGE_COOKIE, storedLanguage } from '../../../src/infrastructure/browser/cookie-names';
import { DocumentCookieStore } from '../../../src/infrastructure/browser/document-cookie-store';

/** Records what the adapter writes to document.cookie and plays back what a browser would keep. */
function fakeDocument() {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  return {
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (/Max-Age=0/.test(line)) jar.delete(name ?? '');
      else jar.set(name ?? '', value ?? '');
    },
  };
}

describe('cookies', () => {
  it('keep the language for 365 days on path / with SameSite lax', () => {
    const doc = fakeDocument();
    const cookies = new DocumentCookieStore(doc);
    cookies.set(LANGUAGE_COOKIE.name, 'en', LANGUAGE_COOKIE);
    expect(doc.writes[0]).toBe('language=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cookies.get('language')).toBe('en');
  });

  it('remember a portal redirect attempt for 60 seconds', () => {
    const doc = fakeDocument();
    const attempts = new CookiePortalRedirectAttempts(new DocumentCookieStore(doc));
    expect(attempts.attemptedRecently()).toBe(false);
    attempts.record();
    expect(attempts.attemptedRecently()).toBe(true);
    expect(doc.writes[0]).toContain('Max-Age=60');
  });

  it('encode values so a hostile one cannot add attributes', () => {
    const doc = fakeDocument();
    const cookies = new DocumentCookieStore(doc);
    cookies.set('language', 'en; Domain=evil.example', LANGUAGE_COOKIE);
    expect(doc.writes[0]).not.toContain('Domain=evil');
    expect(cookies.get('language')).toBe('en; Domain=evil.example');
  });
});

describe('the stored language', () => {
  it('is read from the portal’s cookie first and from the back office’s name otherwise', () => {
    const jar = new Map([['i18n_redirected', 'en']]);
    expect(storedLanguage((name) => jar.get(name) ?? null)).toBe('en');
    jar.set('language', 'nl');
    expect(storedLanguage((name) => jar.get(name) ?? null)).toBe('nl');
    expect(storedLanguage(() => null)).toBeNull();
  });
});
