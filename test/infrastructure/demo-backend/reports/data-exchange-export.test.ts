import { describe, expect, it } from 'vitest';
import { EMPLOYERS, EMPLOYEES } from '../../../../src/infrastructure/demo-backend/access/seed';
import { CSRF_COOKIE } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { DEMO_PASSWORD } from '../../../../src/infrastructure/demo-backend/access/seed';
import { inProcessBackend, TEST_ORIGIN } from '../../../support/in-process-backend';
import { START } from '../demo-client';

const OWN = EMPLOYERS[0]?.id ?? '';
const OTHER = EMPLOYERS[1]?.id ?? '';
const exportOf = (employerId: string, kind: string, query = '') =>
  `/api/external/data-exchange/${employerId}/${kind}/export${query}`;
const PERIOD = '?filter[from]=2026-01-01&filter[to]=2026-03-31';

/** A browser signed in as this user, reading answers as text: the export is a file, not JSON. */
async function signedIn(username: string) {
  const backend = inProcessBackend({ now: () => START });
  const call = async (method: string, path: string, body?: unknown, language = 'nl') => {
    if (!backend.cookie(CSRF_COOKIE)) await backend.fetch(`${TEST_ORIGIN}/api/auth/csrf`);
    return backend.fetch(`${TEST_ORIGIN}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': language,
        'csrf-token': backend.cookie(CSRF_COOKIE) ?? '',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  };
  await call('POST', '/api/auth/user', { username, password: DEMO_PASSWORD });
  return { backend, get: (path: string, language?: string) => call('GET', path, undefined, language) };
}

/** The body as sent, byte-order mark included (Response.text() drops it). */
const textOf = async (answer: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());

/** The CSV's rows as fields: the byte-order mark off, every field quoted, semicolons, CRLF. */
function rowsOf(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('";"'));
}

describe('GET data-exchange/{employer}/{kind}/export', () => {
  it('answers an employer user its employees with their employments as a named CSV file', async () => {
    const client = await signedIn('employer');
    const answer = await client.get(exportOf(OWN, 'employees'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="employees-2026-03-02\.csv"/,
    );
    const [header, ...rows] = rowsOf(await textOf(answer));
    expect(header).toEqual([
      'employee_id',
      'personnel_number',
      'first_name',
      'last_name',
      'division',
      'employment_id',
      'job_title',
      'start_date',
      'end_date',
      'hours_per_week',
      'contract',
    ]);
    const own = new Set(
      EMPLOYEES.filter((employee) => employee.employerId === OWN).map((employee) => employee.id),
    );
    expect(new Set(rows.map((row) => row[0]))).toEqual(own);
  });

  it('answers the absences overlapping the period with their days and share of the period', async () => {
    const client = await signedIn('casemanager');
    const answer = await client.get(exportOf(OWN, 'absences', PERIOD));
    expect(answer.status).toBe(200);
    const [header, ...rows] = rowsOf(await textOf(answer));
    expect(header).toEqual([
      'absence_id',
      'employee_id',
      'personnel_number',
      'first_name',
      'last_name',
      'start_date',
      'end_date',
      'days_in_period',
      'percentage_of_period',
    ]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [, , , , , start = '', end = '', days = '', percentage = ''] = row;
      expect(start <= '2026-03-31' && (end === '' || end >= '2026-01-01')).toBe(true);
      expect(Number(days)).toBeGreaterThan(0);
      expect(Number(days)).toBeLessThanOrEqual(90);
      expect(percentage).toBe((Math.round((Number(days) * 1000) / 90) / 10).toFixed(1).replace('.', ','));
    }
  });

  it('answers the appointments of the period without notes, titles or the names of medical operations', async () => {
    const client = await signedIn('casemanager');
    const { state } = client.backend.store;
    const appointments = state.appointments.filter(
      (appointment) =>
        appointment.employeeId !== null &&
        EMPLOYEES.find((employee) => employee.id === appointment.employeeId)?.employerId === OWN,
    );
    const answer = await client.get(
      exportOf(OWN, 'appointments', '?filter[from]=2026-01-01&filter[to]=2026-12-31'),
    );
    expect(answer.status).toBe(200);
    const text = await textOf(answer);
    const [header, ...rows] = rowsOf(text);
    expect(header).toEqual([
      'appointment_id',
      'date',
      'start_time',
      'end_time',
      'employee_id',
      'personnel_number',
      'first_name',
      'last_name',
      'operation',
      'channel',
      'location',
      'status',
    ]);
    expect(rows.length).toBeGreaterThan(0);
    const exported = new Set(rows.map((row) => row[0]));
    for (const appointment of appointments.filter((one) => exported.has(one.id))) {
      if (appointment.note) expect(text).not.toContain(appointment.note);
    }
    const medical = state.operations.filter((operation) => operation.medical);
    for (const operation of medical) {
      expect(text).not.toContain(`"${operation.nameNl}"`);
      expect(text).not.toContain(`"${operation.nameEn}"`);
    }
    for (const row of rows) {
      expect(row[1]).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(row[2]).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it('never names a dossier type, medical or not, in any kind of file', async () => {
    const client = await signedIn('casemanager');
    const types = new Set(client.backend.store.state.dossiers.map((dossier) => dossier.type));
    for (const kind of ['absences', 'employees', 'appointments']) {
      const text = await textOf(await client.get(exportOf(OWN, kind, PERIOD)));
      for (const type of types) expect(text).not.toContain(`"${type}"`);
    }
  });

  it('refuses an employer user another employer’s data, and whoever has no employee list or dashboard', async () => {
    const employer = await signedIn('employer');
    expect((await employer.get(exportOf(OTHER, 'employees'))).status).toBe(403);
    const admin = await signedIn('admin');
    expect((await admin.get(exportOf(OWN, 'employees'))).status).toBe(403);
    const employee = await signedIn('employee');
    expect((await employee.get(exportOf(OWN, 'employees'))).status).toBe(403);
  });

  it('lets a professional with the employee list export any employer', async () => {
    const planner = await signedIn('planner');
    expect((await planner.get(exportOf(OTHER, 'employees'))).status).toBe(200);
  });

  it('answers 404 for an unknown employer or kind, and 401 without a session', async () => {
    const client = await signedIn('casemanager');
    expect((await client.get(exportOf('no-such-employer', 'employees'))).status).toBe(404);
    const kind = await client.get(exportOf(OWN, 'medical'), 'en');
    expect(kind.status).toBe(404);
    expect(await kind.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    const anonymous = inProcessBackend({ now: () => START });
    expect((await anonymous.fetch(`${TEST_ORIGIN}${exportOf(OWN, 'employees')}`)).status).toBe(401);
  });

  it('refuses a missing, backwards or too long period with field messages', async () => {
    const client = await signedIn('casemanager');
    const missing = await client.get(exportOf(OWN, 'appointments'), 'en');
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({
      'filter[from]': ['This field is required.'],
      'filter[to]': ['This field is required.'],
    });
    const backwards = await client.get(
      exportOf(OWN, 'absences', '?filter[from]=2026-03-01&filter[to]=2026-02-01'),
      'en',
    );
    expect((await backwards.json()).errors).toEqual({
      'filter[to]': ['The end date lies before the start date.'],
    });
    const long = await client.get(
      exportOf(OWN, 'absences', '?filter[from]=2025-01-01&filter[to]=2026-01-02'),
      'en',
    );
    expect((await long.json()).errors).toEqual({ 'filter[to]': ['The period is longer than 366 days.'] });
    const notADate = await client.get(
      exportOf(OWN, 'absences', '?filter[from]=2026-02-30&filter[to]=2026-03-01'),
      'en',
    );
    expect(Object.keys((await notADate.json()).errors)).toEqual(['filter[from]']);
  });
});
