import { describe, expect, it } from 'vitest';
import { DemoStore } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { APPOINTMENTS, query, signedIn, stateOf, storeClient, userNamed } from '../case-client';
import { START } from '../demo-client';
import { textFile, upload } from '../dossiers/dossier-file-client';

/**
 * Medical information reaches medical users only, in every answer and every log of the demo backend:
 * the agenda, the appointment's history, the audit log and the mails. The rule itself is held to the
 * domain's in test/infrastructure/demo-backend/agenda/confidentiality-agreement.test.ts.
 */

const WEEK = { 'filter[from]': '2026-03-02', 'filter[until]': '2026-03-08' };
const AUDIT_LOG = '/api/external/v2/audit-log';
const NOTE = 'Vermoeden burn-out; bloeddruk 160/100';

function sharedBackend() {
  const store = new DemoStore(null, () => START);
  const as = async (username: string) => {
    const client = storeClient(store, () => START);
    expect((await client.signIn(username)).status).toBe(200);
    return client;
  };
  return { store, as };
}

/** Everything a reader without medical rights must never receive. */
function secretsOf(store: DemoStore): string[] {
  const { operations, appointments } = store.state;
  const medical = operations.filter((operation) => operation.medical);
  const notes = appointments.flatMap((appointment) => (appointment.note ? [appointment.note] : []));
  return [
    ...medical.flatMap((operation) => [operation.nameNl, operation.nameEn, `"${operation.id}"`]),
    ...notes,
  ];
}

