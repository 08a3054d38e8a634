import { beforeAll, describe, expect, it } from 'vitest';
import {
  DossierDetailSchema,
  DossierSectionsSchema,
  UwvMessagesSchema,
} from '../../../../src/infrastructure/dossiers/dossier-file-schemas';
import { RecentlyViewedSchema } from '../../../../src/infrastructure/dossiers/dossier-schemas';
import { EMPLOYEES } from '../../../../src/infrastructure/demo-backend/access/seed';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { exactly, query, signedIn, stateOf, userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';
import { aDossier, BAKERY_ID, DOSSIER, MEDICAL_TYPES, UWV } from './dossier-file-client';
import { healthReadsOf } from '../../../../src/infrastructure/demo-backend/platform/health-reads';
import { amsterdamDate } from '../../../../src/infrastructure/demo-backend/platform/amsterdam-time';
import {
  isMedicalDocument,
  isMedicalNote,
} from '../../../../src/infrastructure/demo-backend/dossiers/dossier-file-medical';

const REPORTING = ['illness', 'absence_dossier', 'illness_and_zw_erd', 'zw_erd', 'wga', 'pregnancy'];
const FORBIDDEN = { message: 'You are not allowed to do this.', code: 'forbidden' };

let caseManager: DemoClient;
let employer: DemoClient;
beforeAll(async () => {
  caseManager = await signedIn('casemanager');
  employer = await signedIn('employer');
});

const recentIds = async (client: DemoClient) =>
  exactly(RecentlyViewedSchema, await client.get(`${DOSSIER}/recently-viewed?limit=20`)).data.map(
    (view) => view.id,
  );

describe('opening a dossier in the demo backend', () => {
  it('answers the dossier with its employee, owner, open tasks soonest first and its UWV reporting', async () => {
    const answer = await caseManager.get(`${DOSSIER}/20001`);
    expect(answer.status).toBe(200);
    const { data } = exactly(DossierDetailSchema, answer);
    const stored = stateOf(caseManager).dossiers.find((dossier) => dossier.id === '20001');
    const employee = EMPLOYEES.find((candidate) => candidate.id === stored?.employeeId);
    expect(data).toMatchObject({
      id: '20001',
      type: 'illness',
      status: 'open',
      startDate: stored?.startDate,
      employee: {
        id: employee?.id,
        name: `${employee?.firstName} ${employee?.lastName}`,
        dateOfBirth: employee?.dateOfBirth,
        employerId: BAKERY_ID,
        employerName: 'Bakkerij De Gouden Korenaar B.V.',
      },
      owner: { id: userNamed('casemanager').id, displayName: 'Linda Hoekstra' },
      reportsToUwv: true,
      mayEdit: true,
    });
    const open = stateOf(caseManager)
      .tasks.filter((task) => task.dossierId === '20001' && task.status === 'open')
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || Number(a.id) - Number(b.id));
    expect(data.openTasks.map((task) => task.id)).toEqual(open.map((task) => task.id));
    expect(data.openTasks.length).toBeGreaterThan(0);
  });

  it('reports to the UWV exactly for the sickness, Ziektewet, WGA and pregnancy types', async () => {
    for (const type of ['illness', 'zw_erd', 'wga', 'pregnancy', 'reintegration', 'rie', 'outplacement']) {
      const dossier = aDossier(caseManager, (candidate) => candidate.type === type);
      const { data } = exactly(DossierDetailSchema, await caseManager.get(`${DOSSIER}/${dossier.id}`));
      expect([type, data.reportsToUwv]).toEqual([type, REPORTING.includes(type)]);
    }
  });

  it('puts the opened dossier first in the caller’s recently viewed list, once, up to twenty', async () => {
    const client = await signedIn('casemanager.yilmaz');
    const before = await recentIds(client);
    const fresh = aDossier(
      client,
      (dossier) => !before.includes(dossier.id) && !MEDICAL_TYPES.includes(dossier.type),
    );
    await client.get(`${DOSSIER}/${fresh.id}`);
    const five = exactly(RecentlyViewedSchema, await client.get(`${DOSSIER}/recently-viewed?limit=5`)).data;
    expect(five[0]?.id).toBe(fresh.id);
    expect(five).toHaveLength(5);
    client.advance(60_000);
    const second = before[0] ?? '';
    await client.get(`${DOSSIER}/${second}`);
    await client.get(`${DOSSIER}/${fresh.id}`);
    const after = await recentIds(client);
    expect(after.slice(0, 2)).toEqual([fresh.id, second]);
    expect(after.filter((id) => id === fresh.id)).toHaveLength(1);
    const others = stateOf(client)
      .dossiers.filter((dossier) => !MEDICAL_TYPES.includes(dossier.type))
      .slice(0, 25);
    for (const dossier of others) await client.get(`${DOSSIER}/${dossier.id}`);
    expect(stateOf(client).recentlyViewed[userNamed('casemanager.yilmaz').id]).toHaveLength(20);
    expect((await recentIds(client))[0]).toBe(others.at(-1)?.id);
  });

  it('answers 404 for an unknown dossier and 401 without a session', async () => {
    const unknown = await caseManager.get(`${DOSSIER}/99999`, 'en');
    expect([unknown.status, exactly(ErrorBodySchema, unknown)]).toEqual([
      404,
      { message: 'Not found.', code: 'not_found' },
    ]);
    expect((await demoClient().get(`${DOSSIER}/20001`)).status).toBe(401);
  });

  it('refuses a medical dossier to a non-medical professional, and records nothing', async () => {
    const medical = aDossier(caseManager, (dossier) => MEDICAL_TYPES.includes(dossier.type));
    const before = await recentIds(caseManager);
    const refused = await caseManager.get(`${DOSSIER}/${medical.id}`, 'en');
    expect([refused.status, exactly(ErrorBodySchema, refused)]).toEqual([403, FORBIDDEN]);
    expect(await recentIds(caseManager)).toEqual(before);
  });

  it('gives the doctor the medical dossiers', async () => {
    const doctor = await signedIn('doctor');
    const medical = aDossier(doctor, (dossier) => MEDICAL_TYPES.includes(dossier.type));
    expect((await doctor.get(`${DOSSIER}/${medical.id}`)).status).toBe(200);
  });

  it('lets an employer read its own absence cases only, and never write', async () => {
    const own = aDossier(
      employer,
      (dossier, employerId) => employerId === BAKERY_ID && dossier.type === 'illness',
    );
    const { data } = exactly(DossierDetailSchema, await employer.get(`${DOSSIER}/${own.id}`));
    expect(data.mayEdit).toBe(false);
    expect((await recentIds(employer))[0]).toBe(own.id);
    const refusedDossiers = [
      aDossier(employer, (dossier, employerId) => employerId !== BAKERY_ID && dossier.type === 'illness'),
      aDossier(
        employer,
        (dossier, employerId) => employerId === BAKERY_ID && MEDICAL_TYPES.includes(dossier.type),
      ),
      aDossier(employer, (dossier, employerId) => employerId === BAKERY_ID && dossier.type === 'rie'),
    ];
    for (const dossier of refusedDossiers) {
      const refused = await employer.get(`${DOSSIER}/${dossier.id}`, 'en');
      expect([dossier.type, refused.status, exactly(ErrorBodySchema, refused)]).toEqual([
        dossier.type,
        403,
        FORBIDDEN,
      ]);
    }
  });

  it('refuses a user without case work', async () => {
    const planner = await signedIn('planner');
    expect((await planner.get(`${DOSSIER}/20001`)).status).toBe(403);
  });
});

