import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base } from '@playwright/test';
import type { BrowserContext, CDPSession, ConsoleMessage, Frame, Page } from '@playwright/test';
import { DEMO_CONTROL } from './demo-controls';
import { workerOrigin } from './servers';

export const DEMO_PASSWORD = 'Welkom01!';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 AA rule set (which includes 2.0 and 2.1 A and AA). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/** The name under which each page counts the changes to its document (see `countChanges`). */
const DOM_CHANGES = '__portalDomChanges';

/**
 * Has every page of the context count the changes made to its document (nodes, attributes, text),
 * so a scan can tell whether the page still stands exactly as axe last passed it.
 */
async function countChanges(context: BrowserContext): Promise<void> {
  await context.addInitScript((name) => {
    // A document of its own: a reload or another page starts counting afresh under another name.
    const documentId = Math.random();
    let changes = 0;
    const observer = new MutationObserver((records) => (changes += records.length));
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    Object.defineProperty(window, name, {
      value: () => `${documentId}:${(changes += observer.takeRecords().length)}`,
    });
  }, DOM_CHANGES);
}

/**
 * What a page shows, as far as a scan can see: its address, document, window and scroll, and how many
 * changes its document has seen. Null for a page that does not count its changes, or one with frames
 * (whose documents change on their own).
 */
async function pageState(page: Page): Promise<string | null> {
  if (page.isClosed() || page.frames().length > 1) return null;
  const counted = await page
    .evaluate((name) => {
      const count = (window as unknown as Record<string, (() => string) | undefined>)[name];
      return count ? [count(), window.innerWidth, window.innerHeight, window.scrollX, window.scrollY] : null;
    }, DOM_CHANGES)
    .catch(() => null);
  return counted ? JSON.stringify([page.url(), counted]) : null;
}

/**
 * axe in the page, with the rule set `tags`. Every rule looks at the whole document; color-contrast,
 * which weighs the colours behind each piece of text and takes most of a scan's time, looks at one row
 * of each kind in a table's body: a row whose elements have the same tags, classes and attributes (all
 * but those that only name or point: ids, links, labels, keys, positions), the same text-bearing elements, the
 * same focus and the same place (first, last, odd or even) as one already weighed has the same colours.
 * A list of a hundred tasks is weighed by its few kinds of row, not a hundred times.
 */
function scanInPage({ tags, withContrast }: { tags: string[]; withContrast: boolean }): Promise<unknown[]> {
  type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
  const axe = (window as unknown as { axe: Axe }).axe;
  const run = (context: unknown, rules: Record<string, { enabled: boolean }>, only?: string) =>
    axe
      .run(context, {
        runOnly: only ? { type: 'rule', values: [only] } : { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
        iframes: false,
      })
      .then((results) => results.violations);
  const withoutContrast = run(document, { 'color-contrast': { enabled: false } });
  if (!withContrast) return withoutContrast;
  // What only names an element or points elsewhere; every other attribute may choose a style.
  const naming = new Set([
    'id',
    'href',
    'title',
    'value',
    'name',
    'for',
    'headers',
    'src',
    'alt',
    'datetime',
  ]);
  const pointing =
    /^(data-key|data-index|aria-(label|labelledby|describedby|controls|owns|activedescendant|rowindex|colindex|posinset|setsize))$/;
  const signature = (row: Element): string => {
    const parts: string[] = [];
    for (const element of [row, ...row.querySelectorAll('*')]) {
      const attributes = [...element.attributes]
        .filter(({ name }) => !naming.has(name) && !pointing.test(name))
        .map(({ name, value }) => `${name}=${value}`)
        .sort();
      const text = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      parts.push(
        `${element.tagName}[${attributes.join(' ')}]${text ? 'T' : ''}${element === document.activeElement ? 'F' : ''}`,
      );
    }
    return parts.join('/');
  };
  const repeated: Element[] = [];
  for (const body of document.querySelectorAll('tbody')) {
    const weighed = new Set<string>();
    const rows = [...body.children];
    rows.forEach((row, index) => {
      const place = index === 0 ? 'first' : index === rows.length - 1 ? 'last' : index % 2 ? 'odd' : 'even';
      const kind = `${place}:${signature(row)}`;
      if (weighed.has(kind)) repeated.push(row);
      else weighed.add(kind);
    });
  }
  return withoutContrast.then((found) =>
    run({ exclude: repeated }, {}, 'color-contrast').then((contrast) => [...found, ...contrast]),
  );
}

/** Each page's own line to the browser's debugging protocol, opened at its first scan. */
const debuggers = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Hands axe to a frame that does not have it yet. The page's main frame gets it straight through the
 * debugging protocol, which compiles it a third faster than Playwright's `evaluate` with its wrapper;
 * each new document needs it again, so that counts in every journey.
 */
async function injectAxe(page: Page, frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  if (frame !== page.mainFrame()) {
    await frame.evaluate(AXE_SOURCE);
    return;
  }
  let session = debuggers.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    debuggers.set(page, session);
  }
  const { exceptionDetails } = await (await session).send('Runtime.evaluate', { expression: AXE_SOURCE });
  expect(exceptionDetails, 'axe loads in the page').toBeUndefined();
}

