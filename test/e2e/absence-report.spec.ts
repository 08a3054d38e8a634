import type { Page } from '@playwright/test';
import { typeDate } from './support/date-field';
import { DEMO_CONTROL } from './support/demo-controls';
import { expectFitsPhones } from './support/phone-width';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

const V2 = '/api/external/v2';

/** The ISO date `days` from today in Amsterdam, as the demo backend counts it. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An employee of the signed-in employer who has never been reported sick, asked of the back office. */
async function neverSick(page: Page): Promise<string> {
  const list = await page.request.get(`${V2}/employee?page[size]=100`);
  const { data } = (await list.json()) as { data: { id: string }[] };
  for (const { id } of data) {
    const answer = await page.request.get(`${V2}/employee/${id}/absence`);
    const { data: absence } = (await answer.json()) as { data: { spells: unknown[] } };
    if (absence.spells.length === 0) return id;
  }
  throw new Error('every employee of the employer has been sick');
}

test('an employer reports an employee sick with only the allowed fields, then recovered, then sick again within four weeks in the same case', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'employer', '/absence-reports');
  await expect(page.getByText('Vraag en noteer nooit wat de medewerker mankeert')).toBeVisible();
  const id = await neverSick(page);
  await page.goto(`/absence-reports?employee=${id}`);
  const sick = page.getByRole('group', { name: 'Ziekmelding' });
  await expect(sick).toBeVisible();
  await expect(page.getByText(/is nu niet ziek gemeld\./)).toBeVisible();
  // The form asks for nothing medical: no field for a reason, a diagnosis or symptoms.
  await expect(sick.getByRole('textbox')).toHaveCount(3);
  await expect(sick.getByLabel(/reden|diagnose|klacht/i)).toHaveCount(0);
  await expectAccessible(page);

  // Bad input is named at its field, and what was typed stays.
  await typeDate(sick, /^Eerste ziektedag/, dayFromToday(-3));
  await sick.getByLabel(/^Telefoonnummer/).fill('<b>06</b>');
  await sick.getByLabel(/^Lopende afspraken/).fill('Leveranciersoverleg donderdag overnemen');
  await page.getByRole('button', { name: 'Ziek melden' }).click();
  await expect(sick.getByText('Vul een telefoonnummer in, bijvoorbeeld 06 1234 5678.')).toBeVisible();
  await expect(sick.getByText('Vul dit in.')).toBeVisible();
  await expect(sick.getByLabel(/^Lopende afspraken/)).toHaveValue('Leveranciersoverleg donderdag overnemen');
  await sick.getByLabel(/^Telefoonnummer/).fill('06 1234 5678');
  await sick.getByLabel(/^Verwachte duur/).selectOption({ label: 'Een tot twee weken' });
  await sick.getByLabel('Het verzuim volgt op een bedrijfsongeval').check();
  await page.getByRole('button', { name: 'Ziek melden' }).click();
  await expect(page.getByText(/ is ziek gemeld\./)).toHaveCount(1);
  await expect(page.getByText(/is ziek sinds .*: week 1 van het verzuim\./)).toBeVisible();
  // The employer's own duties on the legal clock, the report among them; nothing of the physician's.
  const duties = page.getByRole('region', { name: 'Uw stappen als werkgever' });
  await expect(
    duties.getByRole('listitem').filter({ hasText: /^Ziekmelding aan de bedrijfsarts/ }),
  ).toContainText('Gedaan op');
  await expect(duties.getByRole('listitem').filter({ hasText: /^Plan van aanpak/ })).toContainText(
    /Vanaf|Nog/,
  );
  await expect(duties.getByText('Probleemanalyse')).toHaveCount(0);
  await expect(duties.getByText('Actueel oordeel')).toHaveCount(0);

  // The recovery: not on the first sick day itself, then today.
  const recovery = page.getByRole('group', { name: 'Herstelmelding' });
  await typeDate(recovery, /^Hersteld vanaf/, dayFromToday(-3));
  await page.getByRole('button', { name: 'Herstel melden' }).click();
  await expect(recovery.getByText('De hersteldatum ligt na de eerste ziektedag.')).toBeVisible();
  await typeDate(recovery, /^Hersteld vanaf/, dayFromToday(0));
  await page.getByRole('button', { name: 'Herstel melden' }).click();
  await expect(page.getByText(/ is hersteld gemeld\./)).toHaveCount(1);

  // Sick again today: within four weeks of the recovery, so the same case runs on.
  await expect(sick).toBeVisible();
  await expect(sick.getByText('het verzuim loopt door in hetzelfde dossier')).toBeVisible();
  await sick.getByLabel(/^Telefoonnummer/).fill('06 1234 5678');
  await sick.getByLabel(/^Verwachte duur/).selectOption({ label: 'Onbekend' });
  await page.getByRole('button', { name: 'Ziek melden' }).click();
  await expect(page.getByText(/ziek gemeld; het verzuim loopt door in hetzelfde dossier\./)).toHaveCount(1);
  await expect(page.getByText(/is ziek sinds .*: week 1 van het verzuim\./)).toBeVisible();

  // Nothing of the report in the address or in web storage.
  expect(page.url()).not.toContain('1234');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('Leveranciersoverleg');

  // In English, and on a phone.
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('group', { name: 'Recovery report' })).toBeVisible();
  await expect(page.getByText(/has been sick since .*: week 1 of the absence\./)).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhones(page, 'the absence report');
});

