import type { Page } from '@playwright/test';
import { typeDate } from './support/date-field';
import { expectFitsPhones } from './support/phone-width';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

interface Entry {
  readonly id: string;
  readonly employee: { readonly name: string };
  readonly operation: { readonly id: string; readonly name: string } | null;
  readonly title: string;
  readonly latestDate: string;
  readonly professionals: readonly { readonly id: string }[];
}

/**
 * A seeded waiting employee whose operation the planner may see, and the seeded appointment whose
 * time, once freed, fits them: their professional's, of that operation, a week before their latest date.
 */
async function seededFit(
  page: Page,
): Promise<{ entry: Entry; appointmentId: string; day: string; userId: string }> {
  const dutch = { headers: { 'Accept-Language': 'nl' } };
  const list = (await (await page.request.get('/api/external/v3/waitlist', dutch)).json()) as {
    data: Entry[];
  };
  const entry = list.data.find(
    (candidate) => candidate.operation !== null && candidate.professionals.length > 0,
  );
  if (!entry?.operation) throw new Error('the seed has no waiting employee the planner may book');
  const date = new Date(`${entry.latestDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 7);
  const day = date.toISOString().slice(0, 10);
  const userId = entry.professionals[0]?.id ?? '';
  const answer = await page.request.get(
    `/api/external/v3/agenda/appointments?filter[from]=${day}&filter[until]=${day}&filter[user]=${userId}`,
    dutch,
  );
  const { data } = (await answer.json()) as {
    data: { id: string; status: string; operation: { id: string } | null }[];
  };
  const appointment = data.find(
    (candidate) => candidate.operation?.id === entry.operation?.id && candidate.status === 'planned',
  );
  if (!appointment) throw new Error('the seed has no appointment that fits the waiting employee');
  return { entry, appointmentId: appointment.id, day, userId };
}

test('a planner puts an employee on the waitlist from planning, cancels a fitting appointment in the agenda and books the waiting employee from the offer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'planner', '/planning');
  const { entry, appointmentId, day, userId } = await seededFit(page);

  // Planning: the search's employee and operation go onto the waitlist with a latest date.
  await page.getByRole('combobox', { name: /^Soort afspraak/ }).selectOption({ label: entry.title });
  await page.getByRole('combobox', { name: /^Werknemer/ }).fill('Bakker');
  const found = page.getByRole('listbox', { name: 'Gevonden werknemers' }).getByRole('option').first();
  const employee = ((await found.locator('.employee-search__name').textContent()) ?? '').trim();
  await found.click();
  await page.getByRole('button', { name: 'Vrije tijden zoeken' }).click();
  await page.getByRole('button', { name: 'Op de wachtlijst zetten' }).click();
  const form = page.getByRole('dialog', { name: 'Op de wachtlijst zetten' });
  await expect(form).toContainText(entry.title);
  // Without a latest date it is refused next to the field, and nothing is sent.
  await form.getByRole('button', { name: 'Op de wachtlijst zetten' }).click();
  await expect(form.getByText('Vul dit veld in.')).toBeVisible();
  await typeDate(form, /^Uiterlijke datum/, entry.latestDate);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Op de wachtlijst zetten' }).click();
  await expect(page.getByText(`${employee} staat op de wachtlijst.`)).toBeVisible();

  // The agenda: the planner cancels the seeded appointment, and its time is offered at once.
  await page.goto(`/agenda?view=day&date=${day}&columns=${userId}`);
  await page.getByRole('grid').locator(`[data-id^="${appointmentId}"]`).first().click();
  const details = page.getByRole('dialog').first();
  await details.getByRole('button', { name: 'Annuleren…' }).click();
  await page.getByRole('button', { name: 'Ja, annuleren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten', exact: true }).last().click();
  const offer = page.getByRole('region', { name: 'Vrijgekomen tijd' });
  await expect(offer).toContainText(employee);
  await expect(offer).toContainText(entry.employee.name);
  await expectAccessible(page);
  await offer.getByRole('button', { name: new RegExp(`^${employee} boeken op`) }).click();
  await expect(
    offer.getByText(new RegExp(`${employee} is geboekt op .* en van de wachtlijst gehaald`)),
  ).toBeVisible();

  // The waitlist: the one booked is gone, the others still wait; in English, on a phone.
  await page.goto('/waitlist');
  const table = page.getByRole('table', { name: 'Wachtlijst' });
  await expect(table).toContainText(entry.employee.name);
  await expect(table).not.toContainText(employee);
  await page.getByLabel('Taal').selectOption('en');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Waitlist', level: 1 })).toBeVisible();
  await expect(page.getByText(/employees are waiting\./)).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhones(page, 'the waitlist');
});
