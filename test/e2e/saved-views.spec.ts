import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn } from './support/sign-in-as';

/**
 * Saved views and the export of a list, as a planner uses them: a view of the appointment list saved
 * in one browser is there in another, applies its filters, and its export holds safe cells and no
 * medical detail, which the planner (not medical) may not read.
 */
const rows = (page: Page) => page.locator('table.data-table tbody tr[data-key]');
/** The saved views' button, which names the view shown ("Weergave: …") or says "Weergaven". */
const viewsMenu = (page: Page) => page.getByRole('button', { name: /^Weergave(n$|:)/ });
const settled = async (page: Page) =>
  expect(page.locator('table.data-table')).toHaveAttribute('aria-busy', 'false');

/** Medical operations of the seed, which reach medical users only. */
const MEDICAL_NAMES = ['Periodiek medisch onderzoek', 'Open spreekuur', 'Audiometrie'];

test.describe.configure({ timeout: 120_000 });

test('a planner saves a view of the appointment list, finds it in another browser, and exports it', async ({
  page,
  browser,
}) => {
  const today = Temporal.Now.plainDateISO('Europe/Amsterdam');
  const period = `from=${today.toString()}&until=${today.add({ days: 13 }).toString()}`;
  await openSignedIn(page, 'planner', `/appointments?${period}`);
  await settled(page);
  await page.getByLabel('Status', { exact: true }).selectOption('planned');
  await expect(page).toHaveURL(/[?&]status=planned/);
  await settled(page);

  // Saving asks for a name, and tells an empty one.
  await viewsMenu(page).click();
  await page.getByRole('button', { name: 'Huidige lijst opslaan als weergave' }).click();
  const name = page.getByLabel('Naam van de weergave');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Geef de weergave een naam.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  const saved = page.waitForResponse(
    (answer) => answer.url().includes('/v2/users/me/preferences') && answer.request().method() === 'PATCH',
  );
  await name.fill('Gepland, twee weken');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Weergave opgeslagen.')).toBeVisible();
  await expect(page.getByText('Weergave: Gepland, twee weken')).toBeVisible();

  // The link names the view and the list's own filters, nothing about a person.
  const link = await page.getByLabel('Link naar deze weergave').inputValue();
  const params = new URL(link).searchParams;
  expect(params.get('status')).toBe('planned');
  expect(params.get('view')).toMatch(/^[\w-]+$/);
  expect(
    [...params.keys()].every((key) => ['from', 'until', 'status', 'view', 'sort', 'size'].includes(key)),
  ).toBe(true);
  await expectAccessible(page);

  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin, acceptDownloads: true });
  const other = await elsewhere.newPage();
  try {
    await openSignedIn(other, 'planner', '/appointments');
    await settled(other);
    await expect(other.getByLabel('Status', { exact: true })).toHaveValue('');
    await viewsMenu(other).click();
    await other.getByLabel('Weergave', { exact: true }).selectOption({ label: 'Gepland, twee weken' });
    await expect(other).toHaveURL(/[?&]status=planned/);
    await expect(other).toHaveURL(new RegExp(`from=${today.toString()}`));
    await settled(other);
    await expect(other.getByLabel('Status', { exact: true })).toHaveValue('planned');
    await expect(rows(other).first()).toBeVisible();
    const shown = await rows(other).count();
    for (const status of await rows(other).locator('.appointment-status').allTextContents())
      expect(status).toContain('Gepland');
    await viewsMenu(other).click();

    // The export: every row of the view, as CSV.
    await other.getByText('Exporteren', { exact: true }).click();
    const download = other.waitForEvent('download');
    await other.getByRole('button', { name: 'Exporteren als CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('afspraken.csv');
    await expect(other.getByText('Gedownload: afspraken.csv')).toBeVisible();
    await expectAccessible(other);
    const text = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    // The time as its start and end, each ISO 8601 in Dutch wall time; the employee and employer apart.
    expect(lines[0]).toBe(
      '"Begin (Nederlandse tijd)";"Einde (Nederlandse tijd)";"Professional";"Wat";"Medewerker";"Werkgever";"Plaats";"Herinneringen";"Status"',
    );
    expect(lines.length - 1).toBeGreaterThanOrEqual(shown);
    for (const line of lines.slice(1))
      expect(line).toMatch(/^"\d{4}-\d\d-\d\dT\d\d:\d\d";"\d{4}-\d\d-\d\dT\d\d:\d\d";/);
    const cells = lines.flatMap((line) => line.slice(1, -1).split('";"'));
    for (const cell of cells) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+(?:[.,]\d+)?$)/);
    for (const medical of MEDICAL_NAMES) expect(text).not.toContain(medical);
    expect(text).toContain('Gepland');
  } finally {
    await elsewhere.close();
  }
});
