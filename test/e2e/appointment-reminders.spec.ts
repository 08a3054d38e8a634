import type { APIRequestContext, Page } from '@playwright/test';
import { typeDate } from './support/date-field';
import { DEMO_CONTROL } from './support/demo-controls';
import { expectFitsPhones } from './support/phone-width';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

/** The next working day (Monday to Friday) at least `days` ahead, 'YYYY-MM-DD'. */
function workdayAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function chooseEmployee(page: Page, search: string) {
  await page.getByRole('combobox', { name: /^Werknemer/ }).fill(search);
  await page.getByRole('listbox', { name: 'Gevonden werknemers' }).getByRole('option').first().click();
}

interface Mail {
  readonly subject: string;
  readonly body: string;
  readonly attachments?: readonly { readonly content: string }[];
}

/** The demo outbox, oldest first. */
async function outbox(request: APIRequestContext): Promise<readonly Mail[]> {
  const answer = await request.get('/api/__demo/outbox', { headers: DEMO_CONTROL });
  return ((await answer.json()) as { data: Mail[] }).data;
}

/** One line of an iCalendar text, e.g. `SEQUENCE:1`. */
const icsLine = (ics: string, name: string) =>
  ics.split(/\r?\n/).find((line) => line.startsWith(`${name}:`)) ?? '';

/**
 * Books an audiometry for Bakker on the first free time of the working day `day` through the planning
 * screen, and opens its details in the agenda; answers its start time, HH:MM.
 */
