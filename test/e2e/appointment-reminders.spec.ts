import type { Page } from '@playwright/test';
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

test('an appointment booked for an employee days ahead shows its reminders in its details, and the confirmation carries an invitation naming no medical operation', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'planner', '/planning');
  await page.getByRole('combobox', { name: /^Soort afspraak/ }).selectOption({ label: 'Audiometrie' });
  await chooseEmployee(page, 'Bakker');
  const day = workdayAhead(4);
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

  // The confirmation went to the employee with the invitation for their calendar, the examination unnamed.
  const outbox = await request.get('/api/__demo/outbox', { headers: DEMO_CONTROL });
  const { data: mails } = (await outbox.json()) as {
    data: { subject: string; body: string; attachments?: { content: string }[] }[];
  };
  const confirmation = mails.filter((mail) => mail.subject === 'Afspraak bevestigd').at(-1);
  const invitation = confirmation?.attachments?.[0]?.content ?? '';
  expect(invitation).toContain('METHOD:REQUEST');
  expect(invitation).toContain('SEQUENCE:0');
  expect(`${confirmation?.body ?? ''}${invitation}`).not.toMatch(/Audiometrie|Audiometer/);

  await booked.getByRole('link', { name: 'Open de afspraak in de agenda' }).click();
  const details = page.getByRole('dialog', { name: 'Onderzoek' });
  if (!(await details.isVisible()))
    await page
      .getByRole('grid')
      .locator(`[data-id][aria-label^="Onderzoek, "][aria-label*=", ${start} tot "]`)
      .first()
      .click();
  const reminders = details.getByRole('region', { name: 'Herinneringen aan de werknemer' });
  await expect(reminders.getByRole('listitem')).toHaveCount(2);
  await expect(reminders.getByRole('listitem').first()).toContainText(/^Gepland per e-mail op /);
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
});