test('with the demo clock moved on, the portal counts the back office’s days', async ({ page, request }) => {
  await request.put('/api/__demo/clock', { headers: DEMO_CONTROL, data: { days: 30 } });
  await openSignedIn(page, 'employer', '/absence-reports');
  const id = await neverSick(page);
  await page.goto(`/absence-reports?employee=${id}`);
  const [year, month, day] = dayFromToday(30).split('-');
  const first = page.getByRole('group', { name: /^Eerste ziektedag/ });
  await expect(first.getByRole('spinbutton', { name: /^dag/ })).toHaveText(day ?? '');
  await expect(first.getByRole('spinbutton', { name: /^maand/ })).toHaveText(month ?? '');
  await expect(first.getByRole('spinbutton', { name: /^jaar/ })).toHaveText(year ?? '');
});

test('a case manager finds a case in week 40 with its steps on the legal clock, the 42nd-week notification coming due @dev', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'casemanager', '/absence-reports');
  // First what is late and coming across the case manager's cases, the late count first.
  const overview = page.getByRole('region', { name: 'Wat nu speelt in uw dossiers' });
  await overview.getByRole('radio', { name: 'Alle dossiers' }).check();
  await expect(overview.getByText(/^\d+ stappen? te laat$/)).toBeVisible();
  await expectAccessible(page);
  const first = overview.getByRole('button', { name: / openen$/ }).first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/ openen$/, '');
  await first.click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Poortwachter-stappen' })).toBeVisible();
  await page.getByRole('button', { name: 'Andere werknemer' }).click();
  await page.getByRole('combobox', { name: /^Werknemer/ }).fill('Bram Peters');
  await page.getByRole('listbox', { name: 'Gevonden werknemers' }).getByRole('option').first().click();
  const steps = page.getByRole('region', { name: 'Poortwachter-stappen' });
  await expect(steps).toBeVisible();
  await expect(steps.getByText(/^Week 4\d van het verzuim\./)).toBeVisible();
  await expect(steps.getByRole('listitem').filter({ hasText: /^Probleemanalyse/ })).toContainText(
    'Gedaan op',
  );
  await expect(steps.getByRole('listitem').filter({ hasText: /^42e-weekmelding aan UWV/ })).toContainText(
    /Nog \d+ dagen|Uiterlijk vandaag/,
  );
  // Exactly one step is marked as the next to act on.
  await expect(steps.locator('[aria-current="step"]')).toHaveCount(1);
  await expectAccessible(page);
  await page.getByLabel('Taal').selectOption('en');
  await expect(
    page.getByRole('region', { name: 'Poortwachter steps' }).getByText(/^Week 4\d of the absence\./),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsPhones(page, 'the case timeline');
});

test('a sick report five weeks after a recovery starts a new case, with its clock from week 1', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'employer', '/absence-reports');
  const id = await neverSick(page);
  await page.goto(`/absence-reports?employee=${id}`);
  const sick = page.getByRole('group', { name: 'Ziekmelding' });
  const report = async () => {
    await sick.getByLabel(/^Telefoonnummer/).fill('06 1234 5678');
    await sick.getByLabel(/^Verwachte duur/).selectOption({ label: 'Onbekend' });
    await page.getByRole('button', { name: 'Ziek melden' }).click();
  };
  await typeDate(sick, /^Eerste ziektedag/, dayFromToday(-3));
  await report();
  await expect(page.getByText(/ is ziek gemeld\./)).toHaveCount(1);
  await page.getByRole('button', { name: 'Herstel melden' }).click();
  await expect(page.getByText(/ is hersteld gemeld\./)).toHaveCount(1);
  // Five weeks on: 35 days after the recovery, more than the 28 within which a case continues.
  await request.put('/api/__demo/clock', { headers: DEMO_CONTROL, data: { days: 35 } });
  await page.reload();
  await expect(sick).toBeVisible();
  await expect(sick.getByText('het verzuim loopt door in hetzelfde dossier')).toHaveCount(0);
  await report();
  await expect(page.getByText(/ is ziek gemeld\./)).toHaveCount(1);
  await expect(page.getByText(/is ziek sinds .*: week 1 van het verzuim\./)).toBeVisible();
});

