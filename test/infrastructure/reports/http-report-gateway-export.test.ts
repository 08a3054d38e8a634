import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD, EMPLOYERS } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpReportGateway } from '../../../src/infrastructure/reports/http-report-gateway';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend, TEST_ORIGIN } from '../../support/in-process-backend';

const START = Date.parse('2026-03-02T08:00:00Z');
const OWN = EMPLOYERS[0]?.id ?? '';
const OTHER = EMPLOYERS[1]?.id ?? '';
const MARCH = { from: Temporal.PlainDate.from('2026-03-01'), to: Temporal.PlainDate.from('2026-03-31') };

async function signedIn(username: string) {
  const backend = inProcessBackend({ now: () => START });
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  expect((await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD })).ok).toBe(true);
  return { backend, notifier, reports: new HttpReportGateway(http) };
}

describe('the report gateway’s data export against the demo backend', () => {
  it('downloads the CSV file with the name the back office gives it, the period as filters', async () => {
    const { backend, reports } = await signedIn('employer');
    const answer = await reports.exportData({ employerId: OWN, kind: 'appointments', period: MARCH });
    if (!answer.ok) throw new Error('not exported');
    expect(answer.value.mimeType).toBe('text/csv');
    expect(answer.value.fileName).toBe('appointments-2026-03-01-2026-03-31.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(answer.value.bytes);
    expect(text.startsWith('\uFEFF"appointment_id";"date"')).toBe(true);
    const asked = new URL(backend.requests.at(-1)?.url ?? '');
    expect(asked.pathname).toBe(`/api/external/data-exchange/${OWN}/appointments/export`);
    expect(asked.searchParams.get('filter[from]')).toBe('2026-03-01');
    expect(asked.searchParams.get('filter[to]')).toBe('2026-03-31');
  });

  it('tells how much of the file has come, from none to all of it, and the same file comes', async () => {
    const { reports } = await signedIn('employer');
    const shares: number[] = [];
    const answer = await reports.exportData(
      { employerId: OWN, kind: 'employees', period: null },
      undefined,
      (share) => shares.push(share),
    );
    if (!answer.ok) throw new Error('not exported');
    expect(shares[0]).toBe(0);
    expect(shares.at(-1)).toBe(1);
    expect(shares.every((share, index) => index === 0 || share >= (shares[index - 1] ?? 0))).toBe(true);
    const plain = await reports.exportData({ employerId: OWN, kind: 'employees', period: null });
    if (!plain.ok) throw new Error('not exported');
    expect(answer.value.bytes).toEqual(plain.value.bytes);
    expect(answer.value.fileName).toBe(plain.value.fileName);
  });

  it('a refusal read as it comes still has the server’s message', async () => {
    const { reports } = await signedIn('employer');
    const answer = await reports.exportData(
      { employerId: OTHER, kind: 'employees', period: null },
      undefined,
      () => {},
    );
    expect(answer.ok).toBe(false);
    if (answer.ok || answer.error.kind !== 'rejected') throw new Error('not refused');
    expect(answer.error.status).toBe(403);
    expect(answer.error.message.length).toBeGreaterThan(0);
  });

  it('hands back a refusal with the server’s message and no toast', async () => {
    const { notifier, reports } = await signedIn('employer');
    const answer = await reports.exportData({ employerId: OTHER, kind: 'employees', period: null });
    expect(
      !answer.ok && answer.error.kind === 'rejected' && [answer.error.status, answer.error.message],
    ).toEqual([403, 'U heeft hiervoor geen toestemming.']);
    expect(notifier.notices).toEqual([]);
  });

  it('counts an answer that is not CSV as malformed rather than a file', async () => {
    const notifier = new RecordingNotifier();
    const http = new HttpClient({
      fetch: () =>
        Promise.resolve(new Response('<html>Inloggen</html>', { headers: { 'Content-Type': 'text/html' } })),
      origin: TEST_ORIGIN,
      locale: () => 'nl',
      portal: () => 'employer',
      csrfToken: () => 'token',
      notifier,
      onUnauthorized: () => undefined,
    });
    const answer = await new HttpReportGateway(http).exportData({
      employerId: OWN,
      kind: 'employees',
      period: null,
    });
    expect(answer).toEqual({ ok: false, error: { kind: 'malformed', told: false } });
  });
});
