import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import { demoClient } from '../demo-client';

/** PayloadsAllTheThings' open-redirect list (test/fixtures/security/README.md, MIT licence beside it). */
const PAYLOADS = readFileSync(
  resolve(import.meta.dirname, '../../../fixtures/security/open-redirect-payloads.txt'),
  'utf8',
)
  .split('\n')
  .map((line) => line.replace(/\r$/, ''))
  .filter((line) => line !== '')
  // The list's stand-in for the site's own host.
  .map((line) => line.replaceAll('www.whitelisteddomain.tld', new URL(TEST_ORIGIN).host));

const handOff = (url: string) => `/api/auth/redirect-dwc?portal=agenda&url=${encodeURIComponent(url)}`;

/** A Location that stays on the portal: a path with one leading slash, not followed by `/` or `\`. */
const staysInside = (location: string | null) =>
  location === null ||
  (/^\/(?![/\\])/.test(location) &&
    ![...location].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f') &&
    new URL(location, TEST_ORIGIN).origin === TEST_ORIGIN);

describe('the portal hand-off (redirect-dwc)', () => {
  it('sends a signed-in user to a path inside the portal, given as a path or as an address on its origin', async () => {
    const client = demoClient();
    await client.signIn('planner');
    for (const url of [`${TEST_ORIGIN}/rooms?x=1`, '/rooms?x=1']) {
      const answer = await client.get(handOff(url));
      expect([url, answer.status, answer.headers.get('Location')]).toEqual([url, 302, '/rooms?x=1']);
    }
  });

  it('never sends anyone off the portal, for any payload of the open-redirect list, as given or after the portal’s origin', async () => {
    expect(PAYLOADS.length).toBeGreaterThan(200);
    const client = demoClient();
    await client.signIn('planner');
    const escapes: string[] = [];
    for (const payload of PAYLOADS) {
      for (const url of [payload, `${TEST_ORIGIN}${payload}`, `${TEST_ORIGIN}/${payload}`]) {
        const answer = await client.get(handOff(url));
        const location = answer.headers.get('Location');
        if (answer.status >= 500 || !staysInside(location))
          escapes.push(`${url} -> ${answer.status} ${location}`);
      }
    }
    expect(escapes).toEqual([]);
  });

  it('refuses the known escapes with a 400: a protocol-relative path after the portal’s origin, a backslash, a dot segment', async () => {
    const client = demoClient();
    await client.signIn('planner');
    for (const url of [
      `${TEST_ORIGIN}//evil.example/x`,
      `${TEST_ORIGIN}/\\evil.example`,
      '/\\evil.example',
      `${TEST_ORIGIN}/.//evil.example`,
      `${TEST_ORIGIN}/%2F%2Fevil.example`,
      `${TEST_ORIGIN}/%09/evil.example`,
    ]) {
      const answer = await client.get(handOff(url), 'en');
      expect([url, answer.status, answer.headers.get('Location')]).toEqual([url, 400, null]);
    }
  });
});
