import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/portal-test';
import { signInAs } from './support/sign-in-as';

/** A Sunday two weeks ahead or more: nobody's agenda has anything on it, so every slot is free. */
function sundayAhead(weeks = 2): string {
  const day = new Date(Date.now() + weeks * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

const slot = (page: Page, time: string) =>
  page
    .getByRole('grid')
    .getByRole('gridcell', { name: new RegExp(`^${time}, `) })
    .first();

/** The first person of the agenda's columns, by id, so both planners look at the same one. */
async function firstPerson(page: Page): Promise<string> {
  const answer = await page.request.get('/api/external/v2/agenda?filter[filterByUser]=true');
  const columns = ((await answer.json()) as { data: { id: string; kind: string }[] }).data;
  const person = columns.find((column) => column.kind === 'user');
  if (!person) throw new Error('no person in the agenda');
  return person.id;
}

test(
  'two planners, one on a laptop and one on a phone, see each other’s booking and status change in their open agendas without a reload, and a stale edit is refused with nothing typed lost',
  { tag: '@dev' },
  async ({ page, browser }) => {
    // Two browsers; the development server compiles each page's modules as they are asked for.
    test.setTimeout(test.info().project.name === 'dev' ? 180_000 : 90_000);
    await signInAs(page, 'planner');
    const address = `/agenda?view=day&date=${sundayAhead()}&columns=${await firstPerson(page)}`;
    await page.goto(address);
    await expect(page.getByRole('grid')).toBeVisible();

    // A second planner, in English on a phone, with the same day open in a browser of their own.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const colleague = await other.newPage();
    await signInAs(colleague, 'linked');
    await colleague.goto(address);
    // On a phone the language is in the account menu behind the user's name.
    await colleague
      .getByRole('banner')
      .getByRole('button', { name: / – accountmenu/ })
      .click();
    await colleague.getByLabel('Taal').selectOption('en');
    await expect(colleague.getByRole('button', { name: 'Next period' })).toBeVisible();
    await expect(colleague.getByRole('grid')).toBeVisible();
    const theirs = colleague.getByRole('grid').locator('[data-id]');
    await expect(theirs).toHaveCount(0);

    // The first planner books at 09:00.
    await slot(page, '09:00').click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe afspraak' });
    await dialog.getByRole('combobox', { name: /^Soort afspraak/ }).selectOption({ index: 1 });
    await dialog.getByRole('combobox', { name: /^Locatie/ }).selectOption({ index: 1 });
    await dialog.getByRole('combobox', { name: /^Ruimte/ }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Afspraak maken' }).click();
    await expect(page.getByText('De afspraak is gemaakt.')).toBeVisible();

    // The colleague's agenda shows it, marked with who booked it, and says so to a screen reader.
    await expect(theirs).toHaveCount(1);
    await expect(theirs).toContainText('New, by Petra Planning');
    await expect(colleague.getByText('Petra Planning booked an appointment')).toBeAttached();
    await expectAccessible(colleague);

    // The first planner starts changing it (by phone) while the colleague confirms it.
    const ours = page.getByRole('grid').locator('[data-id]');
    await ours.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wijzigen' }).click();
    const form = page.getByRole('dialog', { name: 'Afspraak wijzigen' });
    await form.getByRole('radio', { name: 'Telefonisch' }).check();
    await theirs.click();
    await colleague.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    // The first planner's agenda follows, in Dutch, behind the open form.
    await expect(ours).toContainText('Status gewijzigd door Lars Koppeling');
    await expect(page.getByText('Lars Koppeling heeft de status van een afspraak gewijzigd')).toBeAttached();

    // Saving from the older version is refused with who changed it, in view and with focus, nothing
    // typed lost; applied to the newer version on request, it is saved.
    await form.getByRole('button', { name: 'Opslaan' }).click();
    const refusal = form.locator('.agenda-form__refusal');
    await expect(refusal).toContainText('Lars Koppeling heeft deze afspraak gewijzigd');
    await expect(refusal).toContainText(/bevestigd/i);
    await expect(refusal).toBeFocused();
    await expect(form.getByRole('radio', { name: 'Telefonisch' })).toBeChecked();
    await expectAccessible(page);
    await refusal.getByRole('button', { name: 'Mijn wijzigingen toepassen op deze versie' }).click();
    await expect(page.getByText('De afspraak is gewijzigd.')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(theirs).toContainText('Moved by Petra Planning');
    await other.close();
  },
);

test('a colleague’s booking before the hours the grid shows appears in an open agenda, which widens to hold it', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'planner');
  const person = await firstPerson(page);
  await page.goto(`/agenda?view=day&date=${sundayAhead(3)}&columns=${person}`);
  await expect(page.getByRole('grid')).toBeVisible();
  const tiles = page.getByRole('grid').locator('[data-id]');
  await expect(tiles).toHaveCount(0);
  await expect(slot(page, '04:00')).toHaveCount(0);

  // The colleague books at 04:10 by phone, in a browser of their own.
  const other = await browser.newContext();
  const colleague = await other.newPage();
  await signInAs(colleague, 'linked');
  const csrf = (await other.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const operations = await colleague.request.get(
    '/api/external/v3/operations?filter[medical]=false&page[size]=100',
  );
  const operation = ((await operations.json()) as { data: { id: string; code: string | null }[] }).data.find(
    (candidate) => candidate.code === 'SPR-CM',
  );
  const booked = await colleague.request.post('/api/external/v3/agenda/appointments', {
    headers: { 'csrf-token': csrf, 'Content-Type': 'application/json' },
    data: {
      userId: person,
      operationId: operation?.id,
      employeeId: null,
      locationId: null,
      roomId: null,
      resourceIds: [],
      date: sundayAhead(3),
      startTime: '04:10',
      endTime: '04:40',
      channel: 'phone',
      note: null,
    },
  });
  expect(booked.status()).toBe(201);
  await other.close();

  await expect(tiles).toHaveCount(1);
  await expect(slot(page, '04:00')).toBeVisible();
  await expect(tiles).toContainText('Nieuw, van Lars Koppeling');
  // The mark shows on the tile itself, however short it is.
  await expect(tiles.locator('.agenda-grid__badge')).toHaveText('Nieuw');
  await expectAccessible(page);
});
