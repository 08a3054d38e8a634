import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { defaultEmployeeListQuery } from '../../../src/domain/people/employee-list-query';
import { HttpAgendaGateway } from '../../../src/infrastructure/agenda/http-agenda-gateway';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD, EMPLOYEES, EMPLOYERS } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpEmployeeGateway } from '../../../src/infrastructure/people/http-employee-gateway';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

const START = Date.parse('2026-03-02T08:00:00Z');
const TODAY = Temporal.PlainDate.from('2026-03-02');
const BAKERY = EMPLOYERS[0]?.id ?? '';

async function signedIn(username: string) {
  const backend = inProcessBackend({ now: () => START });
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  const answer = await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD });
  expect(answer.ok).toBe(true);
  return { backend, notifier, employees: new HttpEmployeeGateway(http), agenda: new HttpAgendaGateway(http) };
}

const sanne = EMPLOYEES[0];
if (!sanne) throw new Error('no employee');

describe('the employee gateway against the demo backend', () => {
  it('reads a page of the list as domain values, with the filters and the order asked for', async () => {
    const { employees, backend } = await signedIn('planner');
    const page = await employees.employees({ ...defaultEmployeeListQuery(15), search: 'korenaar' });
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    expect(page.value.total).toBe(60);
    expect(page.value.rows).toHaveLength(15);
    expect(page.value.rows.every((row) => row.employer.id === BAKERY)).toBe(true);
    expect(page.value.rows[0]?.team?.name).toBe('Team Noord');
    const zuid = backend.store.state.teams.find((team) => team.name === 'Team Zuid')?.id ?? null;
    const absent = await employees.employees({
      ...defaultEmployeeListQuery(100),
      teamId: zuid,
      openAbsenceOnly: true,
      sort: { field: 'dateOfBirth', direction: 'desc' },
    });
    if (!absent.ok) throw new Error(JSON.stringify(absent.error));
    expect(absent.value.rows.length).toBeGreaterThan(0);
    expect(absent.value.rows.every((row) => row.openAbsence && row.team?.id === zuid)).toBe(true);
  });

  it('opens an employee with their employments, dossiers and coming appointments as domain values', async () => {
    const { employees, notifier } = await signedIn('employer');
    const employee = await employees.employee(sanne.id);
    if (!employee.ok) throw new Error(JSON.stringify(employee.error));
    expect(employee.value.dateOfBirth.equals(Temporal.PlainDate.from(sanne.dateOfBirth))).toBe(true);
    expect(employee.value.email).toBe('sanne.devries@goudenkorenaar.example');
    const employments = await employees.employments(sanne.id);
    if (!employments.ok) throw new Error(JSON.stringify(employments.error));
    expect(employments.value.length).toBeGreaterThan(0);
    expect(employments.value[0]?.startDate).toBeInstanceOf(Temporal.PlainDate);
    const absence = await employees.latestOpenAbsenceDossier(employments.value[0]?.id ?? '');
    expect(absence.ok && absence.value?.type).toBe('illness');
    const dossiers = await employees.dossiers(sanne.id);
    expect(
      dossiers.ok && dossiers.value.some((dossier) => dossier.id === (absence.ok && absence.value?.id)),
    ).toBe(true);
    const last = await employees.lastOpenDossier(sanne.id, 'illness');
    expect(last.ok && last.value?.startDate).toBeInstanceOf(Temporal.PlainDate);
    const coming = await employees.appointments(sanne.id, TODAY, TODAY.add({ weeks: 8 }), 20);
    if (!coming.ok) throw new Error(JSON.stringify(coming.error));
    expect(coming.value.every((appointment) => appointment.start.timeZoneId === 'Europe/Amsterdam')).toBe(
      true,
    );
    expect(notifier.notices).toEqual([]);
  });

  it('gives an employee’s appointments soonest first, at most the number asked for', async () => {
    const { employees, backend } = await signedIn('planner');
    const counts = new Map<string, number>();
    for (const appointment of backend.store.state.appointments) {
      if (appointment.employeeId && appointment.start >= '2026-03-02')
        counts.set(appointment.employeeId, (counts.get(appointment.employeeId) ?? 0) + 1);
    }
    const [busiest] = [...counts].sort((a, b) => b[1] - a[1]);
    if (!busiest) throw new Error('the seed books nobody');
    const coming = await employees.appointments(busiest[0], TODAY, TODAY.add({ weeks: 8 }), 2);
    if (!coming.ok) throw new Error(JSON.stringify(coming.error));
    expect(coming.value).toHaveLength(Math.min(2, busiest[1]));
    const [first, second] = coming.value;
    if (first && second)
      expect(Temporal.ZonedDateTime.compare(first.start, second.start)).toBeLessThanOrEqual(0);
  });

  it('reads the employers and divisions in scope', async () => {
    const { employees } = await signedIn('employer');
    const employers = await employees.employers();
    expect(employers.ok && employers.value.map((employer) => employer.id)).toEqual([BAKERY]);
    const divisions = await employees.divisions(BAKERY);
    expect(divisions.ok && divisions.value.length).toBe(4);
  });

  it('tells nobody of an employee that is gone or out of reach: the screen shows it', async () => {
    const { employees, notifier } = await signedIn('employer');
    const gone = await employees.employee('nobody');
    expect(!gone.ok && gone.error).toMatchObject({ kind: 'rejected', status: 404, told: false });
    const other = EMPLOYEES.find((employee) => employee.employerId !== BAKERY)?.id ?? '';
    const refused = await employees.employee(other);
    expect(!refused.ok && refused.error).toMatchObject({ kind: 'rejected', status: 403, code: 'forbidden' });
    const medical = await employees.lastOpenDossier(sanne.id, 'medical');
    expect(!medical.ok && medical.error).toMatchObject({ kind: 'rejected', status: 403, told: false });
    expect(notifier.notices).toEqual([]);
  });

  it('keeps the agenda’s employee search answering its 15', async () => {
    const { agenda } = await signedIn('planner');
    const choices = await agenda.employees('e');
    if (!choices.ok) throw new Error(JSON.stringify(choices.error));
    expect(choices.value).toHaveLength(15);
    expect(Object.keys(choices.value[0] ?? {}).sort()).toEqual([
      'employerId',
      'employerName',
      'id',
      'name',
      'openDossierId',
    ]);
  });
});
