import { Temporal } from 'temporal-polyfill';
import { typeDate } from './support/date-field';
import { expect, expectAccessible, test } from './support/portal-test';
import { signInAs } from './support/sign-in-as';

/** Kevin van Leeuwen, case manager: an agenda user of the seed with appointments on most weekdays. */
const KEVIN = 'd9d4f3a1-0000-4000-8000-000000000013';

test('a day off over booked appointments lists them, saves nothing until confirmed, and then saves', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'planner');
  // The first day from tomorrow on with at least two appointments still to take place.
  const from = Temporal.Now.plainDateISO('Europe/Amsterdam').add({ days: 1 });
  const answer = await page.request.get(
    `/api/external/v3/agenda/appointments?filter[user]=${KEVIN}&filter[from]=${from.toString()}` +
      `&filter[until]=${from.add({ days: 27 }).toString()}&filter[status]=planned,confirmed`,
  );
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { start: string; title: string }[] };
  const byDay = new Map<string, number>();
  for (const row of data) {
    const day = Temporal.Instant.from(row.start)
      .toZonedDateTimeISO('Europe/Amsterdam')
      .toPlainDate()
      .toString();
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
  }
  const [day, count] = [...byDay].find(([, n]) => n >= 2) ?? [];
  if (!day || !count) throw new Error('the seed has no day with two appointments for Kevin');

  await page.goto(`/agenda/${KEVIN}/personal-days-off/create`);
  await typeDate(page, 'Eerste dag', day);
  await page.getByLabel('Reden').fill('Cursus');
  await page.getByRole('button', { name: 'Vrije dag toevoegen' }).click();
  const notice = page.getByRole('region', { name: `Op deze tijd staan ${count} afspraken` });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(notice.getByRole('listitem')).toHaveCount(count);
  await expect(notice.getByRole('link', { name: 'Afspraken verzetten via de planning' })).toHaveAttribute(
    'href',
    '/planning',
  );
  await expect(page).toHaveURL(`/agenda/${KEVIN}/personal-days-off/create`);
  await expectAccessible(page);
  // Not yet: the form stays as typed.
  await notice.getByRole('button', { name: 'Niet opslaan' }).click();
  await expect(notice).toBeHidden();
  await page.getByLabel('Taal').selectOption('en');
  await page.getByRole('button', { name: 'Add day off' }).click();
  const english = page.getByRole('region', { name: `${count} appointments stand at this time` });
  await expect(english).toBeVisible();
  await english.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page).toHaveURL(`/agenda/${KEVIN}/personal-days-off`);
  await expect(page.getByRole('row').filter({ hasText: 'Cursus' }).first()).toBeVisible();
});
