import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMedicalDossierType } from '../../../../src/domain/dossiers/dossier-type';
import { mayShowHit } from '../../../../src/domain/search/search-confidentiality';
import { EMPLOYEES, employeeName } from '../../../../src/infrastructure/demo-backend/access/seed';
import { employeeOf } from '../../../../src/infrastructure/demo-backend/access/users';
import type { SearchGroupJson } from '../../../../src/infrastructure/search/search-schemas';
import { SearchAnswerSchema } from '../../../../src/infrastructure/search/search-schemas';
import { searchGroupOf } from '../../../../src/infrastructure/search/http-search-gateway';
import type { DemoClient } from '../demo-client';
import { errorBody } from '../demo-client';
import { exactly, query, signedIn, stateOf, userNamed } from '../case-client';

const SEARCH = '/api/external/v2/search';

async function search(client: DemoClient, text: string, size = 20): Promise<SearchGroupJson[]> {
  const answer = await client.get(query(SEARCH, { 'filter[query]': text, 'page[size]': size }));
  expect(answer.status).toBe(200);
  return exactly(SearchAnswerSchema, answer).data;
}

const kinds = (groups: readonly SearchGroupJson[]) => groups.map((group) => group.kind);
const hitsOf = (groups: readonly SearchGroupJson[], kind: SearchGroupJson['kind']) =>
  groups.find((group) => group.kind === kind)?.hits ?? [];

/** Words that find many of the seed's people and cases: their last names' common parts. */
const SEARCHES = ['de', 'van', 'jan', 'bakker', 'ziekte', 'illness', 'verzuim', 'medisch', 'en'];

