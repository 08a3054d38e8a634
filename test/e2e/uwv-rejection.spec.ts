import type { Page } from '@playwright/test';
import { typeDate } from './support/date-field';
import { expectFitsPhones } from './support/phone-width';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

interface OpenMessage {
  readonly id: string;
  readonly dossierId: string;
  readonly employeeName: string;
  readonly kind: string;
  readonly status: string;
  readonly reference: string;
}

/** The signed-in professional's own messages that ask for work, as the back office answers them. */
async function openMessages(page: Page): Promise<readonly OpenMessage[]> {
  const answer = await page.request.get('/api/external/uwv/uwv-message/open?filter[owner]=me');
  return ((await answer.json()) as { data: OpenMessage[] }).data;
}

/** The case's first sick day as the back office keeps it: what the UWV expects on the form. */
async function firstSickDayOf(page: Page, dossierId: string): Promise<string> {
  const answer = await page.request.get(`/api/external/v2/absence-cases/${dossierId}`);
  const { data } = (await answer.json()) as { data: { spells: { firstSickDay: string }[] } };
  return data.spells[0]?.firstSickDay ?? '';
}

test('a case manager corrects a 42nd-week report the UWV rejected and sends it again; the dashboard counts what is rejected @dev', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'casemanager', '/dashboard');
  const before = await openMessages(page);
  const rejected = before.filter((message) => message.status === 'rejected');
  const refused = rejected.find((message) => message.kind === 'week_42_report');
  if (!refused) throw new Error('the seed has no refused 42nd-week report of casemanager');

  // The dashboard counts the rejected messages first and lists them.
  const panel = page.getByRole('region', { name: 'UWV-meldingen' });
  await expect(panel.getByText(`${rejected.length} afgewezen`, { exact: true })).toBeVisible();
  await expect(
    panel.getByRole('list', { name: 'Afgewezen UWV-meldingen' }).getByRole('listitem'),
  ).toHaveCount(rejected.length);
  await expectAccessible(page);

  // Its link opens the dossier at its UWV messages, the UWV's reason beside the rejection.
  await panel.getByRole('link', { name: `42e-weeksmelding van ${refused.employeeName} corrigeren` }).click();
  const section = page.getByRole('region', { name: 'UWV-berichten' });
  await expect(section).toBeFocused();
  // The refused message's row: its reference, and not the row of the correction that names it.
  const row = section
    .getByRole('row')
    .filter({ hasText: refused.reference })
    .filter({ hasNotText: `Correctie van ${refused.reference}` });
  await expect(row).toContainText('Afgewezen');
  await expect(row).toContainText('De eerste ziektedag wijkt af van de eerste ziektedag die het UWV kent.');
  await expectAccessible(page);

  // The form opens with what was sent; bad input is named at its field and stays as typed.
  await row
    .getByRole('button', { name: `Corrigeren en opnieuw versturen: 42e-weeksmelding ${refused.reference}` })
    .click();
  const form = page.getByRole('form', { name: `42e-weeksmelding ${refused.reference} corrigeren` });
  await expect(form.getByText(/^Afgewezen door het UWV: De eerste ziektedag wijkt af/)).toBeVisible();
  const hours = form.getByLabel(/^Contracturen per week/);
  await expect(hours).not.toHaveValue('');
  await hours.fill('12,5');
  await form.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(form.getByText('Vul een heel aantal uren in.')).toBeVisible();
  await expect(hours).toHaveValue('12,5');
  await expect(hours).toBeFocused();
  await expectAccessible(page);

  // Corrected: the case's first sick day and whole hours.
  await typeDate(form, /^Eerste ziektedag/, await firstSickDayOf(page, refused.dossierId));
  await hours.fill('32');
  await form.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(page.getByText(/^Het bericht is gecorrigeerd en opnieuw verstuurd aan het UWV/)).toHaveCount(
    1,
  );
  await expect(form).toBeHidden();
  const fresh = section.getByRole('row').filter({ hasText: `Correctie van ${refused.reference}` });
  await expect(fresh).toContainText('Verstuurd');
  await expect(row).toContainText('Afgewezen · opnieuw verstuurd');
  await expect(section.getByRole('button', { name: /^Corrigeren en opnieuw versturen: 42e/ })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhones(page, 'the dossier’s UWV messages');

  // Back on the dashboard: one rejected message fewer, one more waiting for the UWV.
  await page.goto('/dashboard');
  const waiting = before.filter((message) => message.status === 'sent').length + 1;
  await expect(panel.getByText(`${rejected.length - 1} afgewezen`, { exact: true })).toBeVisible();
  await expect(
    panel.getByText(waiting === 1 ? '1 wacht op antwoord' : `${waiting} wachten op antwoord`),
  ).toBeVisible();
  await expectFitsPhones(page, 'the dashboard’s UWV messages');
  // In English too.
  await page.getByLabel('Taal').selectOption('en');
  const english = page.getByRole('region', { name: 'UWV messages' });
  await expect(english.getByText(`${rejected.length - 1} rejected`, { exact: true })).toBeVisible();
  await expectAccessible(page);
});
