import { Temporal } from 'temporal-polyfill';
import type { EmployeeGateway, EmployeePage } from '../../../src/application/people/employee-gateway';
import type { TeamGateway } from '../../../src/application/people/team-gateway';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { DossierType } from '../../../src/domain/dossiers/dossier-type';
import type {
  Division,
  Employee,
  EmployeeAppointment,
  EmployeeDossier,
  EmployeeDossierRef,
  Employment,
  NamedRef,
} from '../../../src/domain/people/employee';
import type { EmployeeListQuery } from '../../../src/domain/people/employee-list-query';
import type { Team } from '../../../src/domain/people/team';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';

/** Test values of the people area: anEmployee({ openAbsence: true }), anEmployment(), ... */

export const BAKERY: NamedRef = { id: 'w-1', name: 'Bakkerij De Gouden Korenaar B.V.' };

export const anEmployee = (changes: Partial<Employee> = {}): Employee => ({
  id: 'e-1',
  name: 'Sanne de Vries',
  firstName: 'Sanne',
  lastName: 'de Vries',
  personnelNumber: 'GK-1001',
  employer: BAKERY,
  division: { id: 'd-1', name: 'Productie Utrecht' },
  team: { id: 't-1', name: 'Team Noord' },
  openDossierId: '20001',
  openAbsence: true,
  dateOfBirth: Temporal.PlainDate.from('1988-04-12'),
  email: 'sanne.devries@goudenkorenaar.example',
  mobile: '+31612000000',
  ...changes,
});

export const anEmployment = (changes: Partial<Employment> = {}): Employment => ({
  id: 'm-1',
  employeeId: 'e-1',
  employer: BAKERY,
  jobTitle: 'Bakker',
  startDate: Temporal.PlainDate.from('2019-09-01'),
  endDate: null,
  hoursPerWeek: 32,
  contract: 'permanent',
  ...changes,
});

export const aDossierRef = (changes: Partial<EmployeeDossierRef> = {}): EmployeeDossierRef => ({
  id: '20001',
  type: 'illness',
  startDate: Temporal.PlainDate.from('2026-01-16'),
  ...changes,
});

export const anEmployeeDossier = (changes: Partial<EmployeeDossier> = {}): EmployeeDossier => ({
  ...aDossierRef(),
  status: 'open',
  openTasks: 3,
  ...changes,
});

export const anAppointment = (changes: Partial<EmployeeAppointment> = {}): EmployeeAppointment => ({
  id: 'a-1',
  start: Temporal.ZonedDateTime.from('2026-03-04T09:00[Europe/Amsterdam]'),
  end: Temporal.ZonedDateTime.from('2026-03-04T09:30[Europe/Amsterdam]'),
  status: 'planned',
  title: 'Spreekuur bedrijfsarts',
  detailsHidden: false,
  professionalName: 'Dr. Marieke van Dam',
  place: 'Utrecht',
  ...changes,
});

export const rejected = (status: number, told = false): GatewayFailure => ({
  kind: 'rejected',
  status,
  message: '',
  code: null,
  fieldErrors: {},
  told,
});

type Answer<T> = Result<T, GatewayFailure>;
export const failing = <T>(failure: GatewayFailure): Answer<T> => fail(failure);

/** A hand-written employee gateway: each answer is set per test, every call recorded by name. */
export class FakeEmployeeGateway implements EmployeeGateway {
  readonly calls: string[] = [];
  readonly queries: EmployeeListQuery[] = [];
  page: Answer<EmployeePage> = ok({ rows: [anEmployee()], total: 1 });
  one: Answer<Employee> = ok(anEmployee());
  jobs: Answer<readonly Employment[]> = ok([anEmployment()]);
  absence: (employmentId: string) => Answer<EmployeeDossierRef | null> = () => ok(aDossierRef());
  cases: Answer<readonly EmployeeDossier[]> = ok([anEmployeeDossier()]);
  lastOpen: Answer<EmployeeDossierRef | null> = ok(aDossierRef());
  coming: Answer<readonly EmployeeAppointment[]> = ok([anAppointment()]);
  employerList: Answer<readonly NamedRef[]> = ok([BAKERY]);
  divisionList: Answer<readonly Division[]> = ok([
    { id: 'd-2', employerId: 'w-1', name: 'Winkels' },
    { id: 'd-1', employerId: 'w-1', name: 'Productie Utrecht' },
  ]);

  employees(query: EmployeeListQuery) {
    this.calls.push('employees');
    this.queries.push(query);
    return Promise.resolve(this.page);
  }
  employee(id: string) {
    this.calls.push(`employee:${id}`);
    return Promise.resolve(this.one);
  }
  employments(employeeId: string) {
    this.calls.push(`employments:${employeeId}`);
    return Promise.resolve(this.jobs);
  }
  latestOpenAbsenceDossier(employmentId: string) {
    this.calls.push(`absence:${employmentId}`);
    return Promise.resolve(this.absence(employmentId));
  }
  dossiers(employeeId: string) {
    this.calls.push(`dossiers:${employeeId}`);
    return Promise.resolve(this.cases);
  }
  lastOpenDossier(employeeId: string, type: DossierType) {
    this.calls.push(`last-open:${employeeId}:${type}`);
    return Promise.resolve(this.lastOpen);
  }
  appointments(employeeId: string, from: Temporal.PlainDate, until: Temporal.PlainDate, limit: number) {
    this.calls.push(`appointments:${employeeId}:${from.toString()}:${until.toString()}:${limit}`);
    return Promise.resolve(this.coming);
  }
  employers() {
    this.calls.push('employers');
    return Promise.resolve(this.employerList);
  }
  divisions(employerId: string | null) {
    this.calls.push(`divisions:${employerId}`);
    return Promise.resolve(this.divisionList);
  }
}

export class FakeTeamGateway implements TeamGateway {
  answer: Answer<readonly Team[]> = ok([
    { id: 't-2', name: 'Team Zuid', memberIds: ['u-10'] },
    { id: 't-1', name: 'Team Noord', memberIds: ['u-3'] },
  ]);
  teams() {
    return Promise.resolve(this.answer);
  }
}
