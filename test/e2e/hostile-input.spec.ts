import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/portal-test';
import { signInAs } from './support/sign-in-as';

const POLYGLOTS = resolve(import.meta.dirname, '../fixtures/security/xss-polyglots.txt');

test('script in a server string shows as text and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAs(page, 'doctor');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const dossiers = await page.request.get('/api/external/v2/dossier?filter[status]=open&page[size]=1');
  const dossierId = ((await dossiers.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
  const payloads = readFileSync(POLYGLOTS, 'utf8').split('\n').filter(Boolean).slice(0, 5);
  for (const payload of payloads) {
    const created = await page.request.post('/api/external/v2/dossier/dossier-task', {
      headers: { 'csrf-token': csrf, 'Content-Type': 'application/json' },
      data: { dossierId, title: payload.slice(0, 200), dueDate: '2032-02-02' },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto('/tasks?dueFrom=2032-02-02&dueTo=2032-02-02&assignee=all');
  await expect(page.locator('table.data-table')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('.data-table tbody tr[data-key]')).toHaveCount(payloads.length);
  await expect(page.locator('.data-table tbody tr[data-key] th').first()).toContainText(
    payloads[0]?.slice(0, 20) ?? '',
  );
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.locator('.data-table tbody script, .data-table tbody img').count()).toBe(0);
});

test('a hostile return path after sign-in stays inside the portal', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await page.getByLabel('Gebruikersnaam').fill('planner');
  await page.getByLabel('Wachtwoord').fill('Welkom01!');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL('/agenda');
});

test('the task list reads in English', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Taal').selectOption('en');
  await page.getByLabel('Username').fill('employer');
  await page.getByLabel('Password').fill('Welkom01!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Open absence cases' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Arbo Agenda');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
