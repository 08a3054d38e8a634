import { describe, expect, it } from 'vitest';
import { HttpPasswordGateway } from '../../../src/infrastructure/access/http-password-gateway';
import { CSRF_COOKIE } from '../../../src/infrastructure/browser/cookie-names';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { RecordingNotifier } from '../../support/fakes';
import { inProcessBackend, TEST_ORIGIN } from '../../support/in-process-backend';

function setUp() {
  const backend = inProcessBackend();
  const notifier = new RecordingNotifier();
  const http = new HttpClient({
    fetch: backend.fetch,
    origin: TEST_ORIGIN,
    locale: () => 'nl',
    portal: () => 'arbo',
    csrfToken: () => backend.cookie(CSRF_COOKIE),
    notifier,
    onUnauthorized: () => undefined,
    backoffMs: 1,
  });
  return { notifier, gateway: new HttpPasswordGateway(http) };
}

describe('the password gateway against the demo backend', () => {
  it('checks a reset token with the caller’s signal still live', async () => {
    const { gateway } = setUp();
    expect(await gateway.tokenIsValid('unknown', new AbortController().signal)).toEqual({
      ok: true,
      value: false,
    });
  });

  it('answers a cancelled token check or policy read as aborted, telling nobody', async () => {
    const { gateway, notifier } = setUp();
    const cancelled = new AbortController();
    cancelled.abort();
    expect(await gateway.tokenIsValid('unknown', cancelled.signal)).toEqual({
      ok: false,
      error: { kind: 'aborted' },
    });
    expect(await gateway.securitySettings('unknown', cancelled.signal)).toEqual({
      ok: false,
      error: { kind: 'aborted' },
    });
    expect(notifier.notices).toEqual([]);
  });
});
