import { Temporal } from 'temporal-polyfill';
import { typeDate } from './support/date-field';
import { DEMO_CONTROL } from './support/demo-controls';
import { expect, expectAccessible, test } from './support/portal-test';
import { signInAs } from './support/sign-in-as';

/** Kevin van Leeuwen, case manager: an agenda user of the seed with appointments on most weekdays. */
const KEVIN = 'd9d4f3a1-0000-4000-8000-000000000013';

interface Row {
  readonly id: string;
  readonly start: string;
  readonly title: string;
  readonly employeeName: string | null;
  readonly employee: { readonly id: string } | null;
}

interface Mail {
  readonly id: number;
  readonly channel: string;
  readonly subject: string;
  readonly body: string;
}

test('a day off over booked appointments lists them, saves nothing until confirmed, then cancels them, tells the employees and saves', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'planner');
  // The first day from tomorrow on with at least two appointments still to take place.
  const from = Temporal.Now.plainDateISO('Europe/Amsterdam').add({ days: 1 });
  const standing = async (first: string, last: string): Promise<readonly Row[]> => {
    const answer = await page.request.get(
      `/api/external/v3/agenda/appointments?filter[user]=${KEVIN}&filter[from]=${first}` +
        `&filter[until]=${last}&filter[status]=planned,confirmed`,
    );
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: Row[] }).data;
  };
  const data = await standing(from.toString(), from.add({ days: 27 }).toString());
  const byDay = new Map<string, Row[]>();
  for (const row of data) {
    const day = Temporal.Instant.from(row.start)
      .toZonedDateTimeISO('Europe/Amsterdam')
      .toPlainDate()
      .toString();
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  const [day, rows] = [...byDay].find(([, onDay]) => onDay.length >= 2) ?? [];
  if (!day || !rows) throw new Error('the seed has no day with two appointments for Kevin');
  const count = rows.length;
  const employees = new Set(rows.flatMap((row) => (row.employeeName ? [row.employeeName] : [])));
  // Told once each: two employees may share a name, so they are counted by who they are.
  const told = new Set(rows.flatMap((row) => (row.employee ? [row.employee.id] : []))).size;
  const outbox = async (): Promise<readonly Mail[]> => {
    const answer = await page.request.get('/api/__demo/outbox', { headers: DEMO_CONTROL });
    return ((await answer.json()) as { data: Mail[] }).data;
  };
  const mailedBefore = Math.max(0, ...(await outbox()).map((mail) => mail.id));

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
  // Cancelled from the notice, every one chosen and the employees told, before the day off is saved.
  await expect(english.getByRole('checkbox', { name: /^\d/ })).toHaveCount(count);
  await expect(
    english.getByRole('checkbox', {
      name: 'Tell the employees by e-mail that their appointment is cancelled',
    }),
  ).toBeChecked();
  await english.getByRole('button', { name: `Cancel ${count} appointments and save` }).click();
  await expect(page).toHaveURL(`/agenda/${KEVIN}/personal-days-off`);
  await expect(
    page.getByText(
      `${count} appointments cancelled, ${told} ${told === 1 ? 'employee' : 'employees'} e-mailed`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Cursus' }).first()).toBeVisible();
  // One mail per appointment to its employee, and none of them still stands in the agenda.
  const mails = (await outbox()).filter((mail) => mail.id > mailedBefore && mail.channel === 'email');
  expect(mails.filter((mail) => mail.subject === 'Appointment cancelled')).toHaveLength(
    rows.filter((row) => row.employeeName).length,
  );
  for (const name of employees) expect(mails.some((mail) => mail.body.includes(`Dear ${name},`))).toBe(true);
  const ids = new Set(rows.map((row) => row.id));
  expect((await standing(day, day)).filter((row) => ids.has(row.id))).toEqual([]);
});
