import { DEMO_CONTROL } from './support/demo-controls';
import { expect, expectAccessible, signIn, test } from './support/portal-test';

test('a screen whose code cannot load reloads once, then shows the 500 page instead of a blank screen', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'planner');
  await expect(page).toHaveURL('/agenda');
  let blocked = 0;
  await page.route(/\/assets\/rooms-screen-[\w-]+\.js$/, (route) => {
    blocked += 1;
    return route.abort();
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Ruimtes' }).click();
  await expect(page.getByRole('heading', { name: 'Interne serverfout' })).toBeVisible();
  await expect(page.getByText('500')).toBeVisible();
  expect(loads).toBe(1);
  expect(blocked).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
  // The failed import is reported by the router, not thrown into the page.
  pageErrors.length = 0;
});

test('a newer build reloads the page on the next navigation, once within 10 seconds', async ({ page }) => {
  // builds/latest.json names the newer build, and its builds/meta/{buildId}.json is there too.
  const newerBuild = ['**/builds/latest.json*', '**/builds/meta/a-newer-build.json*'];
  for (const file of newerBuild) {
    await page.route(file, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"a-newer-build"}' }),
    );
  }
  let loads = 0;
  page.on('load', () => (loads += 1));
  await signIn(page, 'planner');
  await expect(page).toHaveURL('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  // Besides the loads the test itself asks for, one reload at a navigation; the session survives it.
  await expect.poll(() => loads).toBeGreaterThanOrEqual(2);
  // The reloaded page is the newest build: nothing newer is announced any more, however long this takes.
  for (const file of newerBuild) await page.unroute(file);
  const settled = loads;
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Ruimtes' }).click();
  await expect(page.getByRole('heading', { name: 'Ruimtes', level: 1 })).toBeVisible();
  expect(loads).toBe(settled);
});

test('slow answers show the loading bar and the page still arrives', async ({ page, request }) => {
  await request.put('/api/__demo/faults', { headers: DEMO_CONTROL, data: { latencyMs: 800 } });
  await signIn(page, 'planner');
  await expect(page.locator('.loading-bar[data-state="visible"]')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible({ timeout: 10_000 });
});

test('a backend that fails every call still shows the sign-in form with a message', async ({
  page,
  request,
}) => {
  await request.put('/api/__demo/faults', { headers: DEMO_CONTROL, data: { errorRate: 1 } });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Aanmelden bij Arbo Agenda' })).toBeVisible({
    timeout: 10_000,
  });
  await page.getByLabel('Gebruikersnaam').fill('planner');
  await page.getByLabel('Wachtwoord').fill('Welkom01!');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Aanmelden lukt nu niet.' })).toBeVisible();
  await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('planner');
});

test('a browser without its own Temporal gets the polyfill and works the same', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(globalThis, 'Temporal');
  });
  const polyfill: string[] = [];
  page.on('request', (request) => {
    if (/global\.esm-[\w-]+\.js$/.test(request.url())) polyfill.push(request.url());
  });
  await signIn(page, 'employer');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Open verzuimdossiers' })).toBeVisible();
  await expect(page.locator('.data-table tbody tr').first()).toContainText(/\d{4}/);
  expect(polyfill).toHaveLength(1);
});

test('a browser with its own Temporal never downloads the polyfill', async ({ page }) => {
  const polyfill: string[] = [];
  page.on('request', (request) => {
    if (/global\.esm-[\w-]+\.js$/.test(request.url())) polyfill.push(request.url());
  });
  await signIn(page, 'planner');
  await expect(page).toHaveURL('/agenda');
  expect(polyfill).toEqual([]);
});