describe('the sections of a dossier view in the demo backend', () => {
  it('answers the sections in order, with the UWV section only for a type reported to the UWV', async () => {
    const illness = exactly(
      DossierSectionsSchema,
      await caseManager.get(query(`${DOSSIER}/dossier-section`, { 'filter[dossierType]': 'illness' })),
    );
    expect(illness.data.map((section) => [section.key, section.order])).toEqual([
      ['overview', 1],
      ['tasks', 2],
      ['notes', 3],
      ['documents', 4],
      ['wizards', 5],
      ['uwv', 6],
    ]);
    expect(illness.data[5]).toEqual({
      key: 'uwv',
      titleNl: 'UWV-berichten',
      titleEn: 'UWV messages',
      order: 6,
    });
    const rie = exactly(
      DossierSectionsSchema,
      await caseManager.get(query(`${DOSSIER}/dossier-section`, { 'filter[dossierType]': 'rie' })),
    );
    expect(rie.data.map((section) => section.key)).not.toContain('uwv');
  });

  it('refuses a type the caller may not see, and a missing or unknown type', async () => {
    const section = (client: DemoClient, type: string) =>
      client.get(query(`${DOSSIER}/dossier-section`, { 'filter[dossierType]': type }), 'en');
    expect((await section(caseManager, 'psychologist')).status).toBe(403);
    expect((await section(employer, 'rie')).status).toBe(403);
    expect((await section(employer, 'illness')).status).toBe(200);
    const missing = await caseManager.get(`${DOSSIER}/dossier-section`, 'en');
    expect([missing.status, exactly(ErrorBodySchema, missing).errors]).toEqual([
      422,
      { 'filter[dossierType]': ['This field is required.'] },
    ]);
    const unknown = await section(caseManager, 'holiday');
    expect([unknown.status, exactly(ErrorBodySchema, unknown).errors]).toEqual([
      422,
      { 'filter[dossierType]': ['Invalid filter value: holiday.'] },
    ]);
  });
});

