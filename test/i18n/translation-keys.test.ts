import { dossierTypeNl } from '../../src/i18n/dossier-types';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTALS } from '../../src/domain/access/portal';
import { LOCALES } from '../../src/domain/locale/locale';
import { accessEn } from '../../src/i18n/access/en';
import { accessNl } from '../../src/i18n/access/nl';
const access = { nl: accessNl, en: accessEn };
import { addAreaTranslations, withField } from '../../src/i18n/create-i18n';
import { CORE_RESOURCES, createTestI18n } from '../support/i18n';
import { tasksEn } from '../../src/i18n/tasks/en';
import { tasksNl } from '../../src/i18n/tasks/nl';
const tasks = { nl: tasksNl, en: tasksEn };
import type { AreaTranslations } from '../../src/i18n/translation-key';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every bundle of texts: the core, and each area's folder in src/i18n (they load with their screens). */
const areaOf = (path: string) => path.split('/').at(-2) ?? path;
/** Each area folder's one export per language (`agendaNl`, `agendaEn`). */
const treesOf = (modules: Record<string, Record<string, object>>) =>
  new Map(Object.entries(modules).map(([path, module]) => [areaOf(path), Object.values(module)[0] ?? {}]));
const NL_TREES = treesOf(import.meta.glob('../../src/i18n/*/nl.ts', { eager: true }));
const EN_TREES = treesOf(import.meta.glob('../../src/i18n/*/en.ts', { eager: true }));
const AREA_BUNDLES: Record<string, AreaTranslations> = Object.fromEntries(
  [...NL_TREES]
    .filter(([area]) => area !== 'core')
    .map(([area, nl]) => [area, { nl, en: EN_TREES.get(area) ?? {} }] as const),
) as Record<string, AreaTranslations>;
const BUNDLES: Record<string, AreaTranslations> = { core: CORE_RESOURCES, ...AREA_BUNDLES };
/** The keys one can ask for: each key, and a plural form's (`count_one`) base too, as i18next reads it. */
const usable = (keys: readonly string[]) =>
  new Set(keys.flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]));
const nlKeys = usable(Object.values(BUNDLES).flatMap((bundle) => keysOf(bundle.nl)));
const enKeys = usable(Object.values(BUNDLES).flatMap((bundle) => keysOf(bundle.en)));
const src = resolve(import.meta.dirname, '../../src');
const code = sourceFiles(src)
  .filter((file) => !file.includes('/i18n/') && !file.includes('/demo-backend/'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('translations', () => {
  it('are found for every area folder', () => {
    expect(Object.keys(AREA_BUNDLES)).toEqual(expect.arrayContaining(['access', 'tasks', 'admin']));
  });

  it.each(Object.entries(BUNDLES))(
    'of %s count with plural forms, never with "(en)" or "(s)"',
    (_name, bundle) => {
      const texts = (tree: object): string[] =>
        Object.values(tree).flatMap((value) =>
          typeof value === 'string' ? [value] : texts(value as object),
        );
      const hacks = [...texts(bundle.nl), ...texts(bundle.en)].filter((text) => /\w\((en|s|e)\)/.test(text));
      expect(hacks).toEqual([]);
    },
  );

  it.each(Object.entries(BUNDLES))('of %s have the same keys in Dutch and English', (_name, bundle) => {
    const dutch = new Set(keysOf(bundle.nl));
    const english = new Set(keysOf(bundle.en));
    expect([...dutch].filter((key) => !english.has(key))).toEqual([]);
    expect([...english].filter((key) => !dutch.has(key))).toEqual([]);
  });

  it('of different areas never define the same key twice, but for the shared names of the dossier types', () => {
    const shared = new Set(keysOf({ dossierType: dossierTypeNl }));
    const all = Object.values(BUNDLES)
      .flatMap((bundle) => keysOf(bundle.nl))
      .filter((key) => !shared.has(key));
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
  });

  it('of an area are found under their usual keys once the area is loaded', () => {
    const i18n = createTestI18n('en');
    expect(i18n.t('tasks.intro')).toBe('tasks.intro');
    addAreaTranslations(i18n, tasks);
    expect(i18n.t('tasks.intro')).toBe(tasks.en.tasks.intro);
    expect(i18n.t('dossierType.illness')).toBe(tasks.en.dossierType.illness);
    addAreaTranslations(i18n, access);
    expect(i18n.t('page.login.title')).toBe(access.en.page.login.title);
    expect(i18n.t('page.notFound.title')).toBe(CORE_RESOURCES.en.page.notFound.title);
    expect(i18n.t('tasks.intro', { lng: 'nl' })).toBe(tasks.nl.tasks.intro);
  });

  it('have no empty text', () => {
    const texts = (tree: object): string[] =>
      Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value as object)));
    for (const bundle of Object.values(BUNDLES)) {
      for (const text of [...texts(bundle.nl), ...texts(bundle.en)]) expect(text.trim()).not.toBe('');
    }
  });

  it('cover every literal key the code uses', () => {
    const used = new Set<string>();
    for (const match of code.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
    for (const match of code.matchAll(/title:\s*'([a-z]\w*\.[\w.-]+)'/g)) used.add(match[1] ?? '');
    for (const match of code.matchAll(/usePageTitle\(\s*'\w+',\s*'([\w.-]+)'/g)) used.add(match[1] ?? '');
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((key) => !nlKeys.has(key) || !enKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('cover every key the code builds from a prefix', () => {
    const dynamic = [
      ...[...code.matchAll(/`(login\.errors)\.\$\{/g)].map(() =>
        ['invalid-credentials', 'locked', 'unavailable', 'no-user', 'invalid-code'].map(
          (k) => `login.errors.${k}`,
        ),
      ),
      LOCALES.map((locale) => `language.${locale}`),
      PORTALS.map((portal) => `portal.${portal}`),
      ['default', 'empty'].flatMap((layout) => [`layout.${layout}.title`, `layout.${layout}.description`]),
    ].flat();
    expect(dynamic.filter((key) => !nlKeys.has(key) || !enKeys.has(key))).toEqual([]);
  });

  it('fall back to Dutch and fill the :field placeholder of the validation messages', () => {
    const i18n = createTestI18n('en');
    expect(withField(i18n.t('validation.required'), 'Username')).toBe('Username is required.');
    expect(withField(createTestI18n('nl').t('validation.email'), 'E-mail')).toBe(
      'E-mail moet een geldig e-mailadres zijn.',
    );
    expect(i18n.t('dataTable.entries')).toBe('Entries:');
    expect(createTestI18n('nl').t('dataTable.entries')).toBe('Resultaten weergeven:');
  });

  it('carry all eleven validation templates of spec section 5 with the :field placeholder where a field is named', () => {
    for (const key of [
      'required',
      'string',
      'numeric',
      'integer',
      'alpha',
      'email',
      'mobile',
      'phone',
      'password',
      'invalid',
    ]) {
      const name = key as keyof typeof CORE_RESOURCES.nl.validation;
      expect(CORE_RESOURCES.nl.validation[name]).toContain(':field');
      expect(CORE_RESOURCES.en.validation[name]).toContain(':field');
    }
    expect(CORE_RESOURCES.en.validation.confirmed).toBe('The passwords do not match.');
  });
});
