import type { Page, Response } from '@playwright/test';
import { MEDICAL_DOSSIER_TYPES } from '../../src/domain/dossiers/dossier-type';
import type { DossierType } from '../../src/domain/dossiers/dossier-type';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn, signInAs } from './support/sign-in-as';

/**
 * The one search: Ctrl+K anywhere, one field over pages, people, cases, appointments and places, by
 * keyboard alone; and what the back office answers an employer, read from its answer itself.
 */

interface SearchAnswer {
  readonly data: readonly {
    readonly kind: string;
    readonly hits: readonly {
      readonly id: string;
      readonly label: string;
      readonly description: string | null;
      readonly route: string;
      readonly dossierType: string | null;
    }[];
  }[];
}

const isSearch = (response: Response) => new URL(response.url()).pathname === '/api/external/v2/search';

/** Types the text into the focused field and waits for the back office's answer to it. */
async function typeAndWait(page: Page, text: string): Promise<SearchAnswer> {
  const answer = page.waitForResponse(
    (response) => isSearch(response) && new URL(response.url()).searchParams.get('filter[query]') === text,
  );
  await page.keyboard.type(text);
  return (await (await answer).json()) as SearchAnswer;
}

const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

test('a case manager finds an employee, a dossier and a page by keyboard alone, in Dutch', async ({
  page,
}) => {
  await openSignedIn(page, 'casemanager', '/tasks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The header's button opens it, and Escape gives the focus back to it.
  const button = page.getByRole('button', { name: /^Zoeken/ });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Zoeken in het portaal' });
  const field = dialog.getByRole('combobox', { name: /^Zoek een pagina/ });
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Ctrl+K from anywhere; the count is told politely.
  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  const answer = await typeAndWait(page, 'Bakker');
  const listbox = dialog.getByRole('listbox', { name: 'Resultaten' });
  await expect(listbox.getByRole('group', { name: 'Medewerkers' })).toBeVisible();
  const status = dialog.locator('[aria-live="polite"]').first();
  await expect(status).toHaveText(/^\d+ resultaten?$/);
  await expectAccessible(page);
  // Nothing of a medical dossier type for a non-medical case manager, in the answer itself.
  for (const group of answer.data)
    for (const hit of group.hits)
      if (hit.dossierType) expect(MEDICAL_DOSSIER_TYPES.has(hit.dossierType as DossierType)).toBe(false);

  await page.keyboard.press('ArrowDown');
  const employee = answer.data.find((group) => group.kind === 'employee')!.hits[0]!;
  expect(await activeOption(page)).toContain(employee.label);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/employee-list/${employee.id}$`));
  await expect(dialog).toBeHidden();
  expect(page.url()).not.toContain('Bakker');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The empty field offers the recent choice first; a dossier by its number.
  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await expect(dialog.getByRole('group', { name: 'Laatst gekozen' })).toContainText(employee.label);
  const dossier = answer.data.find((group) => group.kind === 'dossier')!.hits[0]!;
  const byNumber = await typeAndWait(page, dossier.id);
  expect(byNumber.data.find((group) => group.kind === 'dossier')?.hits[0]?.id).toBe(dossier.id);
  await expect(dialog.getByRole('group', { name: 'Dossiers' })).toContainText(`Dossier ${dossier.id}`);
  await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).toContain(`Dossier ${dossier.id}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dossiers/${dossier.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A page by the words people use for it.
  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await typeAndWait(page, 'nieuwe afspraak');
  await expect(dialog.getByRole('group', { name: "Pagina's en acties" })).toContainText('Planning');
  await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).toContain('Planning');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/planning$/);
  // Nothing typed was kept in the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('Bakker');
  expect(stored).not.toContain('nieuwe afspraak');
});

test('an employer, in English, never finds another employer’s person or a medical dossier', async ({
  page,
}) => {
  await signInAs(page, 'employer');
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the portal' });
  await expect(dialog.getByRole('combobox', { name: /^Search for a page/ })).toBeFocused();
  // "de Vries" works at every employer; "Medisch"/"medical" names the medical dossier type.
  for (const text of ['de Vries', 'medical', 'Medisch']) {
    await dialog.getByRole('combobox').fill('');
    const answer = await typeAndWait(page, text);
    for (const group of answer.data) {
      expect(['employee', 'dossier', 'appointment']).toContain(group.kind);
      for (const hit of group.hits) {
        if (group.kind === 'employee') expect(hit.description).toMatch(/Bakkerij De Gouden Korenaar B\.V\.$/);
        if (hit.dossierType) expect(MEDICAL_DOSSIER_TYPES.has(hit.dossierType as DossierType)).toBe(false);
        expect(hit.label).not.toBe('Iris de Vries');
      }
    }
    await expect(dialog.getByText('Iris de Vries')).toHaveCount(0);
  }
  await dialog.getByRole('combobox').fill('');
  await typeAndWait(page, 'de Vries');
  await expect(dialog.getByRole('group', { name: 'Employees' })).toContainText('Sanne de Vries');
  await expectAccessible(page);
});

test('what is typed right after Ctrl+K on a fresh page is kept while the search loads', async ({ page }) => {
  await openSignedIn(page, 'casemanager', '/tasks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The search's code is held back until the word is typed, as on a slow line.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/search-panel-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('bakker');
  release();
  const dialog = page.getByRole('dialog', { name: 'Zoeken in het portaal' });
  const field = dialog.getByRole('combobox', { name: /^Zoek een pagina/ });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('bakker');
  // Typing goes on at the end of what was kept.
  await page.keyboard.type(' a');
  await expect(field).toHaveValue('bakker a');
  await expect(dialog.getByRole('listbox', { name: 'Resultaten' })).toBeVisible();
});
