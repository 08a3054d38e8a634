import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/portal-test';
import { typeDate } from './support/date-field';
import { openSignedIn, signInAs } from './support/sign-in-as';

/**
 * The task rows of the shared data table (status rows have no key), and a cell of a row by column
 * (the selection checkbox before the columns not counted).
 */
const rows = (page: Page) => page.locator('table.data-table tbody tr[data-key]');
const cell = (row: Locator, column: number) => row.locator('th, td:not(.data-table__select)').nth(column);
const settled = async (page: Page) =>
  expect(page.locator('table.data-table')).toHaveAttribute('aria-busy', 'false');

test('the doctor filters, sorts and pages the task list, and the address bar keeps it', async ({ page }) => {
  await openSignedIn(page, 'doctor', '/tasks');
  await settled(page);
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);

  await page.locator('thead').getByRole('button', { name: /^Taak/ }).click();
  await expect(page).toHaveURL(/sort=title/);
  await settled(page);
  const titles = await rows(page).locator('td:first-child').allTextContents();
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'nl')));

  await page.getByLabel('Resultaten weergeven:').selectOption('10');
  await settled(page);
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Volgende pagina' }).click();
  await expect(page).toHaveURL(/page=2/);
  await settled(page);

  await page.getByLabel('Status').selectOption('completed');
  await settled(page);
  await expect(page).toHaveURL(/status=completed/);
  const badges = await rows(page).locator('.badge--completed').count();
  expect(badges).toBe(await rows(page).count());

  await page.goBack();
  await expect(page).not.toHaveURL(/status=completed/);
  await page.reload();
  await settled(page);
  await expect(page.getByLabel('Resultaten weergeven:')).toHaveValue('10');

  // A dossier opened from the list leads back to the list in its breadcrumb.
  await rows(page).first().locator('a[href^="/dossiers/"]').first().click();
  await expect(page).toHaveURL(/\/dossiers\/[^/?]+$/);
  const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(crumbs.getByRole('link')).toHaveText(['Start', 'Taken']);
  await crumbs.getByRole('link', { name: 'Taken' }).click();
  await expect(page).toHaveURL(/\/tasks/);
});

test('an inverted due range is named next to the field', async ({ page }) => {
  await openSignedIn(page, 'doctor', '/tasks?dueFrom=2026-12-10&dueTo=2026-12-01');
  await expect(page.getByText('De einddatum moet na de begindatum liggen.')).toBeVisible();
});

