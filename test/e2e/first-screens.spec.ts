import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './support/portal-test';
import { workerOrigin } from './support/servers';

/**
 * The first screens a professional meets, each journey walked in both languages and on both devices:
 * on a laptop in one language and on a phone in the other (see WALKS). Playwright runs this file
 * against the production build, and the journeys tagged @dev once more against the development server
 * (React's strict mode).
 */

type Language = 'nl' | 'en';

const WORDS = {
  nl: {
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    signIn: 'Aanmelden',
    signOut: 'Afmelden',
    triesLeft: 'U kunt het nog 4 keer proberen',
    activeCases: 'Actieve dossiers',
    openCases: /^(\d+) open dossiers?$/,
    count: (n: number) => (n === 1 ? '1 open dossier' : `${n} open dossiers`),
    employee: 'Medewerker',
    nextPage: 'Volgende pagina',
    casesPerType: 'Open dossiers per soort',
    other: /^Overige \(\d+ soorten\)$/,
    type: 'Soort',
    appointmentsToday: 'Afspraken vandaag',
    filters: 'Filters (0)',
    moreActionsFor: /^Meer acties voor /,
    complete: /^Afronden: /,
    late: /dagen? te laat/,
    bulk: 'Acties voor de geselecteerde taken',
    selected: 'Geselecteerd: 1',
    settings: 'Instellingen',
    portals: 'Portalen',
    openEmployee: 'Medewerker openen',
    switched: 'U werkt nu als Lars Koppeling (Zorggroep Rivierenland).',
    linked: 'Gekoppelde accounts (2)',
    chooser: 'Kies een portaal',
    switchPortal: /Ander portaal kiezen/,
    leaves: /^Beheer \(opent een ander portaal\)/,
    current: /^Arbo \(huidig portaal\)/,
    forbidden: /^U heeft geen toegang tot die pagina: uw rol geeft daar geen recht op\./,
    notFound: 'Pagina niet gevonden',
    accountMenu: ' – accountmenu',
    code: 'Verificatiecode',
    confirm: 'Bevestigen',
    wrongCode: 'De code klopt niet of is verlopen.',
    dueChoices: 'Snelkeuze deadline',
    overdue: 'Te laat',
    dueUntil: 'Deadline tot',
    dateShape: /^\d{2}-\d{2}-\d{4}$/,
    typeFilter: 'Soort dossier',
    typeSearch: 'zwanger',
    typeFound: 'Zwangerschap',
    typeOptions: 'Soorten dossier',
    resetFilters: 'Filters wissen',
    tasks: (n: number) => `${n} taken`,
    completeDialog: 'Taak afronden',
    completeButton: 'Afronden',
    cancelItem: 'Taak annuleren',
    cancelDialog: 'Taak annuleren',
    back: 'Terug',
    allocateItem: 'Toewijzen',
    allocateDialog: 'Taak toewijzen',
    newOwner: 'Nieuwe eigenaar',
    discipline: / · (bedrijfsarts|casemanager|verpleegkundige)$/,
    assignToMe: 'Aan mij toewijzen',
    newTask: 'Nieuwe taak',
    assignee: 'Toewijzen aan',
    me: '(ik)',
    findEmployee: 'Zoek een medewerker',
    since: / · sinds .+ · dossier \d+$/,
    menu: 'Hoofdmenu',
    openMenu: 'Menu openen',
    tasksEntry: 'Taken',
  },
  en: {
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Sign out',
    triesLeft: 'You have 4 more tries',
    activeCases: 'Active cases',
    openCases: /^(\d+) open cases?$/,
    count: (n: number) => (n === 1 ? '1 open case' : `${n} open cases`),
    employee: 'Employee',
    nextPage: 'Next page',
    casesPerType: 'Open cases per type',
    other: /^Other \(\d+ types\)$/,
    type: 'Type',
    appointmentsToday: 'Appointments today',
    filters: 'Filters (0)',
    moreActionsFor: /^More actions for /,
    complete: /^Complete: /,
    late: /days? overdue/,
    bulk: 'Actions for the selected tasks',
    selected: 'Selected: 1',
    settings: 'Settings',
    portals: 'Portals',
    openEmployee: 'Open Employee',
    switched: 'You are now working as Lars Koppeling (Zorggroep Rivierenland).',
    linked: 'Linked accounts (2)',
    chooser: 'Choose a portal',
    switchPortal: /Choose another portal/,
    leaves: /^Administration \(opens another portal\)/,
    current: /^Occupational health \(current portal\)/,
    forbidden: /^You do not have access to that page: your role does not allow it\./,
    notFound: 'Page not found',
    accountMenu: ' – account menu',
    code: 'Verification code',
    confirm: 'Confirm',
    wrongCode: 'The code is incorrect or has expired.',
    dueChoices: 'Quick due-date choice',
    overdue: 'Overdue',
    dueUntil: 'Due until',
    dateShape: /^\d{2}\/\d{2}\/\d{4}$/,
    typeFilter: 'Dossier type',
    typeSearch: 'pregn',
    typeFound: 'Pregnancy',
    typeOptions: 'Dossier types',
    resetFilters: 'Clear filters',
    tasks: (n: number) => `${n} tasks`,
    completeDialog: 'Complete task',
    completeButton: 'Complete',
    cancelItem: 'Cancel task',
    cancelDialog: 'Cancel task',
    back: 'Back',
    allocateItem: 'Allocate',
    allocateDialog: 'Allocate task',
    newOwner: 'New owner',
    discipline: / · (occupational physician|case manager|nurse)$/,
    assignToMe: 'Assign to me',
    newTask: 'New task',
    assignee: 'Assign to',
    me: '(me)',
    findEmployee: 'Find an employee',
    since: / · since .+ · dossier \d+$/,
    menu: 'Main menu',
    openMenu: 'Open menu',
    tasksEntry: 'Tasks',
  },
} as const;