describe('the UWV messages of a dossier in the demo backend', () => {
  const uwv = (client: DemoClient, dossierType: string, dossierId: string, language?: string) =>
    client.get(query(UWV, { dossierType, dossierId }), language);

  it('answers a reporting case’s messages newest first, as the state holds them', async () => {
    const reported = aDossier(
      caseManager,
      (dossier) =>
        stateOf(caseManager).uwvMessages.filter((message) => message.dossierId === dossier.id).length > 1,
    );
    const { data } = exactly(UwvMessagesSchema, await uwv(caseManager, reported.type, reported.id));
    const stored = stateOf(caseManager).uwvMessages.filter((message) => message.dossierId === reported.id);
    expect(data.map((message) => message.id).sort()).toEqual(stored.map((message) => message.id).sort());
    const dates = data.map((message) => message.sentOn);
    expect(dates).toEqual([...dates].sort().toReversed());
  });

  it('answers none for a type that is not reported to the UWV', async () => {
    const reintegration = aDossier(caseManager, (dossier) => dossier.type === 'reintegration');
    expect(
      exactly(UwvMessagesSchema, await uwv(caseManager, 'reintegration', reintegration.id)).data,
    ).toEqual([]);
  });

  it('refuses missing parameters, another type than the dossier’s and a dossier out of reach', async () => {
    const missing = await caseManager.get(UWV, 'en');
    expect([missing.status, exactly(ErrorBodySchema, missing).errors]).toEqual([
      422,
      { dossierType: ['This field is required.'] },
    ]);
    const noId = await caseManager.get(query(UWV, { dossierType: 'illness' }), 'en');
    expect(exactly(ErrorBodySchema, noId).errors).toEqual({ dossierId: ['This field is required.'] });
    const mismatch = await uwv(caseManager, 'wga', '20001', 'en');
    expect([mismatch.status, exactly(ErrorBodySchema, mismatch).errors]).toEqual([
      422,
      { dossierType: ['This dossier is of another type.'] },
    ]);
    expect((await uwv(caseManager, 'illness', '99999')).status).toBe(404);
    const elsewhere = aDossier(
      employer,
      (dossier, employerId) => employerId !== BAKERY_ID && dossier.type === 'illness',
    );
    expect((await uwv(employer, 'illness', elsewhere.id)).status).toBe(403);
  });
});