test('the doctor completes, postpones and allocates tasks, and the changes survive a reload', async ({
  page,
}) => {
  await openSignedIn(page, 'doctor', '/tasks?sort=title&size=10');
  await settled(page);

  const first = rows(page).first();
  const title = (await cell(first, 0).textContent()) ?? '';
  const employee = (await cell(first, 4).textContent()) ?? '';
  await first.getByRole('button', { name: /^Afronden:/ }).click();
  const complete = page.getByRole('dialog', { name: 'Taak afronden' });
  await expect(complete).toBeVisible();
  await expectAccessible(page);
  await complete.getByRole('button', { name: 'Afronden' }).click();
  await expect(page.getByText(`Taak "${title}" is afgerond.`)).toBeVisible();
  await expect(first.locator('.badge--completed')).toBeVisible();

  const second = rows(page).nth(1);
  // Less common actions are in the row's menu.
  await second.getByRole('button', { name: /^Meer acties voor / }).click();
  await page.getByRole('menuitem', { name: 'Uitstellen' }).click();
  const postpone = page.getByRole('dialog', { name: 'Taak uitstellen' });
  await typeDate(postpone, 'Nieuwe deadline', '2020-01-01');
  await postpone.getByRole('button', { name: 'Uitstellen' }).click();
  await expect(postpone.getByText('De nieuwe deadline mag niet in het verleden liggen.')).toBeVisible();
  await typeDate(postpone, 'Nieuwe deadline', '2030-06-14');
  await postpone.getByRole('button', { name: 'Uitstellen' }).click();
  await expect(postpone).toBeHidden();
  await expect(cell(second, 1)).toContainText('2030');

  const third = rows(page).nth(2);
  // The row's menu answers the keyboard: open on its first item, down twice, choose.
  await third.getByRole('button', { name: /^Meer acties voor / }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Toewijzen' })).toBeFocused();
  await page.keyboard.press('Enter');
  const allocate = page.getByRole('dialog', { name: 'Taak toewijzen' });
  const choice = allocate.getByLabel('Nieuwe eigenaar');
  await expect(choice.locator('option')).not.toHaveCount(1);
  const colleague = (await choice.locator('option').nth(1).textContent()) ?? '';
  await choice.selectOption({ label: colleague });
  await allocate.getByRole('button', { name: 'Toewijzen', exact: true }).click();
  await expect(allocate).toBeHidden();
  await expect(cell(third, 5)).toHaveText(colleague.split(' · ')[0] ?? colleague);

  // After a reload the completed task is found among the completed ones of that employee.
  await page.goto('/tasks?status=completed&size=1000');
  await page.getByLabel('Zoeken op taak of medewerker').fill(title);
  await expect(page).not.toHaveURL(/q=/);
  await settled(page);
  const employeeName = employee.trim().split('\n')[0] ?? '';
  await expect(
    rows(page)
      .filter({ hasText: title })
      .filter({ hasText: employeeName.slice(0, 12) })
      .first(),
    // The search waits for a pause in typing, then reads a thousand-row page: give a busy machine time.
  ).toBeVisible({ timeout: 15_000 });
  await page.goto('/tasks?dueFrom=2030-06-14&dueTo=2030-06-14&size=100');
  await settled(page);
  await expect(rows(page).first()).toContainText('2030');
});

test('the employer sees the employer dashboard and no medical data', async ({ page }) => {
  await signInAs(page, 'employer');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Open verzuimdossiers' })).toBeVisible();
  await expect(page.locator('.data-table tbody tr').first()).toBeVisible();
  await expectAccessible(page);
  // The employer cannot open the task list, so no figure pretends to lead there.
  await expect(page.locator('main a[href^="/tasks"]')).toHaveCount(0);
  const text = await page.locator('main').innerText();
  for (const medical of ['Medisch', 'Fysiotherapie', 'Psycholoog', 'Tweedelijnszorg'])
    expect(text).not.toContain(medical);
  // The overdue figure leads to the cases it counts: those with a task that is late.
  const all = await page.locator('.dashboard__cases .list-count').innerText();
  await page.getByRole('link', { name: /Te laat/ }).click();
  await expect(page).toHaveURL(/[?&]tasks=overdue/);
  const cases = page.getByRole('region', { name: 'Open verzuimdossiers' });
  await expect(cases).toBeFocused();
  await expect(cases.getByText('Alleen dossiers met een taak die te laat is.')).toBeVisible();
  await expect(cases.locator('.list-count')).not.toHaveText(all);
  await expect(cases.locator('.data-table tbody tr').first()).toBeVisible();
  await expectAccessible(page);
  await cases.getByRole('button', { name: 'Alle dossiers tonen' }).click();
  await expect(page).not.toHaveURL(/tasks=/);
  await expect(cases.locator('.list-count')).toHaveText(all);
});

test('a user without view_tasks is sent away from /tasks with the forbidden toast', async ({ page }) => {
  await openSignedIn(page, 'employer', '/tasks');
  await expect(
    page.getByText(/^U heeft geen toegang tot die pagina: uw rol geeft daar geen recht op./),
  ).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test('the professional dashboard links each figure to the filtered task list', async ({ page }) => {
  await signInAs(page, 'doctor');
  await expect(page.getByRole('heading', { name: 'Mijn open taken' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Afspraken vandaag' })).toBeVisible();
  await expect(page.getByRole('figure').first()).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /Vandaag/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tasks\?dueFrom=\d{4}-\d{2}-\d{2}&dueTo=\d{4}-\d{2}-\d{2}$/);
  await settled(page);
  // The professional's own tasks: the list's default.
  await expect(page.getByRole('combobox', { name: 'Toegewezen aan', exact: true })).toHaveValue('me');
});

test("the task list opens on the user's own tasks, and on everyone's once that is what they chose, on their account only", async ({
  page,
}) => {
  await openSignedIn(page, 'casemanager', '/tasks');
  await settled(page);
  const assignee = page.getByRole('combobox', { name: 'Toegewezen aan', exact: true });
  await expect(assignee).toHaveValue('me');
  const mine = await page.locator('.list-count').first().innerText();
  await assignee.selectOption({ label: 'Iedereen' });
  await expect(page).toHaveURL(/[?&]assignee=all/);
  await settled(page);
  await expect(page.locator('.list-count').first()).not.toHaveText(mine);
  // The menu's link names nobody: the list opens on everyone's, as chosen last, also after a reload.
  await page.goto('/tasks');
  await expect(page).toHaveURL(/\/tasks\?assignee=all$/);
  await settled(page);
  await expect(assignee).toHaveValue('');
  // Another account keeps its own choice.
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await openSignedIn(page, 'doctor', '/tasks');
  await settled(page);
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(assignee).toHaveValue('me');
});

test('a professional creates a task from a template title on an open dossier', async ({ page }) => {
  await openSignedIn(page, 'doctor', '/tasks');
  await settled(page);
  await page.getByRole('button', { name: 'Nieuwe taak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe taak' });
  await dialog.getByRole('button', { name: 'Taak aanmaken' }).click();
  await expect(dialog.getByText('Dossier is verplicht.')).toBeVisible();
  await expect(dialog.getByText('Taak is verplicht.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Zoek een medewerker').fill('Sanne');
  await expect(dialog.getByLabel('Dossier').locator('option')).not.toHaveCount(1);
  await dialog.getByLabel('Dossier').selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Taak', exact: true }).fill('Probleemanalyse opstellen');
  await typeDate(dialog, 'Deadline', '2031-01-15');
  await dialog.getByRole('button', { name: 'Taak aanmaken' }).click();
  await expect(page.getByText('Taak "Probleemanalyse opstellen" is aangemaakt.')).toBeVisible();
  await page.goto('/tasks?dueFrom=2031-01-15&dueTo=2031-01-15');
  await settled(page);
  await expect(rows(page).filter({ hasText: 'Probleemanalyse opstellen' })).toHaveCount(1);
});

test('the task list fits a 1440 px screen without sideways scrolling, and on a phone folds its filters behind one button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'casemanager', '/tasks');
  await settled(page);
  const overflow = await page
    .locator('.data-table__scroll')
    .evaluate((scroll) => scroll.scrollWidth - scroll.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^Afronden:/ }),
  ).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.getByRole('button', { name: 'Filters (0)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Status', { exact: true })).toBeHidden();
  await toggle.click();
  await page.getByLabel('Status', { exact: true }).selectOption('completed');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
});

test('the due-date filter offers quick choices, and open tasks say how far off they are', async ({
  page,
}) => {
  await openSignedIn(page, 'casemanager', '/tasks');
  await settled(page);
  await expect(rows(page).first()).toContainText(/\d+ dagen te laat|1 dag te laat/);
  const overdue = page
    .getByRole('group', { name: 'Snelkeuze deadline' })
    .getByRole('button', { name: 'Te laat' });
  await overdue.click();
  await expect(overdue).toHaveAttribute('aria-pressed', 'true');
  await settled(page);
  await expect(page).toHaveURL(/dueTo=/);
  await expect(rows(page).first()).toContainText('te laat');
  const thisWeek = page
    .getByRole('group', { name: 'Snelkeuze deadline' })
    .getByRole('button', { name: 'Deze week' });
  await thisWeek.click();
  await expect(thisWeek).toHaveAttribute('aria-pressed', 'true');
  await expect(overdue).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/dueFrom=.*dueTo=|dueTo=.*dueFrom=/);
});

test('the doctor selects two tasks and postpones them at once, with one summary', async ({ page }) => {
  await openSignedIn(page, 'doctor', '/tasks?sort=title&size=10');
  await settled(page);
  const first = rows(page).nth(0);
  const second = rows(page).nth(1);
  const keys = [await first.getAttribute('data-key'), await second.getAttribute('data-key')];
  // The checkboxes answer the keyboard: Space selects.
  await first.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await second.getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Acties voor de geselecteerde taken' });
  await expect(bar).toContainText('Geselecteerd: 2');
  await expectAccessible(page);

  await bar.getByRole('button', { name: 'Uitstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Geselecteerde taken uitstellen' });
  await expect(dialog).toContainText('Open taken in de selectie: 2.');
  await typeDate(dialog, 'Nieuwe deadline', '2031-03-14');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Uitstellen' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('2 taken uitgesteld.')).toHaveCount(1);
  await expect(page.locator('.Toastify__toast')).toHaveCount(1);
  await expect(bar).toBeHidden();
  await settled(page);
  await page.goto('/tasks?dueFrom=2031-03-14&dueTo=2031-03-14');
  await settled(page);
  for (const key of keys) {
    await expect(page.locator(`tr[data-key="${key}"]`)).toContainText('2031');
  }
});

test('the selection bar fits a phone, and a selection of closed tasks offers nothing to do', async ({
  page,
}) => {
  await signInAs(page, 'casemanager');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tasks?status=completed&size=10');
  await settled(page);
  await rows(page).first().getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Acties voor de geselecteerde taken' });
  await expect(bar).toContainText('Niet open, worden overgeslagen: 1');
  await expect(bar.getByRole('button', { name: 'Afronden' })).toBeDisabled();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await bar.getByRole('button', { name: 'Selectie wissen' }).click();
  await expect(bar).toBeHidden();
});

test('typing narrows the dossier-type filter, and the keyboard chooses a type', async ({ page }) => {
  await openSignedIn(page, 'doctor', '/tasks');
  await settled(page);
  const field = page.getByRole('combobox', { name: 'Soort dossier' });
  await expect(field).toHaveValue('Alle soorten');
  await field.fill('zwanger');
  const options = page.getByRole('listbox', { name: 'Soorten dossier' }).getByRole('option');
  await expect(options).toHaveText(['Zwangerschap']);
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /option-0$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=pregnancy/);
  await expect(field).toHaveValue('Zwangerschap');
  await settled(page);
});

test('a new task goes to oneself by default, and the employee’s dossiers are told apart', async ({
  page,
}) => {
  await openSignedIn(page, 'doctor', '/tasks');
  await settled(page);
  await page.getByRole('button', { name: 'Nieuwe taak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe taak' });
  const assignee = dialog.getByLabel('Toewijzen aan');
  await expect(assignee.locator('option:checked')).toHaveText('Dr. Marieke van Dam (ik)');
  await dialog.getByLabel('Zoek een medewerker').fill('Sanne');
  const dossier = dialog.getByRole('combobox', { name: 'Dossier', exact: true });
  await expect(dossier.locator('option', { hasText: 'Sanne' }).first()).toBeAttached();
  const labels = (await dossier.locator('option').allTextContents()).slice(1);
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels[0]).toMatch(/ · sinds .+ · dossier \d+$/);
  await dossier.selectOption({ index: 1 });
  await expect(assignee.locator('option', { hasText: 'bedrijfsarts' }).first()).toBeAttached();
  await expect(assignee.locator('option:checked')).toContainText('(ik)');
  await expectAccessible(page);
});

