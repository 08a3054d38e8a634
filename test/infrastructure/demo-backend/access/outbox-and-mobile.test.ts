import { describe, expect, it } from 'vitest';
import { createDemoBackend, CSRF_COOKIE } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { DemoStore } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { maskMobile, normalizeDutchMobile } from '../../../../src/infrastructure/demo-backend/access/mobile';
import { USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { userJson } from '../../../../src/infrastructure/demo-backend/access/user-json';
import { TEST_ORIGIN } from '../../../support/in-process-backend';

describe('the outbox', () => {
  it('prints one line for every message it keeps', async () => {
    const lines: string[] = [];
    const app = createDemoBackend({ store: new DemoStore(null), print: (line) => lines.push(line) });
    const first = await app.fetch(new Request(`${TEST_ORIGIN}/api/auth/csrf`));
    const csrf = /csrf_token=([^;]+)/.exec(first.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
    const forgot = await app.fetch(
      new Request(`${TEST_ORIGIN}/api/external/password/forgot/?username=planner`, {
        method: 'POST',
        headers: { Cookie: `${CSRF_COOKIE}=${csrf}`, 'csrf-token': csrf, 'Accept-Language': 'en' },
      }),
    );
    expect(forgot.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[outbox\] email to planner@arbo-agenda\.example: Reset your password: .*http:\/\/portal\.test\/password\/reset-password\/\S+ /,
    );
    expect(lines[0]).not.toContain('\n');
  });
});

describe('mobile numbers', () => {
  it.each([
    ['0612345001', '+31612345001'],
    ['+31612345001', '+31612345001'],
    ['06-12 34 50 01', '+31612345001'],
    ['0612345', null],
    ['0712345001', null],
    ['+32612345001', null],
    ['', null],
    [612345001, null],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeDutchMobile(input)).toBe(expected);
  });

  it('are masked down to their last three digits', () => {
    expect(maskMobile('+31612345001')).toBe('+31 6 •• •• •0 01');
    expect(maskMobile('+31698765432')).toBe('+31 6 •• •• •4 32');
  });

  it('leave the user JSON masked, or null without a number', () => {
    const planner = USERS.find((user) => user.username === 'planner');
    const base = {
      method: null,
      totpSecret: null,
      pendingTotpSecret: null,
      pendingMobile: null,
      sms: null,
      lastTotpStep: null,
      smsSentAt: [],
    };
    expect(planner && userJson(planner, { ...base, mobile: '+31612345001' }).twoFactorAuth).toEqual({
      setupCompleted: false,
      method: null,
      maskedMobile: '+31 6 •• •• •0 01',
    });
    expect(planner && userJson(planner, { ...base, mobile: null, method: 'sms' }).twoFactorAuth).toEqual({
      setupCompleted: true,
      method: 'sms',
      maskedMobile: null,
    });
  });
});