describe('GET v2/search', () => {
  it('answers the contract, one group per kind in order, each with at most page[size] hits', async () => {
    const planner = await signedIn('planner');
    const groups = await search(planner, 'de', 3);
    expect(groups.length).toBeGreaterThan(0);
    const order = ['employee', 'dossier', 'appointment', 'location', 'room'];
    expect(kinds(groups)).toEqual(order.filter((kind) => kinds(groups).includes(kind as never)));
    for (const group of groups) {
      expect(group.hits.length).toBeLessThanOrEqual(3);
      expect(group.total).toBeGreaterThanOrEqual(group.hits.length);
      for (const hit of group.hits) {
        expect(hit.kind).toBe(group.kind);
        expect(hit.route.startsWith('/')).toBe(true);
      }
    }
  });

  it('finds an employee by name and by personnel number, and opens their page', async () => {
    const planner = await signedIn('planner');
    const employee = EMPLOYEES[0]!;
    const byName = hitsOf(await search(planner, employeeName(employee)), 'employee');
    expect(byName.map((hit) => hit.id)).toContain(employee.id);
    const number = stateOf(planner).personnel.find(
      (record) => record.employeeId === employee.id,
    )!.personnelNumber;
    const byNumber = hitsOf(await search(planner, number), 'employee');
    expect(byNumber[0]).toMatchObject({ id: employee.id, route: `/employee-list/${employee.id}` });
  });

  it('gives a planner no dossiers, and a facility manager only rooms', async () => {
    const planner = await signedIn('planner');
    for (const text of SEARCHES) expect(kinds(await search(planner, text))).not.toContain('dossier');
    const facility = await signedIn('facility');
    for (const text of ['kamer', 'ruimte', 'utrecht', 'de']) {
      for (const kind of kinds(await search(facility, text))) expect(kind).toBe('room');
    }
  });

  it('finds a dossier by its number for a professional who may see its type', async () => {
    const manager = await signedIn('casemanager');
    const dossier = stateOf(manager).dossiers.find((candidate) => !isMedicalDossierType(candidate.type))!;
    const hits = hitsOf(await search(manager, dossier.id), 'dossier');
    expect(hits[0]).toMatchObject({
      id: dossier.id,
      route: `/dossiers/${dossier.id}`,
      dossierType: dossier.type,
    });
  });

  it('never answers a dossier of a medical type to a non-medical reader, and does to the doctor', async () => {
    const doctor = await signedIn('doctor');
    const medical = stateOf(doctor).dossiers.find((candidate) => isMedicalDossierType(candidate.type))!;
    expect(hitsOf(await search(doctor, medical.id), 'dossier').map((hit) => hit.id)).toContain(medical.id);
    for (const username of ['casemanager', 'employer', 'planner']) {
      const reader = await signedIn(username);
      expect(hitsOf(await search(reader, medical.id), 'dossier')).toEqual([]);
      for (const text of SEARCHES) {
        for (const hit of hitsOf(await search(reader, text), 'dossier'))
          expect(isMedicalDossierType(hit.dossierType!)).toBe(false);
      }
    }
  });

  it('property: an employer finds only its own people, their cases and their appointments', async () => {
    const employer = await signedIn('employer');
    const own = userNamed('employer').employerId;
    const state = stateOf(employer);
    const dossiers = new Map(state.dossiers.map((dossier) => [dossier.id, dossier]));
    const appointments = new Map(state.appointments.map((appointment) => [appointment.id, appointment]));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...EMPLOYEES).map((employee) => employee.lastName),
          fc.constantFrom(...EMPLOYEES).map((employee) => employee.firstName.slice(0, 3)),
          fc.constantFrom(...SEARCHES),
        ),
        async (text) => {
          const groups = await search(employer, text);
          expect(kinds(groups).every((kind) => ['employee', 'dossier', 'appointment'].includes(kind))).toBe(
            true,
          );
          for (const hit of hitsOf(groups, 'employee')) expect(employeeOf(hit.id).employerId).toBe(own);
          for (const hit of hitsOf(groups, 'dossier')) {
            const dossier = dossiers.get(hit.id)!;
            expect(employeeOf(dossier.employeeId).employerId).toBe(own);
            expect(isMedicalDossierType(dossier.type)).toBe(false);
          }
          for (const hit of hitsOf(groups, 'appointment')) {
            const appointment = appointments.get(hit.id)!;
            expect(employeeOf(appointment.employeeId!).employerId).toBe(own);
            expect(hit.route).toBe('/employer-appointments');
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('names a medical appointment to an employer only as an appointment whose details are withheld', async () => {
    const employer = await signedIn('employer');
    const state = stateOf(employer);
    const own = userNamed('employer').employerId;
    const medical = new Set(state.operations.filter((operation) => operation.medical).map((op) => op.id));
    const appointment = state.appointments.find(
      (candidate) =>
        candidate.employeeId !== null &&
        employeeOf(candidate.employeeId).employerId === own &&
        candidate.operationId !== null &&
        medical.has(candidate.operationId),
    )!;
    const name = employeeName(employeeOf(appointment.employeeId!));
    const day = appointment.start.slice(0, 10);
    const hits = hitsOf(await search(employer, `${name} ${day}`), 'appointment');
    const hit = hits.find((candidate) => candidate.id === appointment.id);
    expect(hit?.description).toBe('Afspraak (afgeschermd)');
  });

  it('finds appointments by employee and date, in the day the agenda opens', async () => {
    const planner = await signedIn('planner');
    const appointment = stateOf(planner).appointments.find((candidate) => candidate.employeeId !== null)!;
    const employee = employeeOf(appointment.employeeId!);
    const [year, month, day] = appointment.start.slice(0, 10).split('-');
    const hits = hitsOf(await search(planner, `${employee.lastName} ${day}-${month}-${year}`), 'appointment');
    const hit = hits.find((candidate) => candidate.id === appointment.id);
    expect(hit?.route).toContain(`/agenda?date=${year}-${month}-${day}`);
    for (const other of hits) expect(other.label).toContain(employee.lastName);
  });

  it('refuses a text shorter than two characters or a page larger than twenty, naming the parameter', async () => {
    const planner = await signedIn('planner');
    const short = await planner.get(query(SEARCH, { 'filter[query]': ' a ' }));
    expect(short.status).toBe(422);
    expect(Object.keys(errorBody(short).errors ?? {})).toEqual(['filter[query]']);
    const large = await planner.get(query(SEARCH, { 'filter[query]': 'de', 'page[size]': 21 }));
    expect(large.status).toBe(422);
  });

  it('property: what the back office answers any reader passes the portal’s own rule unchanged', async () => {
    const readers = await Promise.all(['planner', 'casemanager', 'employer'].map((name) => signedIn(name)));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...readers), fc.constantFrom(...SEARCHES), async (reader, text) => {
        const user = (await reader.currentUser())!;
        for (const group of (await search(reader, text)).map(searchGroupOf))
          for (const hit of group.hits) expect(mayShowHit(user, hit)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});
