import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD, EMPLOYERS } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpReportGateway } from '../../../src/infrastructure/reports/http-report-gateway';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

const START = Date.parse('2026-03-02T08:00:00Z');
const TODAY = Temporal.PlainDate.from('2026-03-02');

async function signedIn(username: string) {
  const backend = inProcessBackend({ now: () => START });
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  expect((await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD })).ok).toBe(true);
  return { backend, notifier, reports: new HttpReportGateway(http) };
}

describe('the report gateway against the demo backend', () => {
  it('makes a WGA report and finds it first in the list, as domain values', async () => {
    const { backend, reports } = await signedIn('casemanager');
    const employment = backend.store.state.employments.find((candidate) => candidate.endDate === null);
    if (!employment) throw new Error('no open employment');
    const made = await reports.makeWgaReport({ employmentId: employment.id, dateStart: TODAY });
    if (!made.ok) throw new Error('not made');
    expect(made.value.dateStart.equals(TODAY)).toBe(true);
    expect(made.value.createdAt).toBeInstanceOf(Temporal.Instant);
    const page = await reports.wgaReports(1, 10);
    expect(page.ok && page.value.reports.map((report) => report.id)).toEqual([made.value.id]);
  });

  it('hands back a refused report with its field messages, and a duplicate as 409, without a toast', async () => {
    const { backend, notifier, reports } = await signedIn('casemanager');
    const employment = backend.store.state.employments.find((candidate) => candidate.endDate === null);
    if (!employment) throw new Error('no open employment');
    const early = await reports.makeWgaReport({
      employmentId: employment.id,
      dateStart: Temporal.PlainDate.from('1980-01-01'),
    });
    expect(!early.ok && early.error.kind === 'rejected' && Object.keys(early.error.fieldErrors)).toEqual([
      'dateStart',
    ]);
    await reports.makeWgaReport({ employmentId: employment.id, dateStart: TODAY });
    const again = await reports.makeWgaReport({ employmentId: employment.id, dateStart: TODAY });
    expect(!again.ok && again.error.kind === 'rejected' && again.error.status).toBe(409);
    expect(notifier.notices).toEqual([]);
  });

  it('reads the recovery report of an employer user: its own employer only', async () => {
    const { reports } = await signedIn('employer');
    const answer = await reports.recovery({
      from: TODAY.subtract({ years: 1 }),
      to: TODAY,
      groupBy: 'employer',
    });
    if (!answer.ok) throw new Error('not read');
    expect(answer.value.groups.map((group) => group.id)).toEqual([EMPLOYERS[0]?.id]);
    expect(answer.value.to.equals(TODAY)).toBe(true);
  });
});