describe('medical confidentiality in the demo backend', () => {
  it('shows case managers, nurses, planners, administrators and employers a week without a medical operation or a note', async () => {
    const { store, as } = sharedBackend();
    const secrets = secretsOf(store);
    expect(secrets.length).toBeGreaterThan(10);
    for (const username of ['casemanager', 'verpleegkundige.verbeek', 'planner', 'admin', 'employer']) {
      const reader = await as(username);
      const answer = await reader.get(query(APPOINTMENTS, WEEK));
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.json);
      expect((answer.json as { data: unknown[] }).data.length).toBeGreaterThan(0);
      for (const secret of secrets) expect(text, `${username} reads ${secret}`).not.toContain(secret);
    }
    const physician = await as('bedrijfsarts.bakker');
    const text = JSON.stringify((await physician.get(query(APPOINTMENTS, WEEK))).json);
    expect(secrets.some((secret) => text.includes(secret))).toBe(true);
  });

  it('finds no appointment by the id of an operation withheld from the reader', async () => {
    const { store, as } = sharedBackend();
    const booked = store.state.appointments.find((appointment) =>
      store.state.operations.some(
        (operation) => operation.medical && operation.id === appointment.operationId,
      ),
    );
    if (!booked?.operationId) throw new Error('seed changed');
    const byOperation = {
      'filter[from]': '2026-02-01',
      'filter[until]': '2026-05-31',
      'filter[operation]': booked.operationId,
    };
    const caseManager = await as('casemanager');
    expect((await caseManager.get(query(APPOINTMENTS, byOperation))).json).toMatchObject({ data: [] });
    const physician = await as('bedrijfsarts.bakker');
    const found = (await physician.get(query(APPOINTMENTS, byOperation))).json as { data: unknown[] };
    expect(found.data.length).toBeGreaterThan(0);
  });

  it('keeps a physician’s note and a medical operation out of the audit log and the history others read', async () => {
    const { store, as } = sharedBackend();
    const physician = await as('bedrijfsarts.bakker');
    const operation = store.state.operations.find((candidate) => candidate.medical);
    if (!operation) throw new Error('seed changed');
    const employee = store.state.appointments.find((appointment) => appointment.employeeId)?.employeeId;
    const booked = await physician.post(APPOINTMENTS, {
      userId: userNamed('bedrijfsarts.bakker').id,
      operationId: operation.id,
      employeeId: employee,
      locationId: null,
      roomId: null,
      resourceIds: [],
      date: '2026-09-01',
      startTime: '07:00',
      endTime: '07:30',
      channel: 'phone',
      note: NOTE,
    });
    expect(booked.status).toBe(201);
    const id = (booked.json as { data: { id: string; note: string } }).data.id;
    expect((booked.json as { data: { note: string } }).data.note).toBe(NOTE);
    const admin = await as('admin');
    const log = JSON.stringify((await admin.get(`${AUDIT_LOG}?filter[entityType]=appointment`)).json);
    expect(log).toContain(`"entityId":"${id}"`);
    for (const secret of [NOTE, operation.nameNl, operation.nameEn, `"${operation.id}"`])
      expect(log).not.toContain(secret);
    const planner = await as('planner');
    const history = JSON.stringify(
      (await planner.get(`/api/external/v3/agenda/appointment-logs?filter[appointment]=${id}`)).json,
    );
    for (const secret of [NOTE, operation.nameNl, `"${operation.id}"`]) expect(history).not.toContain(secret);
  });

  it('keeps the file name of a document in a medical dossier out of the audit log', async () => {
    const doctor = await signedIn('doctor');
    const dossier = stateOf(doctor).dossiers.find((candidate) => candidate.type === 'medical');
    if (!dossier) throw new Error('seed changed');
    const name = 'Uitslag audiogram Jansen.txt';
    const answer = await upload(doctor, dossier.id, {
      file: textFile('Gehoorverlies links.', name),
      documentTypeId: '9',
      uploadTypeId: '6',
    });
    expect(answer.status).toBe(201);
    expect(JSON.stringify(stateOf(doctor).auditLog)).not.toContain('audiogram');
  });

  it('does not name a medical operation in the mail that tells the employee of a cancellation', async () => {
    const { store, as } = sharedBackend();
    const medical = new Set(
      store.state.operations.filter((operation) => operation.medical).map((operation) => operation.id),
    );
    const booked = store.state.appointments.find(
      (appointment) =>
        appointment.employeeId !== null &&
        appointment.operationId !== null &&
        medical.has(appointment.operationId) &&
        appointment.status === 'planned' &&
        appointment.start > '2026-03-10',
    );
    if (!booked) throw new Error('seed changed');
    const operation = store.state.operations.find((candidate) => candidate.id === booked.operationId);
    const planner = await as('planner');
    expect((await planner.post(`${APPOINTMENTS}/${booked.id}/delete`, { email: true })).status).toBe(204);
    const mail = store.state.outbox.at(-1);
    expect(mail?.body).toContain('Afspraak (afgeschermd)');
    expect(JSON.stringify(mail)).not.toContain(operation?.nameNl);
  });

  it('never gives a deleted appointment’s id to a new one', async () => {
    const { store, as } = sharedBackend();
    const planner = await as('planner');
    const newest = store.state.appointments.reduce(
      (high, appointment) => Math.max(high, Number(appointment.id)),
      0,
    );
    expect((await planner.post(`${APPOINTMENTS}/${newest}/delete`, {})).status).toBe(204);
    const template =
      store.state.appointments.find(
        (appointment) => appointment.operationId && appointment.userId === userNamed('planner').id,
      ) ?? store.state.appointments[0];
    if (!template?.operationId) throw new Error('seed changed');
    const made = await planner.post(APPOINTMENTS, {
      userId: template.userId,
      operationId: template.operationId,
      employeeId: null,
      locationId: null,
      roomId: null,
      resourceIds: [],
      date: '2026-09-02',
      startTime: '07:00',
      endTime: '07:30',
      channel: 'phone',
      note: null,
    });
    expect(made.status).toBe(201);
    expect(Number((made.json as { data: { id: string } }).data.id)).toBeGreaterThan(newest);
  });

  it('lets a planner move a medical appointment without its operation, which stays as booked', async () => {
    const { store, as } = sharedBackend();
    const medical = new Set(
      store.state.operations.filter((operation) => operation.medical).map((operation) => operation.id),
    );
    const booked = store.state.appointments.find(
      (appointment) =>
        appointment.operationId !== null &&
        medical.has(appointment.operationId) &&
        appointment.status === 'planned' &&
        appointment.start > '2026-03-10',
    );
    if (!booked) throw new Error('seed changed');
    const planner = await as('planner');
    const moved = await planner.post(`${APPOINTMENTS}/${booked.id}`, {
      userId: booked.userId,
      operationId: '',
      employeeId: booked.employeeId,
      locationId: null,
      roomId: null,
      resourceIds: [],
      date: '2026-09-03',
      startTime: '07:00',
      endTime: '07:20',
      channel: 'phone',
      note: null,
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ data: { operation: null, detailsHidden: true } });
    const stored = store.state.appointments.find((appointment) => appointment.id === booked.id);
    expect(stored?.operationId).toBe(booked.operationId);
    expect(stored?.note).toBe(booked.note);
  });
});