async function bookAudiometry(page: Page, day: string): Promise<string> {
  await openSignedIn(page, 'planner', '/planning');
  await page.getByRole('combobox', { name: /^Soort afspraak/ }).selectOption({ label: 'Audiometrie' });
  await chooseEmployee(page, 'Bakker');
  await typeDate(page, /^Van/, day);
  await typeDate(page, /^Tot en met/, day);
  await page.getByRole('button', { name: 'Vrije tijden zoeken' }).click();
  await expect(page.getByText(/vrije tijden gevonden\./)).toBeVisible();
  await page
    .getByRole('button', { name: /boeken$/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Afspraak boeken' })
    .getByRole('button', { name: 'Afspraak maken' })
    .click();
  await expect(page.getByText('De afspraak is gemaakt.')).toBeVisible();
  const booked = page.getByRole('dialog', { name: 'Afspraak gemaakt' });
  const start = /(\d{2}:\d{2})–\d{2}:\d{2}/.exec((await booked.textContent()) ?? '')?.[1] ?? '';
  expect(start).not.toBe('');
  await booked.getByRole('link', { name: 'Open de afspraak in de agenda' }).click();
  const details = page.getByRole('dialog', { name: 'Onderzoek' });
  if (!(await details.isVisible()))
    await page
      .getByRole('grid')
      .locator(`[data-id][aria-label^="Onderzoek, "][aria-label*=", ${start} tot "]`)
      .first()
      .click();
  await expect(details).toBeVisible();
  return start;
}

test('an appointment booked for an employee days ahead shows its reminders in its details, and the confirmation carries an invitation naming no medical operation', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await bookAudiometry(page, workdayAhead(4));

  // The confirmation went to the employee with the invitation for their calendar, the examination unnamed.
  const confirmation = (await outbox(request)).filter((mail) => mail.subject === 'Afspraak bevestigd').at(-1);
  const invitation = confirmation?.attachments?.[0]?.content ?? '';
  expect(invitation).toContain('METHOD:REQUEST');
  expect(invitation).toContain('SEQUENCE:0');
  expect(`${confirmation?.body ?? ''}${invitation}`).not.toMatch(/Audiometrie|Audiometer/);

  const details = page.getByRole('dialog', { name: 'Onderzoek' });
  // By e-mail, and by text message too: Bakker gave a mobile number.
  const reminders = details.getByRole('region', { name: 'Herinneringen aan de werknemer' });
  await expect(reminders.getByRole('listitem').filter({ hasText: /^Gepland per e-mail op / })).toHaveCount(2);
  await expect(reminders.getByRole('listitem').filter({ hasText: /^Gepland per sms op / })).toHaveCount(2);
  await expectAccessible(page);
  await page.getByLabel('Taal').selectOption('en');
  await expect(
    page
      .getByRole('dialog')
      .getByRole('region', { name: 'Reminders to the employee' })
      .getByRole('listitem')
      .first(),
  ).toContainText(/^Planned by e-mail on /);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsPhones(page, 'the appointment with its reminders');

  // The appointment list says the same in its reminders column.
  const day = workdayAhead(4);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/appointments?from=${day}&until=${day}`);
  const listed = page.getByRole('table').getByRole('listitem').filter({ hasText: 'Planned by e-mail on ' });
  await expect(listed).toHaveCount(2);
});

test('an appointment’s mails follow it: a move raises its invitation’s SEQUENCE, the reminders go out when the demo clock reaches them and never at night, and a cancellation sends a CANCEL', async ({
  page,
  request,
}) => {
  test.setTimeout(75_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const day = workdayAhead(4);
  await bookAudiometry(page, day);
  const uid = icsLine((await outbox(request)).at(-1)?.attachments?.[0]?.content ?? '', 'UID');
  expect(uid).toMatch(/^UID:\d+@arbo-agenda$/);

  // Moved to the Saturday after, the employee told: the same UID with SEQUENCE raised.
  const saturday = new Date(`${day}T12:00:00Z`);
  saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7 || 7));
  const movedTo = saturday.toISOString().slice(0, 10);
  const details = page.getByRole('dialog', { name: 'Onderzoek' });
  await details.getByRole('button', { name: 'Verplaatsen naar…' }).click();
  const form = details.getByRole('form', { name: 'Verplaatsen naar' });
  await typeDate(form, /^Datum/, movedTo);
  await form.getByRole('button', { name: 'Verplaatsen', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Afspraak verplaatsen' });
  await question.getByRole('checkbox', { name: /per e-mail laten weten$/ }).check();
  await question.getByRole('button', { name: 'Verplaatsen', exact: true }).click();
  await expect(page.getByText(/^Onderzoek is verplaatst;/).first()).toBeVisible();
  await expect
    .poll(async () => icsLine((await outbox(request)).at(-1)?.attachments?.[0]?.content ?? '', 'SEQUENCE'))
    .toBe('SEQUENCE:1');
  const moveMail = (await outbox(request)).at(-1);
  expect(icsLine(moveMail?.attachments?.[0]?.content ?? '', 'UID')).toBe(uid);

  // The reminders of the new time, as the details list them: none between 22:00 and 07:00.
  await page.goto(`/agenda?view=day&date=${movedTo}`);
  await page.getByRole('grid').locator('[data-id][aria-label^="Onderzoek, "]').first().click();
  const reminders = details.getByRole('region', { name: 'Herinneringen aan de werknemer' });
  await expect(reminders.getByRole('listitem')).toHaveCount(4);
  for (const text of await reminders.getByRole('listitem').allTextContents()) {
    const hour = Number(/(\d{2}):\d{2}$/.exec(text)?.[1] ?? '-1');
    expect(hour >= 7 && hour < 22, text).toBe(true);
  }
  const startOf = /, (\d{2}:\d{2}) tot /.exec(
    (await page
      .getByRole('grid')
      .locator('[data-id][aria-label^="Onderzoek, "]')
      .first()
      .getAttribute('aria-label')) ?? '',
  )?.[1];
  expect(startOf).toBeTruthy();
  // The demo clock an hour before the new start: both reminders are due and go out, naming no examination.
  const offset =
    new Date(`${movedTo}T12:00:00Z`)
      .toLocaleString('en-GB', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' })
      .split('GMT')[1] || '+00:00';
  const start = Date.parse(`${movedTo}T${startOf ?? ''}:00${offset}`);
  const at = new Date(start - 59 * 60_000).toISOString();
  expect((await request.put('/api/__demo/clock', { headers: DEMO_CONTROL, data: { at } })).ok()).toBe(true);
  await expect
    .poll(
      async () =>
        (await outbox(request)).filter((mail) => mail.subject === 'Herinnering aan uw afspraak').length,
    )
    .toBe(2);
  for (const mail of (await outbox(request)).filter(
    (sent) => sent.subject === 'Herinnering aan uw afspraak',
  )) {
    const invitation = mail.attachments?.[0]?.content ?? '';
    expect(icsLine(invitation, 'UID')).toBe(uid);
    expect(`${mail.body}${invitation}`).not.toMatch(/Audiometrie|Audiometer/);
  }

  // Cancelled with the employee told: a CANCEL of the same UID, SEQUENCE raised again.
  await page.reload();
  await page.getByRole('grid').locator('[data-id][aria-label^="Onderzoek, "]').first().click();
  // Its history says what was sent, as the back office's own lines.
  const history = details.getByRole('region', { name: 'Geschiedenis' });
  await history.getByRole('button', { name: 'Geschiedenis tonen' }).click();
  await expect(
    history.getByRole('listitem').filter({ hasText: 'herinnering per e-mail verstuurd' }),
  ).toHaveCount(2);
  await expectAccessible(page);
  await details.getByRole('checkbox', { name: 'De werknemer per e-mail laten weten' }).check();
  await details.getByRole('button', { name: 'Annuleren…' }).click();
  await details.getByRole('button', { name: 'Ja, annuleren' }).click();
  await expect(details.locator('.agenda__status')).toHaveText('Geannuleerd');
  const cancel = (await outbox(request)).at(-1)?.attachments?.[0]?.content ?? '';
  expect(icsLine(cancel, 'METHOD')).toBe('METHOD:CANCEL');
  expect(icsLine(cancel, 'UID')).toBe(uid);
  expect(icsLine(cancel, 'SEQUENCE')).toBe('SEQUENCE:2');
});
