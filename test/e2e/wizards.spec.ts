import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/portal-test';
import { openSignedIn, signInAs } from './support/sign-in-as';

/** The seed's illness dossier of Sanne de Vries at the bakery; case manager Linda Hoekstra owns it. */
const ILLNESS_DOSSIER = '/dossiers/20001';
/** A medical dossier of the bakery's people: for medical professionals only. */
const MEDICAL_DOSSIER = '/dossiers/20003';

async function toEnglish(page: Page) {
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Builds, in English, a two-step wizard for illness dossiers whose second step asks a required e-mail address. */
async function buildWizard(page: Page) {
  await page.goto('/admin/wizards/create');
  await expect(page.getByRole('heading', { name: 'Add wizard', level: 1 })).toBeVisible();
  await page.getByLabel('Name (Nederlands)').fill('Terugkeergesprek');
  await page.getByLabel('Name (English)').fill('Return-to-work talk');
  await page.getByRole('combobox', { name: 'For' }).selectOption('illness');
  await page.locator('#wizard-step-0-title-nl').fill('Persoon');
  await page.locator('#wizard-step-0-title-en').fill('Person');
  await page.getByRole('button', { name: 'Add field to step 1' }).click();
  await page.locator('#wizard-step-0-field-0-label-nl').fill('Naam contactpersoon');
  await page.locator('#wizard-step-0-field-0-label-en').fill('Contact name');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.locator('#wizard-step-1-title-nl').fill('Contact');
  await page.locator('#wizard-step-1-title-en').fill('Contact');
  await page.locator('#wizard-step-1-new-kind').selectOption('email');
  await page.getByRole('button', { name: 'Add field to step 2' }).click();
  await page.locator('#wizard-step-1-field-0-required').check();
  await page.locator('#wizard-step-1-field-0-label-nl').fill('E-mailadres');
  await page.locator('#wizard-step-1-field-0-label-en').fill('E-mail address');
  // Reordering works from the keyboard: step 2 up, then back down.
  await page.getByRole('button', { name: 'Move Step 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#wizard-step-0-title-nl')).toHaveValue('Contact');
  await expect(page.getByText('The step is now in place 1 of 2.')).toBeAttached();
  await page.getByRole('button', { name: 'Move Step 1 down' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#wizard-step-0-title-nl')).toHaveValue('Persoon');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save wizard' }).click();
  await expect(page.getByText('Wizard "Return-to-work talk" has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/wizards\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Return-to-work talk', level: 2 })).toBeVisible();
}

test('an administrator builds a two-step wizard in English and a case manager fills it in for a dossier, surviving a network fault', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  await toEnglish(page);
  await buildWizard(page);

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const manager = await context.newPage();
  const errors: string[] = [];
  manager.on('pageerror', (error) => errors.push(error.message));
  await openSignedIn(manager, 'casemanager', ILLNESS_DOSSIER);
  const wizards = manager.getByRole('region', { name: 'Wizards' });
  await wizards.getByRole('combobox', { name: 'Wizard' }).selectOption({ label: 'Terugkeergesprek' });
  await wizards.getByRole('button', { name: 'Wizard starten of hervatten' }).click();
  await expect(manager).toHaveURL(/\/wizard-runs\/\d+$/);
  await expect(manager.getByRole('heading', { name: 'Stap 1 van 2: Persoon' })).toBeVisible();
  await manager.getByLabel('Naam contactpersoon').fill('Piet de Vries');
  await manager.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(manager.getByRole('heading', { name: 'Stap 2 van 2: Contact' })).toBeFocused();

  // The rule is checked on the spot and named next to the field.
  const email = manager.getByLabel('E-mailadres');
  await email.fill('piet@');
  await manager.getByRole('button', { name: 'Wizard afronden' }).click();
  await expect(manager.getByText('E-mailadres moet een geldig e-mailadres zijn.')).toBeVisible();
  await expect(email).toBeFocused();
  await expectAccessible(manager);

  // Going back keeps every answer.
  await manager.getByRole('button', { name: 'Vorige stap' }).click();
  await expect(manager.getByLabel('Naam contactpersoon')).toHaveValue('Piet de Vries');
  await manager.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(email).toHaveValue('piet@');

  // A network fault keeps everything typed, with a way to try again.
  await email.fill('piet@example.nl');
  await manager.route('**/wizards/association/*/finalize', (route) => route.abort('internetdisconnected'));
  await manager.getByRole('button', { name: 'Wizard afronden' }).click();
  await expect(
    manager.getByText('Opslaan is niet gelukt. Uw antwoorden staan er nog; probeer het opnieuw.'),
  ).toBeVisible();
  await expect(email).toHaveValue('piet@example.nl');
  await manager.unroute('**/wizards/association/*/finalize');
  await manager.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(manager.getByText('Deze wizard is afgerond.', { exact: true })).toBeVisible();
  await expect(manager.getByRole('definition').filter({ hasText: 'piet@example.nl' })).toBeVisible();

  // The dossier lists the finished wizard.
  await manager.getByRole('link', { name: 'Naar het dossier' }).click();
  await expect(manager.getByRole('region', { name: 'Wizards' }).getByText(/afgerond op/)).toBeVisible();
  await expect(
    manager.getByRole('region', { name: 'Wizards' }).getByRole('link', { name: 'Terugkeergesprek' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('leaving a wizard with unsaved answers asks first, and stays when asked to', async ({ page }) => {
  await openSignedIn(page, 'casemanager', ILLNESS_DOSSIER);
  const wizards = page.getByRole('region', { name: 'Wizards' });
  await wizards.getByRole('button', { name: 'Wizard starten of hervatten' }).click();
  await expect(page).toHaveURL(/\/wizard-runs\/\d+$/);
  const first = page.locator('.wizard-run__form input, .wizard-run__form textarea').first();
  await first.fill('12');
  await page.getByRole('link', { name: 'Taken' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Pagina verlaten?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Blijven en verder werken' }).click();
  await expect(page).toHaveURL(/\/wizard-runs\//);
  await expect(first).toHaveValue('12');
});

test('a note made from a template keeps its formatting, and hostile HTML in a note never runs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openSignedIn(page, 'casemanager', ILLNESS_DOSSIER);
  const notes = page.getByRole('region', { name: 'Notities' });
  await expect(notes.getByText('Medewerker belde terug over de afspraak.')).toBeVisible();
  await expect(notes.locator('img, script, [onerror]')).toHaveCount(0);
  await notes.getByRole('combobox', { name: 'Soort notitie' }).selectOption({ label: 'Gespreksverslag' });
  await notes.getByRole('combobox', { name: 'Sjabloon' }).selectOption({ label: 'Eerste verzuimgesprek' });
  const editor = notes.getByRole('textbox', { name: 'Tekst van de notitie' });
  await expect(editor.locator('strong').first()).toHaveText('Eerste verzuimgesprek');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Afgesproken: bellen op maandag.');
  await expect(notes.getByText('Concept opgeslagen.')).toBeVisible();
  await expectAccessible(page);
  await notes.getByRole('button', { name: 'Notitie opslaan' }).click();
  await expect(page.getByText('De notitie is opgeslagen.')).toBeVisible();
  const saved = notes.getByRole('list', { name: 'Notities' }).getByRole('listitem').first();
  await expect(saved.locator('.dossier__note-text strong').first()).toHaveText('Eerste verzuimgesprek');
  await expect(saved).toContainText('Afgesproken: bellen op maandag.');
  expect(dialogs).toEqual([]);
});

test('an employer is refused a medical dossier, by the page and by the back office, in English', async ({
  page,
}) => {
  await signInAs(page, 'employer');
  await toEnglish(page);
  await page.goto(MEDICAL_DOSSIER);
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('You have no access to this dossier.');
  // The refusal names no kind of dossier: that a file is medical is medical information too.
  await expect(refusal).not.toContainText(/medical/i);
  const answer = await page.request.get('/api/external/v2/dossier/20003');
  expect(answer.status()).toBe(403);
  expect(await answer.text()).not.toContain('medical');
  // Their own case shows what they may open and nothing that the back office then refuses.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await page.goto('/dossiers/20001');
  await expect(page.locator('#dossier-overview')).toBeVisible();
  await expect(page.locator('#dossier-notes')).toBeVisible();
  await expect(page.locator('#dossier-wizards')).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('an administrator reorders a wizard’s fields by dragging their grip, and the preview asks them in the new order', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/admin/wizards');
  await page.getByRole('link', { name: 'Intake verzuim' }).click();
  const fields = page.locator('.wizard-builder__step').first().locator('.wizard-builder__field');
  const secondLabel = await fields.nth(1).locator('input[id$="-label-nl"]').inputValue();
  // Both fields in view: a drag is a pointer's move on the screen, not a scroll.
  await fields.nth(0).evaluate((field) => field.scrollIntoView({ block: 'start' }));
  await fields
    .nth(1)
    .locator('.wizard-builder__grip')
    .dragTo(fields.nth(0), { targetPosition: { x: 40, y: 10 } });
  await expect(fields.nth(0).locator('input[id$="-label-nl"]')).toHaveValue(secondLabel);
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  const preview = page.getByRole('dialog', { name: /^Voorbeeld: / });
  await expect(preview.locator('.field, fieldset').first()).toContainText(secondLabel);
  await preview.getByRole('button', { name: 'Sluiten' }).click();
  await expect(preview).toHaveCount(0);
});

test('a case manager uploads a letter to a dossier, a wrong file is refused next to the field, and the letter downloads', async ({
  page,
}) => {
  await openSignedIn(page, 'casemanager', ILLNESS_DOSSIER);
  const documents = page.getByRole('region', { name: 'Documenten' });
  const file = documents.getByLabel('Bestand');
  await file.setInputFiles({
    name: 'script.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(
    documents.getByText(
      'Alleen PDF, PNG, JPEG, Word (.docx) en tekstbestanden (.txt) kunnen worden geüpload.',
    ),
  ).toBeVisible();
  await file.setInputFiles({
    name: 'brief-werkgever.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Geachte heer, mevrouw,\nHierbij de afspraken van het driegesprek.\n'),
  });
  await documents
    .getByRole('combobox', { name: 'Soort document' })
    .selectOption({ label: 'Correspondentie' });
  await documents.getByRole('combobox', { name: 'Herkomst' }).selectOption({ label: 'Brief' });
  await documents.getByRole('button', { name: 'Uploaden' }).click();
  await expect(page.getByText('Het document brief-werkgever.txt is geüpload.')).toBeVisible();
  const row = documents.getByRole('row', { name: /brief-werkgever\.txt/ });
  await expect(row).toBeVisible();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'brief-werkgever.txt downloaden' }).click();
  expect((await download).suggestedFilename()).toBe('brief-werkgever.txt');
  // A non-medical user is offered no medical upload type.
  await expect(
    documents.getByRole('combobox', { name: 'Herkomst' }).locator('option', { hasText: 'Medisch' }),
  ).toHaveCount(0);
});