/** Days from today to the first working day (Monday to Friday, not a holiday of the turn of the year) from `from` on. */
function workingDayFrom(from: number): number {
  for (let days = from; ; days += 1) {
    const date = new Date(`${dayFromToday(days)}T12:00:00Z`);
    const weekday = date.getUTCDay();
    const monthDay = dayFromToday(days).slice(5);
    if (weekday !== 0 && weekday !== 6 && !['12-25', '12-26', '01-01'].includes(monthDay)) return days;
  }
}

test('past week 6 without a probleemanalyse, the case manager finds that step late on the dashboard, in the dossier with its tasks on the legal clock, and in the digest @dev', async ({
  page,
  request,
  browser,
}) => {
  // The employer reports an employee sick today, with only the fields it may record.
  await openSignedIn(page, 'employer', '/absence-reports');
  const id = await neverSick(page);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const reported = await page.request.post(`${V2}/employee/${id}/sick-reports`, {
    headers: { 'csrf-token': csrf },
    data: {
      firstSickDay: dayFromToday(0),
      reachablePhone: '06 1234 5678',
      reachableAddress: null,
      expectedDuration: 'unknown',
      handover: null,
      safetyNet: false,
      workAccident: false,
      thirdPartyLiable: false,
    },
  });
  expect(reported.status()).toBe(201);
  const { data: absence } = (await reported.json()) as {
    data: { employeeName: string; openDossierId: string };
  };
  const name = absence.employeeName;

  // Six weeks and a few days on, on a working day: the probleemanalyse (by the end of week 6) is late.
  const days = workingDayFrom(45);
  await request.put('/api/__demo/clock', { headers: DEMO_CONTROL, data: { days } });

  const manager = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openSignedIn(manager, 'casemanager', '/');
  const signals = manager.getByRole('region', { name: 'Poortwachter: te laat en binnen een week' });
  await expect(signals.getByText(/^\d+ stappen? te laat$/)).toBeVisible();
  const line = signals.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'Probleemanalyse' });
  await expect(line).toContainText(/\d+ dagen? te laat/);
  await expectAccessible(manager);

  // The dossier opens on the case's timeline, the late step next; its task carries the legal deadline.
  await line.getByRole('link', { name: `Dossier van ${name} openen` }).click();
  const timeline = manager.getByRole('region', { name: 'Verzuim en Poortwachter-stappen' });
  await expect(timeline.getByText(/: week 7 van het verzuim\./)).toBeVisible();
  const next = timeline.locator('[aria-current="step"]');
  await expect(next).toHaveCount(1);
  await expect(next).toContainText('Probleemanalyse');
  await expect(next).toContainText(/te laat/);
  await expect(
    timeline.getByRole('listitem').filter({ hasText: /^Ziekmelding aan de bedrijfsarts/ }),
  ).toContainText('Via de ziekmelding');
  const tasks = manager.getByRole('region', { name: 'Taken' });
  await expect(tasks.getByRole('listitem').filter({ hasText: 'Probleemanalyse opstellen' })).toContainText(
    'wettelijke termijn',
  );
  await expectAccessible(manager);
  await manager.getByLabel('Taal').selectOption('en');
  const english = manager.getByRole('region', { name: 'Absence and Poortwachter steps' });
  await expect(english.locator('[aria-current="step"]')).toContainText(/Problem analysis.*days? late/);
  await manager.setViewportSize({ width: 390, height: 844 });
  await expectFitsPhones(manager, 'the dossier on its legal clock');
  await manager.close();

  // The employer's view of the same case: its own duties, nothing of the physician's.
  await page.goto(`/dossiers/${absence.openDossierId}`);
  const duties = page.getByRole('region', { name: 'Uw stappen als werkgever' });
  await expect(duties.getByRole('listitem').filter({ hasText: /^Plan van aanpak/ })).toBeVisible();
  await expect(duties.getByText('Probleemanalyse')).toHaveCount(0);

  // The digest of the day tells the case's owner, in the language they chose above, without anything medical.
  const digest = await request.post('/api/__demo/digest', { headers: DEMO_CONTROL });
  expect(digest.ok()).toBe(true);
  const outbox = await request.get('/api/__demo/outbox', { headers: DEMO_CONTROL });
  const { data: messages } = (await outbox.json()) as { data: { subject: string; body: string }[] };
  const mail = messages.find((message) => message.body.includes(`Late: Problem analysis for ${name}`));
  expect(mail?.subject).toMatch(/^Gatekeeper steps: \d+ late/);
  expect(mail?.body).not.toMatch(/diagnos|klacht|complaint/i);
});