/**
 * Each page's state when axe last found nothing in it, and whether that scan held the contrast rule:
 * a full pass covers a later scan without it, not the other way round.
 */
const passed = new WeakMap<Page, { readonly state: string; readonly contrast: boolean }>();

/**
 * What a scan checks. `all` is the whole WCAG 2.2 AA rule set. `without-contrast` leaves out
 * color-contrast, which takes four fifths of a scan's time (it weighs the colours behind every piece
 * of text) and depends only on the page's styles and theme: those are scanned in full on every route,
 * in both languages, and in each journey's own scans.
 */
export type AxeScope = 'all' | 'without-contrast';

/**
 * axe-core with the WCAG 2.2 AA rule set, run in every frame of the page as it stands. axe is handed
 * to each frame through the browser's debugging protocol, which the pages' policy does not govern,
 * and reports only violations: a scan of a full agenda takes about a second. A page that has not
 * changed at all since axe last passed it (not a node, attribute or text, nor its address, window or
 * scroll) passes again without a second scan.
 */
export async function expectAccessible(page: Page, scope: AxeScope = 'all'): Promise<void> {
  const contrast = scope === 'all';
  const before = await pageState(page);
  const last = passed.get(page);
  if (before !== null && last?.state === before && (last.contrast || !contrast)) return;
  const summary: string[] = [];
  for (const frame of page.frames()) {
    if (frame.isDetached() || !frame.url().startsWith('http')) continue;
    await injectAxe(page, frame);
    const violations = await frame.evaluate(scanInPage, { tags: WCAG_AA, withContrast: contrast });
    for (const violation of violations as AxeViolation[]) {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      summary.push(`${violation.id}: ${violation.help} (${where})`);
    }
  }
  expect(summary).toEqual([]);
  const after = await pageState(page);
  if (after === null) passed.delete(page);
  else passed.set(page, { state: after, contrast });
}

/** Signs in on the sign-in page; `from` is a sign-in page the portal sent the user to (with its redirect). */
export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  from = '/login',
): Promise<void> {
  if (page.url() !== from) await page.goto(from);
  await page.getByLabel(/Gebruikersnaam|Username/).fill(username);
  await page.getByLabel(/Wachtwoord|Password/).fill(password);
  // The sign-in's answer (its session cookie) is in before the journey goes on to another address.
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/auth/user' &&
      (response.request().postData() ?? '').includes('"password"'),
  );
  await page.getByRole('button', { name: /^(Aanmelden|Sign in)$/ }).click();
  await answered;
}

/** The name the pages report Content-Security-Policy violations to (see `cspViolations`). */
const CSP_REPORT_BINDING = '__portalCspViolation';

/** Whether a console message is the browser's word on a Content-Security-Policy refusal. */
export const isCspMessage = (text: string): boolean => /Content[ -]Security[ -]Policy/i.test(text);

/**
 * Has every page of a browser context tell `violations` what the policy refused: each
 * `securitypolicyviolation` event, and the browser's console messages about the policy.
 */
async function watchPolicy(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(CSP_REPORT_BINDING, ({ page }, report: string) => {
    violations.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (text: string) => unknown>)[binding];
        const where = event.sourceFile
          ? ` (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`
          : '';
        void report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}`);
      },
      true,
    );
  }, CSP_REPORT_BINDING);
  context.on('console', (message: ConsoleMessage) => {
    if (isCspMessage(message.text())) violations.push(`console ${message.type()}: ${message.text()}`);
  });
}

/**
 * Every test starts from the seeded demo backend, with no faults, and fails on an uncaught error in
 * the page: a blank screen is never an acceptable answer. It fails too on anything the pages' policy
 * refused (scripts/security-headers.ts), in its own browser context and in any other it opens (a second
 * user, a fresh session). A test that provokes a violation on purpose empties `cspViolations` once it
 * has seen it.
 */
export const test = base.extend<{ cspViolations: string[]; pageErrors: string[] }>({
  // The worker's own servers (support/servers.ts): its pages, its requests and its demo backend.
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(baseURL === undefined ? undefined : workerOrigin(baseURL, testInfo.parallelIndex));
  },
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchPolicy(context, violations);
      await countChanges(context);
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const made = await newContext.call(browser, options);
        await watchPolicy(made, violations);
        return made;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'what the Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page, request }, use, testInfo) => {
      expect((await request.post('/api/__demo/reset', { headers: DEMO_CONTROL })).status()).toBe(204);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
      // Every page a test ends on against the build is scanned too, besides the scans inside the
      // tests (the development server and the fault mode show the same pages): for names, roles,
      // labels and structure, the contrast having been weighed on every route and in the tests' scans.
      const scanned = testInfo.project.name === 'build';
      if (scanned && !page.isClosed() && page.url().startsWith('http'))
        await expectAccessible(page, 'without-contrast');
      // Medical and session data never go to web storage: after any flow it is empty.
      if (!page.isClosed() && page.url().startsWith('http')) {
        const stored = await page.evaluate(async () => ({
          local: window.localStorage.length,
          session: window.sessionStorage.length,
          indexedDb: (await window.indexedDB.databases()).length,
        }));
        expect(stored).toEqual({ local: 0, session: 0, indexedDb: 0 });
      }
    },
    { auto: true },
  ],
});

export { expect };
