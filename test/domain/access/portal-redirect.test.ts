import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PORTALS } from '../../../src/domain/access/portal';
import { allowedDestination, portalEntryAddress } from '../../../src/domain/access/portal-redirect';
import { roleRuleHolds, roleRulesHold } from '../../../src/domain/access/role-rule';
import { UserType } from '../../../src/domain/access/user';
import { aUser } from '../../support/user-mother';

const ORIGIN = 'https://portal.example';
const ALLOWED = ['https://dwc.example'];
const PAYLOADS = resolve(import.meta.dirname, '../../fixtures/security/open-redirect-payloads.txt');

/** Where the browser ends up when it follows the address the portal produced. */
function finalOrigin(address: string): string {
  const url = new URL(address, ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname).toBe('/api/auth/redirect-dwc');
  return new URL(url.searchParams.get('url') ?? '', ORIGIN).origin;
}

describe('entering another portal', () => {
  it('goes through redirect-dwc with the portal and the encoded url', () => {
    const address = portalEntryAddress('agenda', '/rooms?x=1', ORIGIN, ALLOWED);
    expect(address).toBe(
      `/api/auth/redirect-dwc?portal=agenda&url=${encodeURIComponent(`${ORIGIN}/rooms?x=1`)}`,
    );
    expect(portalEntryAddress('agenda', 'https://dwc.example/start', ORIGIN, ALLOWED)).not.toBeNull();
  });

  it('refuses unknown portals and hostile destinations', () => {
    expect(portalEntryAddress('evil', '/', ORIGIN, ALLOWED)).toBeNull();
    for (const hostile of [
      '//evil.example',
      'https:evil.example',
      'https://evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://portal.example@evil.example',
      'https://dwc.example.evil.example',
      '%2F%2Fevil.example',
      'http://[::1]/',
    ]) {
      const address = portalEntryAddress('agenda', hostile, ORIGIN, ALLOWED);
      if (address !== null) expect([ORIGIN, ...ALLOWED], hostile).toContain(finalOrigin(address));
    }
    expect(allowedDestination('javascript:alert(1)', ORIGIN, ALLOWED)).toBeNull();
  });

  it('property: whatever the input, the destination is the portal’s origin or an allowed one', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...PORTALS), fc.string()),
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `//${s}`),
          fc.string().map((s) => `\\${s}`),
        ),
        (portal, url) => {
          const address = portalEntryAddress(portal, url, ORIGIN, ALLOWED);
          if (address !== null) expect([ORIGIN, ...ALLOWED]).toContain(finalOrigin(address));
        },
      ),
      // URL parsing is slow to generate for: fewer runs, and the time a busy machine needs.
      { numRuns: 400 },
    );
  }, 20_000);

  it('no published open-redirect payload leads anywhere else', () => {
    const payloads = readFileSync(PAYLOADS, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replaceAll('www.whitelisteddomain.tld', 'portal.example'));
    expect(payloads.length).toBeGreaterThan(100);
    for (const payload of payloads) {
      const address = portalEntryAddress('agenda', payload, ORIGIN, ALLOWED);
      if (address !== null) expect([ORIGIN, ...ALLOWED], payload).toContain(finalOrigin(address));
    }
  });
});

describe('role rules', () => {
  it('read medical, employer and role names, with ! for negation', () => {
    const doctor = aUser().medical().withRole([], 3).build();
    const employer = aUser().ofType(UserType.employer).build();
    expect(roleRuleHolds(doctor, 'medical')).toBe(true);
    expect(roleRuleHolds(doctor, '!medical')).toBe(false);
    expect(roleRuleHolds(doctor, 'professional')).toBe(true);
    expect(roleRuleHolds(employer, 'employer')).toBe(true);
    expect(roleRuleHolds(employer, '!employer')).toBe(false);
    expect(roleRulesHold(doctor, ['medical', '!employer'])).toBe(true);
    expect(roleRuleHolds(doctor, 'nonsense')).toBe(false);
  });

  it('property: a rule and its negation never hold together', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('medical', 'employer', 'planner', 'admin', 'x'),
        fc.boolean(),
        fc.constantFrom(1, 3, 7),
        (rule, medical, type) => {
          const mother = aUser().ofType(type).withRole([], 1);
          const user = medical ? { ...mother.build(), isMedical: true } : mother.build();
          expect(roleRuleHolds(user, rule)).toBe(!roleRuleHolds(user, `!${rule}`));
        },
      ),
    );
  });
});