test('the allocate dialog names each colleague’s discipline and offers "assign to me"', async ({ page }) => {
  await openSignedIn(page, 'casemanager', '/tasks?assignee=unassigned&size=10');
  await settled(page);
  const row = rows(page).first();
  const key = await row.getAttribute('data-key');
  await row.getByRole('button', { name: /^Meer acties voor / }).click();
  await page.getByRole('menuitem', { name: 'Toewijzen' }).click();
  const allocate = page.getByRole('dialog', { name: 'Taak toewijzen' });
  const choice = allocate.getByLabel('Nieuwe eigenaar');
  await expect(choice.locator('option', { hasText: ' · casemanager' }).first()).toBeAttached();
  await expectAccessible(page);
  await allocate.getByRole('button', { name: 'Aan mij toewijzen' }).click();
  await expect(allocate).toBeHidden();
  await expect(page.locator(`tr[data-key="${key}"]`)).toContainText('Linda Hoekstra');
});

test('a reader in English sees the tasks’ English titles in English order, and a template picked in English reads Dutch in Dutch', async ({
  page,
}) => {
  await openSignedIn(page, 'casemanager', '/tasks?sort=title&size=10');
  await settled(page);
  const dutch = await rows(page).locator('th').allTextContents();
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.locator('thead').getByRole('button', { name: /^Task/ })).toBeVisible();
  await expect(rows(page).first().locator('th')).not.toHaveText(dutch[0] ?? '');
  await settled(page);
  const english = await rows(page).locator('th').allTextContents();
  expect(english).toHaveLength(10);
  const order = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
  expect(english).toEqual([...english].sort(order.compare));
  await page.getByLabel('Search by task or employee').fill('42nd-week report');
  await expect(rows(page).first()).toContainText('Submit the 42nd-week report to the UWV');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Find an employee').fill('Sanne');
  await expect(dialog.getByLabel('Dossier').locator('option')).not.toHaveCount(1);
  await dialog.getByLabel('Dossier').selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Task', exact: true }).fill('Call the employee back');
  await typeDate(dialog, /Due date|Deadline/, '2031-02-14');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task "Call the employee back" is created.')).toBeVisible();
  await page.getByLabel('Language').selectOption('nl');
  await page.goto('/tasks?dueFrom=2031-02-14&dueTo=2031-02-14');
  await settled(page);
  await expect(rows(page).filter({ hasText: 'Medewerker terugbellen' })).toHaveCount(1);
});

test('a dossier says which open task is late, and its tasks are completed and postponed from there', async ({
  page,
}) => {
  await openSignedIn(page, 'casemanager', '/dossiers/20001');
  const tasks = page.locator('#dossier-tasks');
  const items = tasks.locator('li');
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  // The seed's first open task of this case is due some days ago.
  await expect(items.first().locator('.badge')).toHaveText(/te laat$/);
  const first = (await items.first().locator('strong').textContent()) ?? '';
  await tasks.getByRole('button', { name: `Afronden: ${first}` }).click();
  await expect(items).toHaveCount(before - 1);
  await expect(tasks.getByRole('button', { name: `Afronden: ${first}` })).toHaveCount(0);

  const next = (await items.first().locator('strong').textContent()) ?? '';
  const due = (await items.first().locator('.muted').textContent()) ?? '';
  await tasks.getByRole('button', { name: `Uitstellen: ${next}` }).click();
  await expectAccessible(page);
  await tasks.getByRole('button', { name: 'Uitstellen tot deze datum' }).click();
  await expect(tasks.getByRole('button', { name: 'Uitstellen tot deze datum' })).toHaveCount(0);
  await expect(tasks.locator('li', { hasText: next }).locator('.muted')).not.toHaveText(due);
});