/** The doctor's authenticator app (the demo account's published secret). */
const doctorCode = () =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') }).generate();

/** Each journey walks through several areas, each loading its code on first use: the time that takes. */
test.describe.configure({ timeout: 90_000 });

const VIEWPORTS = { laptop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

type Combination = `${Language} ${keyof typeof VIEWPORTS}`;
type Journey = 'caseManager' | 'doctor' | 'employee' | 'administrator';

/**
 * Where each journey is walked against the build: on a laptop in one language and on a phone in the
 * other, so every journey meets both languages and both devices, and the four journeys together every
 * language on every device. The development server walks each journey once, in its first combination.
 */
const WALKS: Record<Journey, readonly [Combination, Combination]> = {
  caseManager: ['nl laptop', 'en phone'],
  doctor: ['en phone', 'nl laptop'],
  employee: ['en laptop', 'nl phone'],
  administrator: ['nl phone', 'en laptop'],
};

for (const language of ['nl', 'en'] as const) {
  for (const device of ['laptop', 'phone'] as const) {
    const say = WORDS[language];
    const phone = device === 'phone';
    const combination: Combination = `${language} ${device}`;
    const walked = (journey: Journey) => WALKS[journey].includes(combination);
    const details = (journey: Journey) => ({ tag: WALKS[journey][0] === combination ? ['@dev'] : [] });

    test.describe(`in ${language === 'nl' ? 'Dutch' : 'English'} on a ${device}`, () => {
      test.use({ viewport: VIEWPORTS[device] });

      // The console stays clean: no warning from React, the router or the portal on these screens.
      // (Chromium's own line for an answered 401 or 422 is the network's, not the portal's.)
      let console: string[] = [];
      test.beforeEach(({ page }) => {
        console = [];
        page.on('console', (message) => {
          if (!['warning', 'error'].includes(message.type())) return;
          if (message.text().startsWith('Failed to load resource')) return;
          console.push(`${message.type()}: ${message.text().slice(0, 300)}`);
        });
      });
      test.afterEach(() => {
        expect(console).toEqual([]);
      });

      /** Opens the sign-in page in the language, as a returning user whose choice is remembered. */
      async function openSignIn(page: Page, lang: Language = language): Promise<void> {
        await page.context().addCookies([
          {
            name: 'language',
            value: lang,
            url: workerOrigin(test.info().project.use.baseURL ?? '', test.info().parallelIndex),
          },
        ]);
        await page.goto('/login');
      }

      async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
        await page.getByLabel(say.username).fill(username);
        await page.getByLabel(say.password).fill(password);
        await page.getByRole('button', { name: say.signIn, exact: true }).click();
      }

      /** Opens the task list from the main menu, behind its button on a phone. */
      async function openTasks(page: Page): Promise<void> {
        if (phone) await page.getByRole('button', { name: say.openMenu }).click();
        await page
          .getByRole('navigation', { name: say.menu })
          .getByRole('link', { name: say.tasksEntry, exact: true })
          .click();
        await expect(page).toHaveURL('/tasks');
      }

      async function signOut(page: Page): Promise<void> {
        await page.getByRole('banner').getByRole('button', { name: say.signOut, exact: true }).click();
        await expect(page).toHaveURL('/login');
      }

      if (walked('caseManager'))
        test(
          'a case manager signs in and works from the dashboard into cases, appointments and tasks',
          details('caseManager'),
          async ({ page }) => {
            await openSignIn(page);
            // A wrong password: one message, next to the form, saying how many tries are left.
            await signIn(page, 'casemanager', 'not-the-password');
            await expect(page.getByRole('alert').filter({ hasText: say.triesLeft })).toBeVisible();
            await expect(page.getByText(say.triesLeft)).toHaveCount(1);
            await expect(page.getByLabel(say.username)).toHaveValue('casemanager');
            await signIn(page, 'casemanager');
            await expect(page).toHaveURL('/dashboard');
            await expect(page.getByText(say.triesLeft)).toHaveCount(0);

            // The header names who is signed in, and takes one row.
            const header = page.getByRole('banner');
            await expect(
              phone
                ? header.getByRole('button', { name: `Linda Hoekstra${say.accountMenu}` })
                : header.getByText('Linda Hoekstra'),
            ).toBeVisible();
            expect((await header.boundingBox())?.height ?? 0).toBeLessThan(64);
            if (phone) {
              // The portal's name gives way to the user's name rather than running under it.
              const brand = await header
                .locator('.brand__name')
                .evaluate((name) => name.getBoundingClientRect().right);
              const toggle = await header
                .getByRole('button', { name: `Linda Hoekstra${say.accountMenu}` })
                .boundingBox();
              expect(brand).toBeLessThanOrEqual(toggle?.x ?? 0);
            }

            // "Active cases" opens the cases it counts, as many as it says.
            const figure = page.getByRole('link', { name: new RegExp(`^\\d+ ${say.activeCases}$`) });
            const counted = Number((await figure.innerText()).match(/\d+/)?.[0]);
            await figure.click();
            await expect(page).toHaveURL(/\/dashboard#dashboard-cases$/);
            const cases = page.locator('#dashboard-cases');
            await expect(cases).toBeFocused();
            await expect(cases.getByText(say.openCases)).toHaveText(say.count(counted));
            await expectNoSidewaysScroll(page);
            await expectAccessible(page);

            // The list sorts and pages in the address bar.
            const rows = cases.locator('tbody tr[data-key]');
            await cases.getByRole('button', { name: say.employee, exact: true }).click();
            await expect(page).toHaveURL(/sort=employeeName/);
            const firstName = await rows.first().getByRole('link').innerText();
            await cases.getByRole('button', { name: say.nextPage }).click();
            await expect(page).toHaveURL(/page=2/);
            await expect(rows.first().getByRole('link')).not.toHaveText(firstName);
            const secondPageName = await rows.first().getByRole('link').innerText();
            expect(secondPageName.localeCompare(firstName, 'nl')).toBeGreaterThanOrEqual(0);

            // The chart names every type: the smallest together in one bar, the others link to their cases.
            const chart = page.getByRole('figure', { name: say.casesPerType });
            await expect(chart.getByRole('rowheader', { name: say.other })).toBeVisible();
            const bar = chart.getByRole('link').first();
            const typeName = await bar.innerText();
            await bar.click();
            await expect(page).toHaveURL(/type=\w+/);
            await expect(cases).toBeFocused();
            await expect(cases.getByLabel(say.type, { exact: true }).locator('option:checked')).toHaveText(
              typeName,
            );
            await expect(rows.first()).toContainText(typeName);

            // A case opens its dossier.
            const employee = rows.first().getByRole('link');
            const name = await employee.innerText();
            await employee.click();
            await expect(page).toHaveURL(/\/dossiers\/\w+/);
            await expect(page.locator('.dossier__lead')).toContainText(name);
            await page.goBack();

            // Today's appointments open that day in the appointment list.
            const appointments = page.getByRole('region', { name: say.appointmentsToday });
            const appointment = appointments.getByRole('link').first();
            if ((await appointment.count()) > 0) {
              await appointment.click();
              await expect(page).toHaveURL(/\/appointments\?from=(\d{4}-\d{2}-\d{2})&until=\1/);
            }

            // The task list: fits the laptop's screen; on a phone cards, with the filters folded away.
            await openTasks(page);
            const table = page.locator('table.data-table');
            await expect(table).toHaveAttribute('aria-busy', 'false');
            const task = page.locator('table.data-table tbody tr[data-key]').first();
            await expect(task).toContainText(say.late);
            await expect(task.getByRole('button', { name: say.complete })).toBeVisible();
            await expect(task.getByRole('button', { name: say.moreActionsFor })).toBeVisible();
            if (phone) {
              await expect(page.getByRole('button', { name: say.filters })).toHaveAttribute(
                'aria-expanded',
                'false',
              );
            } else {
              await expect(task.getByRole('button', { name: say.complete })).toBeInViewport();
              const hidden = await page
                .locator('.data-table__scroll')
                .evaluate((scroll) => scroll.scrollWidth - scroll.clientWidth);
              expect(hidden).toBeLessThanOrEqual(0);
            }
            await task.getByRole('checkbox').check();
            await expect(page.getByRole('region', { name: say.bulk })).toContainText(say.selected);
            await expectNoSidewaysScroll(page);
            await expectAccessible(page);
          },
        );

      if (walked('doctor'))
        test(
          'an occupational physician signs in with a second factor and plans the work in the task list',
          details('doctor'),
          async ({ page }) => {
            await openSignIn(page);
            await signIn(page, 'casemanager', 'not-the-password');
            await expect(page.getByRole('alert').filter({ hasText: say.triesLeft })).toBeVisible();
            // A wrong code: one message, and nothing left over from the password step.
            await signIn(page, 'doctor');
            await page.getByLabel(say.code).fill('000000');
            await page.getByRole('button', { name: say.confirm }).click();
            await expect(page.getByText(say.wrongCode)).toHaveCount(1);
            await expect(page.getByText(say.triesLeft)).toHaveCount(0);
            await page.getByLabel(say.code).fill(doctorCode());
            await page.getByRole('button', { name: say.confirm }).click();
            await expect(page).toHaveURL('/dashboard');

            await openTasks(page);
            const settled = () =>
              expect(page.locator('table.data-table')).toHaveAttribute('aria-busy', 'false');
            await settled();
            if (phone) await page.getByRole('button', { name: say.filters }).click();
            // Quick due choices, and dates written the language's way.
            const overdue = page
              .getByRole('group', { name: say.dueChoices })
              .getByRole('button', { name: say.overdue });
            await overdue.click();
            await expect(overdue).toHaveAttribute('aria-pressed', 'true');
            const until = await page.getByRole('group', { name: say.dueUntil }).first().innerText();
            expect(until.replace(/[^\d/-]/g, '')).toMatch(say.dateShape);
            // The dossier types narrow as one types, and the keyboard chooses.
            const types = page.getByRole('combobox', { name: say.typeFilter });
            await types.fill(say.typeSearch);
            await expect(page.getByRole('listbox', { name: say.typeOptions }).getByRole('option')).toHaveText(
              [say.typeFound],
            );
            await page.keyboard.press('ArrowDown');
            await page.keyboard.press('Enter');
            await expect(page).toHaveURL(/type=pregnancy/);
            await page.getByRole('button', { name: say.resetFilters }).click();
            await settled();

            // Completing a task in the open view: the count follows at once.
            const count = page.locator('.list-count');
            const before = Number((await count.innerText()).match(/\d+/)?.[0]);
            const rows = page.locator('table.data-table tbody tr[data-key]');
            await rows.first().getByRole('button', { name: say.complete }).click();
            const complete = page.getByRole('dialog', { name: say.completeDialog });
            await complete.getByRole('button', { name: say.completeButton, exact: true }).click();
            await expect(complete).toBeHidden();
            await expect(count).toHaveText(say.tasks(before - 1));

            // Cancelling a task says so on its button; "back" leaves it alone.
            const second = rows.nth(1);
            await second.getByRole('button', { name: say.moreActionsFor }).click();
            await page.getByRole('menuitem', { name: say.cancelItem }).click();
            const cancel = page.getByRole('dialog', { name: say.cancelDialog });
            await expect(cancel.getByRole('button', { name: say.cancelItem, exact: true })).toBeVisible();
            await cancel.getByRole('button', { name: say.back, exact: true }).click();
            await expect(cancel).toBeHidden();

            // Allocating names each colleague's discipline and offers the task to oneself.
            await second.getByRole('button', { name: say.moreActionsFor }).click();
            await page.getByRole('menuitem', { name: say.allocateItem }).click();
            const allocate = page.getByRole('dialog', { name: say.allocateDialog });
            await expect(
              allocate.getByLabel(say.newOwner).locator('option', { hasText: say.discipline }).first(),
            ).toBeAttached();
            await expectAccessible(page);
            await allocate.getByRole('button', { name: say.assignToMe }).click();
            await expect(allocate).toBeHidden();
            await expect(second).toContainText('Marieke van Dam');

            // A new task goes to oneself unless chosen otherwise, and an employee's dossiers are told apart.
            await page.getByRole('button', { name: say.newTask }).click();
            const dialog = page.getByRole('dialog', { name: say.newTask });
            await expect(dialog.getByLabel(say.assignee).locator('option:checked')).toContainText(say.me);
            await dialog.getByLabel(say.findEmployee).fill('Sanne');
            const dossier = dialog.getByRole('combobox', { name: 'Dossier', exact: true });
            await expect(dossier.locator('option', { hasText: 'Sanne' }).first()).toBeAttached();
            const labels = (await dossier.locator('option').allTextContents()).slice(1);
            expect(new Set(labels).size).toBe(labels.length);
            expect(labels[0]).toMatch(say.since);
            await expectNoSidewaysScroll(page);
            await expectAccessible(page);
          },
        );

      if (walked('employee'))
        test(
          'an employee reaches their settings without a loop, and a linked user switches to a named account',
          details('employee'),
          async ({ page }) => {
            await openSignIn(page);
            await signIn(page, 'employee');
            await expect(page).toHaveURL('/main');
            await expect(page.getByRole('heading', { name: say.settings, level: 1 })).toBeVisible();
            await page.goto('/portals');
            await expect(page.getByRole('heading', { name: say.portals, level: 1 })).toBeVisible();
            await page.getByRole('button', { name: say.openEmployee }).click();
            await expect(page).toHaveURL('/main');
            await expect(page.getByRole('heading', { name: say.settings, level: 1 })).toBeVisible();
            await expectNoSidewaysScroll(page);
            await signOut(page);

            await signIn(page, 'linked');
            await expect(page).toHaveURL('/linkedUsers');
            await page
              .getByRole('button', { name: /Zorggroep Rivierenland/ })
              .first()
              .click();
            await expect(page.getByText(say.switched)).toHaveCount(1);
            await expect(page).toHaveURL('/employer-appointments');
            // The linked accounts stay one step away, in the user menu.
            const header = page.getByRole('banner');
            if (phone) await header.getByRole('button', { name: new RegExp(say.accountMenu) }).click();
            await header.getByRole('link', { name: say.linked }).click();
            await expect(page).toHaveURL('/linkedUsers');
            await expectAccessible(page);
          },
        );

      if (walked('administrator'))
        test(
          'an administrator learns what each portal is, why a page is closed, and where a lost path went',
          details('administrator'),
          async ({ page }) => {
            await openSignIn(page);
            await signIn(page, 'admin');
            await expect(
              page.getByRole('banner').getByRole('button', { name: say.signOut, exact: true }),
            ).toBeVisible();
            const header = page.getByRole('banner');
            if (phone) await header.getByRole('button', { name: new RegExp(say.accountMenu) }).click();
            await header.getByRole('button', { name: say.switchPortal }).click();
            const chooser = page.getByRole('dialog', { name: say.chooser });
            await expect(chooser.getByRole('button', { name: say.leaves })).toBeVisible();
            await expect(chooser.getByRole('button', { name: say.current })).toHaveAttribute(
              'aria-current',
              'true',
            );
            await expectAccessible(page);
            await page.keyboard.press('Escape');
            await expect(chooser).toBeHidden();

            // A page the role does not open: the toast says why and what to do.
            await page.goto('/tasks');
            await expect(page.getByText(say.forbidden)).toHaveCount(1);
            await expect(page).not.toHaveURL(/\/tasks/);

            // A path that leads nowhere keeps the portal's frame around the message.
            await page.goto('/no/such/page');
            await expect(page.getByRole('heading', { name: say.notFound, exact: true })).toBeVisible();
            await expect(page.getByRole('banner')).toBeVisible();
            await expectNoSidewaysScroll(page);
            await expectAccessible(page);
          },
        );
    });
  }
}
