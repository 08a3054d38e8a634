import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SurveyLoader } from '../../../src/application/platform/survey-loader';
import { LoadSurvey } from '../../../src/application/survey/load-survey';
import type { RouteId } from '../../../src/domain/access/route-catalogue';
import { ROUTE_IDS, ROUTES } from '../../../src/domain/access/route-catalogue';
import { MEDICAL_ROUTE_IDS } from '../../../src/domain/survey/survey-pages';

/** A loader that only remembers what it was asked to load. */
class RecordingSurveyLoader implements SurveyLoader {
  readonly loaded: string[] = [];
  cleared = 0;
  load(address: string): void {
    this.loaded.push(address);
  }
  clear(): void {
    this.cleared += 1;
  }
}

const ADDRESS = 'https://feedback.example/survey.js';

function survey(scriptAddress: string | null = ADDRESS) {
  const loader = new RecordingSurveyLoader();
  return { loader, use: new LoadSurvey(loader, { scriptAddress }) };
}

const signedInPages = (ROUTE_IDS as RouteId[]).filter(
  (id) => ROUTES[id].access.kind !== 'public' && ROUTES[id].access.kind !== 'open',
);

/** Addresses that are not https: other schemes, relative paths, script URLs, typos. */
const notHttps = fc.oneof(
  fc.constantFrom(
    'http://feedback.example/survey.js',
    '//feedback.example/survey.js',
    '/survey.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'ftp://feedback.example/survey.js',
    'https//feedback.example/survey.js',
    'https://user:secret@feedback.example/survey.js',
  ),
  fc.webUrl({ validSchemes: ['http', 'ftp', 'ws'] }),
  fc.string(),
);

describe('starting the satisfaction survey', () => {
  it('loads the configured script once, on the first signed-in page without medical content', () => {
    const { loader, use } = survey();
    expect(use.execute({ routeId: 'login', signedIn: false })).toBe(false);
    expect(use.execute({ routeId: 'dossier', signedIn: true })).toBe(false);
    expect(use.execute({ routeId: 'dashboard', signedIn: true })).toBe(true);
    expect(use.execute({ routeId: 'tasks', signedIn: true })).toBe(false);
    expect(loader.loaded).toEqual([ADDRESS]);
  });

  it('loads nothing when no address is configured', () => {
    const { loader, use } = survey(null);
    expect(use.execute({ routeId: 'dashboard', signedIn: true })).toBe(false);
    expect(survey('  ').use.execute({ routeId: 'dashboard', signedIn: true })).toBe(false);
    expect(loader.loaded).toEqual([]);
  });

  it('keeps the survey off the dossier, wizard-run and employee pages', () => {
    expect([...MEDICAL_ROUTE_IDS].sort()).toEqual(['dossier', 'employee', 'wizardRun']);
    expect(MEDICAL_ROUTE_IDS.has('dossier') && ROUTES.dossier.path).toBe('/dossiers/:dossierId');
  });

  it('never loads on a medical route, never before sign-in, never from a non-https address', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ routeId: fc.constantFrom(...(ROUTE_IDS as RouteId[])), signedIn: fc.boolean() }),
          { maxLength: 20 },
        ),
        fc.option(notHttps, { nil: null }),
        (pages, badAddress) => {
          const { loader, use } = survey(badAddress ?? ADDRESS);
          const started = pages.map((page) => use.execute(page));
          if (badAddress !== null) {
            expect(loader.loaded).toEqual([]);
            return;
          }
          // Every page that started it was a signed-in page without medical content.
          pages.forEach((page, index) => {
            if (!started[index]) return;
            expect(page.signedIn).toBe(true);
            expect(MEDICAL_ROUTE_IDS.has(page.routeId)).toBe(false);
            expect(signedInPages).toContain(page.routeId);
          });
          // Once per page load: a second start only after the page was cleared of the first.
          expect(loader.loaded.length).toBe(started.filter(Boolean).length);
          expect(loader.loaded.length).toBeLessThanOrEqual(loader.cleared + 1);
          expect(new Set(loader.loaded)).toEqual(new Set(loader.loaded.length > 0 ? [ADDRESS] : []));
        },
      ),
    );
  });

  it('takes a running survey out of the page when the user reaches a page with medical content', () => {
    const { loader, use } = survey();
    expect(use.execute({ routeId: 'tasks', signedIn: true })).toBe(true);
    expect(use.execute({ routeId: 'dossier', signedIn: true })).toBe(false);
    expect(loader.cleared).toBe(1);
    expect(use.execute({ routeId: 'tasks', signedIn: true })).toBe(true);
    expect(loader.loaded).toEqual([ADDRESS, ADDRESS]);
  });

  it('never clears a page the survey never ran in', () => {
    const { loader, use } = survey();
    use.execute({ routeId: 'dossier', signedIn: true });
    use.execute({ routeId: 'login', signedIn: false });
    expect(loader.cleared).toBe(0);
  });
});
