import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD, EMPLOYEES, USERS } from '../../../src/infrastructure/demo-backend/access/seed';
import { ABSENCE_TYPES } from '../../../src/infrastructure/demo-backend/people/people-scope';
import { HttpAbsenceGateway } from '../../../src/infrastructure/legal-clock/http-absence-gateway';
import type { SickReport } from '../../../src/domain/legal-clock/absence-reports';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

const START = Date.parse('2026-03-02T08:00:00Z');
const TODAY = Temporal.PlainDate.from('2026-03-02');

async function signedIn(username: string) {
  const backend = inProcessBackend({ now: () => START });
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  expect((await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD })).ok).toBe(true);
  const employer = USERS.find((user) => user.username === 'employer')?.employerId;
  const healthy = EMPLOYEES.find(
    (employee) =>
      employee.employerId === employer &&
      !backend.store.state.dossiers.some(
        (dossier) => dossier.employeeId === employee.id && ABSENCE_TYPES.has(dossier.type),
      ),
  );
  if (!healthy) throw new Error('no healthy employee');
  return { notifier, absences: new HttpAbsenceGateway(http), employeeId: healthy.id };
}

const report = (changes: Partial<SickReport> = {}): SickReport => ({
  firstSickDay: TODAY.subtract({ days: 2 }),
  reachablePhone: ' 06 1234 5678 ',
  reachableAddress: '',
  expectedDuration: 'under_a_week',
  handover: '',
  safetyNet: true,
  workAccident: false,
  thirdPartyLiable: false,
  ...changes,
});

describe('the absence gateway against the demo backend', () => {
  it('reports a case manager’s employee sick and recovered, answering the days as domain values', async () => {
    const { absences, employeeId } = await signedIn('casemanager');
    const made = await absences.reportSick(employeeId, report());
    if (!made.ok) throw new Error('not reported');
    expect(made.value.continued).toBe(false);
    expect(made.value.absence.spells).toEqual([
      { firstSickDay: TODAY.subtract({ days: 2 }), recoveredOn: null },
    ]);
    expect(made.value.absence.openDossierId).not.toBeNull();
    const partly = await absences.reportRecovery(employeeId, {
      recoveredOn: TODAY.subtract({ days: 1 }),
      kind: 'partial',
      percentage: 40,
    });
    expect(partly.ok && partly.value.resumption?.percentage).toBe(40);
    const recovered = await absences.reportRecovery(employeeId, {
      recoveredOn: TODAY,
      kind: 'full',
      percentage: null,
    });
    expect(recovered.ok && recovered.value.spells.at(-1)?.recoveredOn?.equals(TODAY)).toBe(true);
    const read = await absences.absenceOf(employeeId);
    expect(read.ok && read.value.openDossierId).toBeNull();
  });

  it('hands back a refused report with its field messages, without a toast', async () => {
    const { notifier, absences, employeeId } = await signedIn('employer');
    const refused = await absences.reportSick(
      employeeId,
      report({ firstSickDay: TODAY.subtract({ days: 20 }) }),
    );
    expect(!refused.ok && refused.error.kind === 'rejected' && refused.error.fieldErrors).toEqual({
      firstSickDay: ['Een ziekmelding gaat hooguit 14 dagen terug.'],
    });
    expect(notifier.notices).toEqual([]);
  });

  it('reads one case on its legal clock as domain values, and a dossier of another group as not found, quietly', async () => {
    const { notifier, absences, employeeId } = await signedIn('casemanager');
    const made = await absences.reportSick(employeeId, report());
    if (!made.ok || !made.value.absence.openDossierId) throw new Error('not reported');
    const file = await absences.caseOf(made.value.absence.openDossierId);
    if (!file.ok) throw new Error('case not read');
    expect(file.value.employeeId).toBe(employeeId);
    expect(file.value.spells).toEqual([{ firstSickDay: TODAY.subtract({ days: 2 }), recoveredOn: null }]);
    expect(file.value.completedBy).toEqual([
      { step: 'sick-report', round: null, kind: 'sick-report', on: TODAY, reference: null },
    ]);
    const missing = await absences.caseOf('no-such-dossier');
    expect(!missing.ok && missing.error.kind === 'rejected' && missing.error.status).toBe(404);
    expect(notifier.notices).toEqual([]);
  });
});