describe('until when a dossier is kept, in the demo backend', () => {
  it('tells a physician every part of an open absence case: nothing counts down while it is open but the medical file', async () => {
    const doctor = await signedIn('bedrijfsarts.bakker');
    const { data } = exactly(DossierDetailSchema, await doctor.get(`${DOSSIER}/20001`));
    const parts = new Map(data.retention.map((kept) => [kept.part, kept]));
    expect([...parts.keys()]).toEqual(['absenceAdmin', 'reintegration', 'medicalFile', 'accessLog']);
    expect(parts.get('reintegration')).toMatchObject({
      from: 'reintegrationEnded',
      since: null,
      until: null,
    });
    const medical = parts.get('medicalFile');
    expect(medical?.from).toBe('lastChange');
    expect(Number(medical?.until?.slice(0, 4)) - Number(medical?.since?.slice(0, 4))).toBe(20);
    // While a part keeps no end, neither does the log of who read it.
    expect(parts.get('accessLog')?.until).toBeNull();
  });

  it('tells an employer and a case manager who is not medical nothing of the medical file or its log', async () => {
    for (const reader of [employer, caseManager]) {
      const { data } = exactly(DossierDetailSchema, await reader.get(`${DOSSIER}/20001`));
      expect(data.retention.map((kept) => kept.part)).toEqual(['absenceAdmin', 'reintegration']);
    }
  });

  it('counts a closed case’s periods from its end, the employer’s data from the employment’s', async () => {
    const doctor = await signedIn('bedrijfsarts.bakker');
    const closed = stateOf(doctor).dossiers.find(
      (dossier) => dossier.type === 'illness' && dossier.status === 'closed' && dossier.endDate !== null,
    );
    if (!closed?.endDate) throw new Error('seed changed');
    const { data } = exactly(DossierDetailSchema, await doctor.get(`${DOSSIER}/${closed.id}`));
    const reintegration = data.retention.find((kept) => kept.part === 'reintegration');
    expect(reintegration?.since).toBe(closed.endDate);
    expect(Number(reintegration?.until?.slice(0, 4))).toBe(Number(closed.endDate.slice(0, 4)) + 2);
    const employments = stateOf(doctor).employments.filter((job) => job.employeeId === closed.employeeId);
    const admin = data.retention.find((kept) => kept.part === 'absenceAdmin');
    expect(admin?.since === null).toBe(employments.some((job) => job.endDate === null));
  });
});

describe('the log of reads of health information, in the demo backend', () => {
  it('writes a line for a physician’s opening of a dossier and for each medical note and document its lists show, never their content', async () => {
    const doctor = await signedIn('bedrijfsarts.bakker');
    const before = healthReadsOf(stateOf(doctor)).length;
    await doctor.get(`${DOSSIER}/20001`);
    const notes = (await doctor.get(`${DOSSIER}/20001/notes`)).json as { data: { id: string }[] };
    const documents = (await doctor.get(`${DOSSIER}/20001/documents`)).json as { data: { id: string }[] };
    const state = stateOf(doctor);
    const lines = healthReadsOf(state).slice(before);
    const medicalNotes = notes.data.filter((note) => {
      const stored = state.dossierNotes.find((candidate) => candidate.id === note.id);
      return stored !== undefined && isMedicalNote(stored);
    });
    const medicalDocuments = documents.data.filter((document) => {
      const stored = state.dossierDocuments.find((candidate) => candidate.id === document.id);
      return stored !== undefined && isMedicalDocument(stored);
    });
    expect(lines[0]).toMatchObject({
      kind: 'dossier',
      recordId: '20001',
      dossierId: '20001',
      emergency: false,
    });
    expect(lines.every((line) => line.userId === userNamed('bedrijfsarts.bakker').id)).toBe(true);
    expect(lines.filter((line) => line.kind === 'note').map((line) => line.recordId)).toEqual(
      medicalNotes.map((note) => note.id),
    );
    expect(lines.filter((line) => line.kind === 'document').map((line) => line.recordId)).toEqual(
      medicalDocuments.map((document) => document.id),
    );
    for (const line of lines)
      expect(Object.keys(line).sort()).toEqual([
        'at',
        'dossierId',
        'emergency',
        'employeeId',
        'id',
        'kind',
        'recordId',
        'userId',
      ]);
    // The log about the dossier counts its own period from its last line.
    const { data } = exactly(DossierDetailSchema, await doctor.get(`${DOSSIER}/20001`));
    expect(data.retention.find((kept) => kept.part === 'accessLog')?.since).toBe(
      amsterdamDate(Date.parse(healthReadsOf(stateOf(doctor)).at(-1)?.at ?? '')),
    );
  });

  it('writes nothing for an employer’s or a non-medical case manager’s reads, which show no health record', async () => {
    const before = healthReadsOf(stateOf(employer)).length;
    await employer.get(`${DOSSIER}/20001/notes`);
    await caseManager.get(`${DOSSIER}/20001`);
    await caseManager.get(`${DOSSIER}/20001/documents`);
    expect(healthReadsOf(stateOf(employer)).length).toBe(before);
  });
});
