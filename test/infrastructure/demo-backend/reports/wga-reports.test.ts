import { describe, expect, it } from 'vitest';
import { EMPLOYERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import type { StoredEmployment } from '../../../../src/infrastructure/demo-backend/people/people-state';
import {
  WgaReportAnswerSchema,
  WgaReportPageSchema,
} from '../../../../src/infrastructure/reports/report-schemas';
import type { DemoClient } from '../demo-client';
import { errorBody } from '../demo-client';
import { exactly, signedIn, START_DAY, stateOf } from '../case-client';

const WGA = '/api/external/v2/dossier/wga';

const openEmployment = (client: DemoClient, employerId?: string): StoredEmployment => {
  const found = stateOf(client).employments.find(
    (employment) =>
      employment.endDate === null && (employerId === undefined || employment.employerId === employerId),
  );
  if (!found) throw new Error('the seed lacks an open employment');
  return found;
};

describe('POST v2/dossier/wga', () => {
  it('makes the report, opens a WGA dossier owned by its maker and leaves an audit entry', async () => {
    const client = await signedIn('casemanager');
    const employment = openEmployment(client);
    const dossiersBefore = stateOf(client).dossiers.length;
    const answer = await client.post(WGA, { dateStart: START_DAY, employmentId: employment.id });
    expect(answer.status).toBe(201);
    const { data } = exactly(WgaReportAnswerSchema, answer);
    expect(data).toMatchObject({
      employmentId: employment.id,
      dateStart: START_DAY,
      createdBy: 'Linda Hoekstra',
    });
    const state = stateOf(client);
    expect(state.dossiers).toHaveLength(dossiersBefore + 1);
    expect(state.dossiers.at(-1)).toMatchObject({
      type: 'wga',
      employeeId: employment.employeeId,
      status: 'open',
      startDate: START_DAY,
    });
    expect(state.auditLog.at(-1)).toMatchObject({
      entityType: 'wga_report',
      entityId: data.id,
      action: 'created',
      userName: 'Linda Hoekstra',
    });
  });

  it('refuses a second open report of the employment with 409, and allows one once its dossier is closed', async () => {
    const client = await signedIn('casemanager');
    const employment = openEmployment(client);
    const body = { dateStart: START_DAY, employmentId: employment.id };
    expect((await client.post(WGA, body)).status).toBe(201);
    const again = await client.post(WGA, body, 'en');
    expect(again.status).toBe(409);
    expect(errorBody(again)).toMatchObject({
      code: 'wga_exists',
      message: 'An open WGA report exists for this employment already.',
    });
    client.backend.store.change((state) => {
      const dossier = state.dossiers.at(-1);
      if (dossier) dossier.status = 'closed';
    });
    expect((await client.post(WGA, body)).status).toBe(201);
  });

  it('answers 422 with a message per field for missing, unknown and impossible values', async () => {
    const client = await signedIn('casemanager');
    const missing = errorBody(await client.post(WGA, {}, 'en'));
    expect(missing.errors?.['employmentId']).toEqual(['This field is required.']);
    expect(missing.errors?.['dateStart']).toEqual(['This field is required.']);

    const unknown = errorBody(
      await client.post(WGA, { employmentId: 'nope', dateStart: '2026-02-30' }, 'en'),
    );
    expect(unknown.errors?.['employmentId']).toEqual(['This employment does not exist.']);
    expect(unknown.errors?.['dateStart']).toEqual(['Enter a valid date (YYYY-MM-DD).']);

    const employment = openEmployment(client);
    const early = await client.post(WGA, { employmentId: employment.id, dateStart: '1990-01-01' }, 'en');
    expect(early.status).toBe(422);
    expect(errorBody(early).errors?.['dateStart']?.[0]).toContain(employment.startDate);
    const ahead = errorBody(
      await client.post(WGA, { employmentId: employment.id, dateStart: '2027-03-03' }, 'en'),
    );
    expect(ahead.errors?.['dateStart']).toEqual(['The WGA date lies more than a year ahead.']);
    expect(stateOf(client).wgaReports).toEqual([]);
  });

  it('refuses an ended employment', async () => {
    const client = await signedIn('casemanager');
    const ended = stateOf(client).employments.find(
      (employment) => employment.endDate !== null && employment.endDate < START_DAY,
    );
    if (!ended) return;
    const answer = await client.post(WGA, { employmentId: ended.id, dateStart: START_DAY }, 'en');
    expect(errorBody(answer).errors?.['employmentId']).toEqual(['This employment has ended.']);
  });

  it('is refused to an employer user and to a planner', async () => {
    for (const username of ['employer', 'planner']) {
      const client = await signedIn(username);
      const employment = openEmployment(client);
      const answer = await client.post(WGA, { dateStart: START_DAY, employmentId: employment.id });
      expect(answer.status).toBe(403);
    }
  });
});

describe('GET v2/dossier/wga', () => {
  it('lists the reports newest first, each employer user only its own employer’s', async () => {
    const client = await signedIn('casemanager');
    const employer = EMPLOYERS[0]?.id ?? '';
    const own = openEmployment(client, employer);
    const other = stateOf(client).employments.find(
      (employment) => employment.endDate === null && employment.employerId !== employer,
    );
    if (!other) throw new Error('the seed lacks a second employer');
    await client.post(WGA, { dateStart: START_DAY, employmentId: own.id });
    client.advance(60_000);
    await client.post(WGA, { dateStart: START_DAY, employmentId: other.id });
    const page = exactly(WgaReportPageSchema, await client.get(`${WGA}?page[size]=1`));
    expect(page.meta).toEqual({ total: 2, page: 1, pageSize: 1 });
    expect(page.data.map((report) => report.employmentId)).toEqual([other.id]);

    // The employer user of the seed works for the first employer; it sees that employer's report only.
    await client.post('/api/auth/logout');
    await client.signIn('employer');
    const seen = exactly(WgaReportPageSchema, await client.get(WGA)).data;
    expect(seen.map((report) => report.employmentId)).toEqual([own.id]);
  });

  it('asks to be signed in', async () => {
    const client = await signedIn('casemanager');
    await client.post('/api/auth/logout');
    expect((await client.get(WGA)).status).toBe(401);
  });
});
