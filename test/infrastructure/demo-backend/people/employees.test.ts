import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmployeeChoicesSchema } from '../../../../src/infrastructure/agenda/appointment-schemas';
import { EMPLOYEES, EMPLOYERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { EmployersSchema } from '../../../../src/infrastructure/dossiers/dossier-schemas';
import {
  DivisionPageSchema,
  EmployeeAnswerSchema,
  EmployeePageSchema,
} from '../../../../src/infrastructure/people/employee-schemas';
import { seedPeople } from '../../../../src/infrastructure/demo-backend/people/people-seed';
import { errorBody, START } from '../demo-client';
import { exactly, query, signedIn, stateOf } from '../case-client';

const EMPLOYEE = '/api/external/v2/employee';
const [BAKERY, RIVIERENLAND] = EMPLOYERS;
if (!BAKERY || !RIVIERENLAND) throw new Error('the seed lacks its employers');

const list = (params: Record<string, string | number> = {}) => query(EMPLOYEE, params);
const rowsOf = (json: unknown) => v.parse(EmployeePageSchema, json).data;

describe('the people seed', () => {
  it('gives every employee a division of their employer, a team, a personnel number and an e-mail', () => {
    const seeded = seedPeople(START);
    expect(seedPeople(START)).toEqual(seeded);
    for (const employer of EMPLOYERS) {
      const own = seeded.divisions.filter((division) => division.employerId === employer.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own[0]).toMatchObject({
        id: employer.division.id,
        employerId: employer.id,
        name: employer.division.name,
      });
      expect(own[0]?.branding).toMatchObject(employer.division.branding ?? { themeId: 1, logo: null });
      expect(new Set(own.map((division) => division.branding.id)).size).toBe(own.length);
      expect(seeded.teams.map((team) => team.id)).toContain(seeded.employerTeams[employer.id]);
    }
    expect(seeded.personnel.map((record) => record.employeeId).sort()).toEqual(
      EMPLOYEES.map((employee) => employee.id).sort(),
    );
    for (const record of seeded.personnel) {
      const division = seeded.divisions.find((candidate) => candidate.id === record.divisionId);
      const employee = EMPLOYEES.find((candidate) => candidate.id === record.employeeId);
      expect(division?.employerId).toBe(employee?.employerId);
    }
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(unique(seeded.personnel.map((record) => record.personnelNumber))).toBe(true);
    expect(unique(seeded.personnel.map((record) => record.email))).toBe(true);
  });
});

describe('the employee list of the demo backend', () => {
  it('pages every employee by last name, then first name, and at most 100 a page', async () => {
    const planner = await signedIn('planner');
    const first = exactly(EmployeePageSchema, await planner.get(list({ 'page[size]': 25 })));
    expect(first.meta).toEqual({ total: EMPLOYEES.length, page: 1, pageSize: 25 });
    const second = exactly(
      EmployeePageSchema,
      await planner.get(list({ 'page[size]': 25, 'page[number]': 2 })),
    );
    const ids = new Set(first.data.map((row) => row.id));
    expect(second.data.some((row) => ids.has(row.id))).toBe(false);
    const all = exactly(EmployeePageSchema, await planner.get(list({ 'page[size]': 1000 })));
    expect(all.meta.pageSize).toBe(100);
    expect(all.data).toHaveLength(100);
    const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
    for (let i = 1; i < all.data.length; i += 1) {
      const [a, b] = [all.data[i - 1], all.data[i]];
      if (!a || !b) continue;
      const order = collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);
      expect(order, `${a.name} before ${b.name}`).toBeLessThanOrEqual(0);
    }
  });

  it('sorts on date of birth and employer when asked, going down with a minus', async () => {
    const planner = await signedIn('planner');
    const oldestLast = rowsOf((await planner.get(list({ sort: '-dateOfBirth', 'page[size]': 100 }))).json);
    const births = oldestLast.map(
      (row) => EMPLOYEES.find((employee) => employee.id === row.id)?.dateOfBirth ?? '',
    );
    expect(births).toEqual(births.toSorted().toReversed());
    const byEmployer = rowsOf((await planner.get(list({ sort: 'employer', 'page[size]': 100 }))).json);
    const names = byEmployer.map((row) => row.employerName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
  });

  it('shows an employer only its own employees, whatever it filters on', async () => {
    const employer = await signedIn('employer');
    const own = exactly(EmployeePageSchema, await employer.get(list()));
    expect(own.meta.total).toBe(EMPLOYEES.filter((employee) => employee.employerId === BAKERY.id).length);
    expect(new Set(own.data.map((row) => row.employerId))).toEqual(new Set([BAKERY.id]));
    const other = exactly(
      EmployeePageSchema,
      await employer.get(list({ 'filter[employer]': RIVIERENLAND.id })),
    );
    expect(other.meta.total).toBe(0);
  });

  it('never points an employer or a non-medical professional at a dossier they may not see', async () => {
    for (const username of ['employer', 'casemanager', 'doctor']) {
      const client = await signedIn(username);
      const { dossiers } = stateOf(client);
      const rows = rowsOf((await client.get(list({ 'page[size]': 100 }))).json);
      const pointed = rows.flatMap((row) => dossiers.filter((dossier) => dossier.id === row.openDossierId));
      expect(pointed.length, username).toBeGreaterThan(0);
      expect(pointed.every((dossier) => dossier.status === 'open')).toBe(true);
      const medical = pointed.filter((dossier) =>
        ['medical', 'medical_preventive', 'physiotherapy', 'psychologist', 'second_line_care'].includes(
          dossier.type,
        ),
      );
      if (username !== 'doctor') expect(medical, username).toEqual([]);
    }
  });

  it('finds employees by name, personnel number or employer, each word anywhere', async () => {
    const planner = await signedIn('planner');
    const { personnel } = stateOf(planner);
    const number = personnel.find((record) => record.employeeId === EMPLOYEES[0]?.id)?.personnelNumber ?? '';
    const byNumber = rowsOf((await planner.get(list({ 'filter[search]': number.toLowerCase() }))).json);
    expect(byNumber.map((row) => row.id)).toEqual([EMPLOYEES[0]?.id]);
    const byEmployer = exactly(
      EmployeePageSchema,
      await planner.get(list({ 'filter[search]': 'rivierenland' })),
    );
    expect(byEmployer.meta.total).toBe(60);
    const sanne = rowsOf((await planner.get(list({ 'filter[search]': '  vries   SANNE ' }))).json);
    expect(sanne.length).toBeGreaterThan(0);
    expect(sanne.every((row) => row.firstName === 'Sanne' && row.lastName.includes('Vries'))).toBe(true);
  });

  it('filters on employer, team, division and who is off sick now', async () => {
    const planner = await signedIn('planner');
    const state = stateOf(planner);
    const zuid = state.teams.find((team) => team.name === 'Team Zuid');
    const winkels = state.divisions.find((division) => division.name === 'Winkels');
    if (!zuid || !winkels) throw new Error('the seed lacks Team Zuid or the bakery’s shops');
    const byTeam = rowsOf((await planner.get(list({ 'filter[team]': zuid.id, 'page[size]': 100 }))).json);
    expect(byTeam.length).toBeGreaterThan(0);
    expect(byTeam.every((row) => row.teamId === zuid.id && row.employerId !== BAKERY.id)).toBe(true);
    const shop = rowsOf((await planner.get(list({ 'filter[division]': winkels.id }))).json);
    expect(shop.length).toBeGreaterThan(0);
    expect(shop.every((row) => row.divisionName === 'Winkels' && row.employerId === BAKERY.id)).toBe(true);
    const absent = exactly(EmployeePageSchema, await planner.get(list({ 'filter[openAbsence]': 'true' })));
    const present = exactly(EmployeePageSchema, await planner.get(list({ 'filter[openAbsence]': 'false' })));
    expect(absent.meta.total).toBeGreaterThan(0);
    expect(absent.meta.total + present.meta.total).toBe(EMPLOYEES.length);
    expect(absent.data.every((row) => row.openAbsence)).toBe(true);
    expect(present.data.some((row) => row.openAbsence)).toBe(false);
  });

  it('refuses what it cannot filter or sort on by the parameter’s name', async () => {
    const planner = await signedIn('planner');
    const refused = await planner.get(
      list({ 'filter[city]': 'Utrecht', sort: 'salary', 'filter[openAbsence]': 'ja' }),
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(errorBody(refused).errors ?? {}).sort()).toEqual([
      'filter[city]',
      'filter[openAbsence]',
      'sort',
    ]);
  });

  it('still answers the agenda’s employee search with its 15, for whoever books', async () => {
    const admin = await signedIn('admin');
    const search = await admin.get(list({ 'filter[search]': 'e', sort: 'name', 'page[size]': 15 }));
    expect(v.parse(EmployeeChoicesSchema, search.json).data).toHaveLength(15);
    const employerPlanner = await signedIn('linked.rivierenland');
    const own = v.parse(
      EmployeeChoicesSchema,
      (await employerPlanner.get(list({ 'filter[search]': 'a' }))).json,
    );
    expect(own.data.length).toBeGreaterThan(0);
    expect(new Set(own.data.map((choice) => choice.employerId))).toEqual(new Set([RIVIERENLAND.id]));
    // A booker finds employees but opens none: that needs the employee list's own permission.
    const someone = own.data[0]?.id ?? '';
    expect((await employerPlanner.get(`${EMPLOYEE}/${someone}`)).status).toBe(403);
    expect((await admin.get(`${EMPLOYEE}/${someone}`)).status).toBe(403);
  });

  it('answers nobody who neither lists employees nor books, and nobody signed out', async () => {
    const facility = await signedIn('facility');
    expect((await facility.get(list())).status).toBe(403);
    const employee = await signedIn('employee');
    expect((await employee.get(list())).status).toBe(403);
    await employee.post('/api/auth/logout');
    expect((await employee.get(list())).status).toBe(401);
  });
});

describe('one employee in the demo backend', () => {
  it('gives the row with the date of birth, the work e-mail and the mobile number', async () => {
    const employer = await signedIn('employer');
    const sanne = EMPLOYEES[0];
    if (!sanne) throw new Error('no employee');
    const answer = exactly(EmployeeAnswerSchema, await employer.get(`${EMPLOYEE}/${sanne.id}`));
    expect(answer.data).toMatchObject({
      id: sanne.id,
      name: 'Sanne de Vries',
      dateOfBirth: sanne.dateOfBirth,
      email: 'sanne.devries@goudenkorenaar.example',
      mobile: expect.stringMatching(/^\+316\d{8}$/),
      employerId: BAKERY.id,
      divisionId: expect.any(String),
      teamName: 'Team Noord',
      openAbsence: true,
    });
  });

  it('answers 404 for nobody it knows and 403 for another employer’s employee', async () => {
    const employer = await signedIn('employer');
    expect((await employer.get(`${EMPLOYEE}/nobody`)).status).toBe(404);
    const other = EMPLOYEES.find((employee) => employee.employerId !== BAKERY.id);
    const refused = await employer.get(`${EMPLOYEE}/${other?.id}`);
    expect(refused.status).toBe(403);
    expect(errorBody(refused).code).toBe('forbidden');
  });
});

describe('employers and their divisions in the demo backend', () => {
  it('lists every employer’s divisions to whoever lists employees, and an employer only its own', async () => {
    const planner = await signedIn('planner');
    const all = exactly(DivisionPageSchema, await planner.get('/api/external/v2/employer-division'));
    const perEmployer = EMPLOYERS.map((employer) => all.data.filter((row) => row.employerId === employer.id));
    expect(perEmployer.every((divisions) => divisions.length >= 2 && divisions.length <= 4)).toBe(true);
    expect(all.data.map((row) => row.id)).toEqual(
      expect.arrayContaining(EMPLOYERS.map((e) => e.division.id)),
    );
    const employer = await signedIn('employer');
    const own = exactly(DivisionPageSchema, await employer.get('/api/external/v2/employer-division'));
    expect(own.data.map((row) => row.name)).toEqual(['Kantoor', 'Logistiek', 'Productie Utrecht', 'Winkels']);
    const filtered = exactly(
      DivisionPageSchema,
      await planner.get(query('/api/external/v2/employer-division', { 'filter[employer]': RIVIERENLAND.id })),
    );
    expect(new Set(filtered.data.map((row) => row.employerId))).toEqual(new Set([RIVIERENLAND.id]));
  });

  it('names the employers in scope to professionals, planners and employers alike', async () => {
    const planner = await signedIn('planner');
    expect(exactly(EmployersSchema, await planner.get('/api/external/v2/employers')).data).toHaveLength(3);
    const employer = await signedIn('employer');
    expect(exactly(EmployersSchema, await employer.get('/api/external/v2/employers')).data).toEqual([
      { id: BAKERY.id, name: BAKERY.name },
    ]);
    const facility = await signedIn('facility');
    expect((await facility.get('/api/external/v2/employers')).status).toBe(403);
  });
});
