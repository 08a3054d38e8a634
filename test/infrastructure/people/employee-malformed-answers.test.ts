import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { defaultEmployeeListQuery } from '../../../src/domain/people/employee-list-query';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpEmployeeGateway } from '../../../src/infrastructure/people/http-employee-gateway';
import { RecordingNotifier } from '../../support/fakes';

const row = (changes: Record<string, unknown> = {}) => ({
  id: 'e-1',
  name: 'Sanne de Vries',
  firstName: 'Sanne',
  lastName: 'de Vries',
  personnelNumber: 'GK-1001',
  employerId: 'w-1',
  employerName: 'Bakkerij De Gouden Korenaar B.V.',
  divisionId: 'd-1',
  divisionName: 'Productie Utrecht',
  teamId: null,
  teamName: null,
  openDossierId: null,
  openAbsence: false,
  ...changes,
});

const employment = (changes: Record<string, unknown> = {}) => ({
  id: 'm-1',
  employeeId: 'e-1',
  employerId: 'w-1',
  employerName: 'Bakkerij De Gouden Korenaar B.V.',
  jobTitle: 'Bakker',
  startDate: '2019-09-01',
  endDate: null,
  hoursPerWeek: 32,
  contract: 'permanent',
  ...changes,
});

const META = { total: 1, page: 1, pageSize: 100 };

function gatewayAnswering(body: unknown) {
  const notifier = new RecordingNotifier();
  const http = new HttpClient({
    // A string is sent as it is (an HTML page where JSON was due), anything else as JSON.
    fetch: async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      }),
    origin: 'http://portal.test',
    locale: () => 'nl',
    portal: () => 'arbo',
    csrfToken: () => 'token',
    notifier,
    onUnauthorized: () => undefined,
    backoffMs: 1,
  });
  return { employees: new HttpEmployeeGateway(http), notifier };
}

const MALFORMED = { ok: false, error: { kind: 'malformed', told: true } };
const TODAY = Temporal.PlainDate.from('2026-03-02');

describe('a malformed answer of the employee calls', () => {
  it('reads a well-formed answer, so the cases below fail for their fault alone', async () => {
    const { employees } = gatewayAnswering({ data: [row()], meta: META });
    const page = await employees.employees(defaultEmployeeListQuery(100));
    expect(page.ok && page.value.rows[0]?.division).toEqual({ id: 'd-1', name: 'Productie Utrecht' });
    const ok = gatewayAnswering({ data: [employment({ endDate: '2027-02-28' })], meta: META });
    const read = await ok.employees.employments('e-1');
    expect(read.ok && read.value[0]?.endDate?.toString()).toBe('2027-02-28');
  });

  it('takes a row of the wrong shape for a malformed answer and tells the user once', async () => {
    const { employees, notifier } = gatewayAnswering({ data: [row({ openAbsence: 'yes' })], meta: META });
    expect(await employees.employees(defaultEmployeeListQuery(100))).toEqual(MALFORMED);
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.malformedResponse' }]);
  });

  it('takes an impossible date for a malformed answer rather than throwing', async () => {
    const birth = gatewayAnswering({ data: { ...row(), dateOfBirth: '1988-02-30', email: null } });
    expect(await birth.employees.employee('e-1')).toEqual(MALFORMED);
    const end = gatewayAnswering({ data: [employment({ endDate: '2026-13-01' })], meta: META });
    expect(await end.employees.employments('e-1')).toEqual(MALFORMED);
    const dossier = gatewayAnswering({ data: { id: '1', type: 'illness', startDate: '2026-02-29' } });
    expect(await dossier.employees.lastOpenDossier('e-1', 'illness')).toEqual(MALFORMED);
  });

  it('refuses an unknown contract kind, dossier type or a negative count', async () => {
    const contract = gatewayAnswering({ data: [employment({ contract: 'zero_hours' })], meta: META });
    expect(await contract.employees.employments('e-1')).toEqual(MALFORMED);
    const type = gatewayAnswering({ data: { id: '1', type: 'haircut', startDate: '2026-02-02' } });
    expect(await type.employees.latestOpenAbsenceDossier('m-1')).toEqual(MALFORMED);
    const tasks = gatewayAnswering({
      data: [{ id: '1', type: 'illness', startDate: '2026-02-02', status: 'open', openTasks: -1 }],
    });
    expect(await tasks.employees.dossiers('e-1')).toEqual(MALFORMED);
  });

  it('takes an HTML page for a malformed answer of the appointments and the divisions', async () => {
    const { employees } = gatewayAnswering('<!doctype html><p>Onderhoud</p>');
    expect(await employees.appointments('e-1', TODAY, TODAY.add({ weeks: 8 }), 20)).toEqual(MALFORMED);
    expect(await employees.divisions(null)).toEqual(MALFORMED);
    expect(await employees.employers()).toEqual(MALFORMED);
  });
});
