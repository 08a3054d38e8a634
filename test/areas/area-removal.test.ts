import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, codeUnitsOf, routesOf, screensOf } from '../../src/areas/areas';
import type { AnyArea, AreaCode } from '../../src/areas/portal-area';
import { StateStore } from '../../src/infrastructure/demo-backend/platform/state-store';
import type { DemoState } from '../../src/infrastructure/demo-backend/demo-backend';
import {
  createDemoBackend,
  demoAreasOf,
  reviveState,
  seedState,
} from '../../src/infrastructure/demo-backend/demo-backend';

const root = resolve(import.meta.dirname, '../..');

/** A copy of the portal's sources to take an area out of, its packages linked, not copied. */
function copyPortal(copy: string): void {
  for (const part of ['src', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'])
    cpSync(join(root, part), join(copy, part), { recursive: true });
  if (existsSync(join(root, 'public')))
    cpSync(join(root, 'public'), join(copy, 'public'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
}

/** Typechecks what the portal and the demo backend are built from, then builds the portal, in the copy. */
function typecheckAndBuild(copy: string): void {
  writeFileSync(
    join(copy, 'tsconfig.entries.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      include: [],
      files: ['src/globals.d.ts', 'src/ui/main.tsx', 'src/infrastructure/demo-backend/demo-backend.ts'],
    }),
  );
  const run = (script: string, args: readonly string[]) => {
    try {
      execFileSync(process.execPath, [join(root, 'node_modules', script), ...args], {
        cwd: copy,
        stdio: 'pipe',
        env: { ...process.env, NODE_ENV: 'production' },
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`${script} failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`, { cause: error });
    }
  };
  run('typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.entries.json']);
  run('vite/bin/vite.js', ['build', '--configLoader', 'bundle', '--logLevel', 'error']);
}

/** An area's code units and the units it names: its units' needs and uses, and its buildsOn. */
function unitsOf(area: AnyArea): { readonly own: readonly string[]; readonly named: readonly string[] } {
  const code = Object.entries(area.code as Record<string, AreaCode>);
  return {
    own: [area.name, ...code.map(([unit]) => unit)],
    named: [...(area.buildsOn ?? []), ...code.flatMap(([, unit]) => [...unit.needs, ...unit.uses])],
  };
}

/** The frame every area runs in (signing in, the user): named by all of them. */
const FRAME = 'access';

/** The areas no other area names: each can be taken out and the rest goes on. */
const UNNAMED = AREAS.filter((area) => {
  const { own } = unitsOf(area);
  if (area.name === FRAME) return false;
  return AREAS.every((other) => other === area || !unitsOf(other).named.some((unit) => own.includes(unit)));
});

/** Folders an area owns under another name than its own or its units' (scripts/check-layers.ts, OWNS). */
const OWNS: Readonly<Record<string, readonly string[]>> = { tasks: ['dossiers'], admin: ['templates'] };

/** An area's folders in every layer, its demo backend part, its container modules and its manifest. */
function foldersOf(area: AnyArea): string[] {
  const names = [...unitsOf(area).own, ...(OWNS[area.name] ?? [])];
  return [
    ...names.flatMap((name) => [
      `src/domain/${name}`,
      `src/application/${name}`,
      `src/infrastructure/${name}`,
      `src/infrastructure/demo-backend/${name}`,
      `src/ui/screens/${name}`,
      `src/i18n/${name}`,
      `src/infrastructure/container/${name}-module.ts`,
      `src/infrastructure/container/${name}-ports-module.ts`,
    ]),
    `src/areas/${area.name}.ts`,
  ];
}

/** The identifier the list of areas imports an area's manifest under (legal-clock → legalClock). */
const identifierOf = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Every text of a tree, as the fragments between its placeholders that are long enough to be telling. */
function telling(tree: unknown): string[] {
  if (typeof tree === 'string')
    return tree
      .split(/\{\{[^}]*\}\}|\$t\([^)]*\)/)
      .map((fragment) => fragment.trim())
      .filter((fragment) => fragment.length >= 16 && !/['"\\\n`]/.test(fragment));
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(telling);
  return [];
}

/** The calls the demo backend answers for the areas given, by path. */
async function demoPaths(areas: readonly AnyArea[]): Promise<Set<string>> {
  const store = new StateStore<DemoState>(null, Date.now, { seed: seedState, revive: reviveState });
  const app = createDemoBackend({ store, areas: await demoAreasOf(areas) });
  return new Set(app.routes.map((route) => route.path));
}

/** What of a call's path the portal's adapter writes out: the part after its last parameter. */
function tellingPath(path: string): string | null {
  const bare = path.replace(/^\/api(\/external)?/, '');
  const tail = bare.split(/\/:[^/]+/).at(-1) ?? '';
  return tail.length >= 8 ? tail : null;
}

describe('the list of areas', () => {
  it('names the areas no other names, each of which can be taken out', () => {
    // The waitlist builds on the legal clock (a probleemanalyse keeps to the case's deadline).
    expect(UNNAMED.map((area) => area.name)).toEqual([
      'planning',
      'audit',
      'reports',
      'waitlist',
      'consultations',
    ]);
  });

  it.each(UNNAMED.map((area) => [area.name, area] as const))(
    "without the %s area's line holds none of its routes, screens, translations, code or demo calls",
    async (_name, area) => {
      const without = AREAS.filter((candidate) => candidate !== area);
      const routes = Object.keys(area.routes);
      expect(Object.keys(routesOf(AREAS))).toEqual(expect.arrayContaining(routes));
      for (const id of routes) expect(routesOf(without)[id]).toBeUndefined();
      const screens = screensOf(without);
      expect(Object.values(screens).some((screen) => screen.texts === area.texts)).toBe(false);
      for (const unit of unitsOf(area).own.filter((unit) => unit in area.code))
        expect(Object.keys(codeUnitsOf(without))).not.toContain(unit);
      // Its calls go, and only its: whatever the rest no longer answers is its own.
      const own = await demoPaths([area]);
      const frame = await demoPaths([]);
      const rest = await demoPaths(without);
      const gone = [...(await demoPaths(AREAS))].filter((path) => !rest.has(path));
      expect(gone.every((path) => own.has(path))).toBe(true);
      expect([...own].filter((path) => !frame.has(path) && !rest.has(path))).toEqual(gone);
      // The rest stays: the agenda's calls are still answered.
      expect([...rest].some((path) => path.includes('/appointments'))).toBe(true);
    },
  );

  it('typechecks and builds without the areas no other names, their folders taken out, and the build holds none of their texts or calls', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'portal-without-areas-'));
    try {
      copyPortal(copy);
      const rest = AREAS.filter((area) => !UNNAMED.includes(area));
      const calls = new Set<string>();
      const restPaths = await demoPaths(rest);
      for (const path of await demoPaths(UNNAMED)) {
        const telltale = restPaths.has(path) ? null : tellingPath(path);
        if (telltale) calls.add(telltale);
      }
      const texts = new Set<string>();
      for (const area of UNNAMED) {
        for (const language of ['nl', 'en'] as const)
          for (const text of telling(await area.texts[language]())) texts.add(text);
        // Their folders, manifests and container modules go, then their lines in the list.
        for (const folder of foldersOf(area)) rmSync(join(copy, folder), { recursive: true, force: true });
        const list = join(copy, 'src/areas/areas.ts');
        const id = identifierOf(area.name);
        writeFileSync(
          list,
          readFileSync(list, 'utf8')
            .replace(`import { ${id} } from './${area.name}';\n`, '')
            .replace(`  ${id},\n`, ''),
        );
        // Their page titles, which the sidebar shows before an area's texts load, stay with the core texts.
        for (const language of ['nl', 'en']) {
          const core = join(copy, `src/i18n/core/${language}.ts`);
          let text = readFileSync(core, 'utf8');
          for (const route of Object.keys(area.routes))
            text = text.replace(new RegExp(`^ {4}${route}: .*\\n`, 'm'), '');
          writeFileSync(core, text);
        }
      }
      const list = readFileSync(join(copy, 'src/areas/areas.ts'), 'utf8');
      for (const area of UNNAMED) expect(list).not.toContain(identifierOf(area.name));

      typecheckAndBuild(copy);

      const assets = join(copy, 'dist', 'assets');
      const built = readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(assets, name), 'utf8'))
        .join('\n');
      expect(built).toContain('/agenda/appointments');
      // A text or a call the remaining sources also have (a shared word, a call another area makes) tells nothing.
      const sources = sourcesOf(join(copy, 'src'));
      const telltales = [...texts, ...calls].filter((telltale) => !sources.includes(telltale));
      expect(telltales.length).toBeGreaterThan(40);
      expect(telltales.filter((telltale) => built.includes(telltale))).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 300_000);
});

/** Every source file's text under a folder, joined. */
function sourcesOf(folder: string): string {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}
