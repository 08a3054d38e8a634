import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn, signInAs } from './support/sign-in-as';

/**
 * Medical information reaches medical users only. A physician books a medical appointment with a note
 * and files a result in a medical dossier; then a case manager (the appointment list), an
 * administrator (the agenda, the audit log and its export) and an employer (their employees'
 * appointments) each see that the time is taken, and nothing of what it is for: not the operation, not
 * the equipment it uses, and for the employer not the room it is in.
 */

const NOTE = 'Vermoeden burn-out; bloeddruk 160/100';
const FILE = 'Uitslag audiogram Verbruggen.txt';
/** Medical operations of the seed. */
const MEDICAL_NAMES = ['Audiometrie', 'Periodiek medisch onderzoek', 'Open spreekuur'];
/** The booth and the audiometer the audiometry is booked with: either would tell what it is. */
const ROOM = { id: 'e2000000-0000-4000-8000-000000000004', name: 'Onderzoeksruimte 0.04' };
const AUDIOMETER = { id: 'e3000000-0000-4000-8000-000000000001', name: 'Audiometer Interacoustics AD629' };
const UTRECHT = 'e1000000-0000-4000-8000-000000000001';
const SECRETS = [NOTE, FILE, 'audiogram', AUDIOMETER.name, ...MEDICAL_NAMES];

test.describe.configure({ timeout: 120_000 });

const api = async <T>(page: Page, path: string): Promise<T> => {
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
};

const csrfOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';

/** A weekday two weeks ahead, so the booking stays clear of the seed's own appointments at 07:00. */
function bookingDay(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function expectNoSecret(text: string, who: string) {
  for (const secret of SECRETS) expect(text, `${who} sees “${secret}”`).not.toContain(secret);
}

test('a case manager, an administrator and an employer see a medical appointment as taken, never what it is for', async ({
  page,
}) => {
  const day = bookingDay();

  // The physician books an audiometry with a note and files a result in a medical dossier.
  await signInAs(page, 'bedrijfsarts.bakker');
  const csrf = await csrfOf(page);
  const operations = await api<{ data: { id: string; name: { nl: string } | null }[] }>(
    page,
    '/api/external/v3/operations?filter[medical]=true&page[size]=100',
  );
  const audiometry = operations.data.find((operation) => operation.name?.nl === 'Audiometrie');
  expect(audiometry).toBeDefined();
  const employees = await api<{ data: { id: string }[] }>(
    page,
    '/api/external/v2/employee?filter[employer]=a6a1c0de-0001-4000-8000-000000000001&page[size]=1',
  );
  const physician = await api<{ data: { id: string; kind: string }[] }>(
    page,
    '/api/external/v2/agenda?filter[filterByUser]=true',
  );
  const physicianId = physician.data[0]?.id ?? '';
  const booked = await page.request.post('/api/external/v3/agenda/appointments', {
    headers: { 'csrf-token': csrf, 'Content-Type': 'application/json' },
    data: {
      userId: physicianId,
      operationId: audiometry?.id,
      employeeId: employees.data[0]?.id,
      locationId: UTRECHT,
      roomId: ROOM.id,
      resourceIds: [AUDIOMETER.id],
      date: day,
      startTime: '07:00',
      endTime: '07:20',
      channel: 'on_site',
      note: NOTE,
    },
  });
  expect(booked.status()).toBe(201);
  const dossiers = await api<{ data: { id: string }[] }>(
    page,
    '/api/external/v2/dossier?filter[dossierType]=medical&page[size]=1',
  );
  const uploaded = await page.request.post(`/api/external/v2/dossier/${dossiers.data[0]?.id}/documents`, {
    headers: { 'csrf-token': csrf },
    multipart: {
      file: { name: FILE, mimeType: 'text/plain', buffer: Buffer.from('Gehoorverlies links.') },
      documentTypeId: '9',
      uploadTypeId: '6',
    },
  });
  expect(uploaded.status()).toBe(201);
  await page.context().clearCookies();

  // The case manager's appointment list of that day: the appointment by its neutral kind only.
  await openSignedIn(page, 'casemanager', `/appointments?from=${day}&until=${day}`);
  const rows = page.locator('table.data-table tbody tr[data-key]');
  await expect(page.locator('table.data-table')).toHaveAttribute('aria-busy', 'false');
  await expect(rows.filter({ hasText: 'Onderzoek' }).first()).toBeVisible();
  await expectNoSecret(
    (await page.locator('table.data-table tbody').textContent()) ?? '',
    'the case manager',
  );
  await page.context().clearCookies();

  // The administrator's agenda of the physician that day, then the audit log and its export.
  await openSignedIn(page, 'admin', `/agenda?view=day&date=${day}&columns=${physicianId}`);
  const grid = page.locator('.agenda-grid__body');
  await expect(grid.getByText('Onderzoek').first()).toBeVisible();
  await expectNoSecret((await grid.textContent()) ?? '', 'the administrator in the agenda');
  await page.goto('/auditLog');
  await expect(page.getByRole('heading', { name: 'Auditlog', level: 1 })).toBeVisible();
  await expect(page.locator('table.data-table')).toHaveAttribute('aria-busy', 'false');
  const log = page.locator('table.data-table tbody');
  await expect(log.getByText('Afspraak (afgeschermd)').first()).toBeVisible();
  await expect(log.getByText('Document (afgeschermd)').first()).toBeVisible();
  await expectNoSecret((await log.textContent()) ?? '', 'the administrator in the audit log');
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteren (CSV)' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain('Afspraak (afgeschermd)');
  await expectNoSecret(csv, 'the administrator in the export');
  await page.context().clearCookies();

  // The employer's list of their employees' appointments.
  await openSignedIn(page, 'employer', `/employer-appointments?from=${day}&until=${day}`);
  await expect(page.locator('table.data-table')).toHaveAttribute('aria-busy', 'false');
  await expect(rows.filter({ hasText: 'Afspraak (afgeschermd)' }).first()).toBeVisible();
  const employerRows = (await page.locator('table.data-table tbody').textContent()) ?? '';
  await expectNoSecret(employerRows, 'the employer');
  // An employer learns the location at most, never the booth.
  expect(employerRows).not.toContain(ROOM.name);
  const answer = await api<{ data: { roomId: string | null; resources: unknown[] }[] }>(
    page,
    `/api/external/v3/agenda/appointments?filter[from]=${day}&filter[until]=${day}`,
  );
  expect(JSON.stringify(answer)).not.toContain(ROOM.id);
  expect(JSON.stringify(answer)).not.toContain(AUDIOMETER.id);
});
