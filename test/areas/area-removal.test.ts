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
import { reports } from '../../src/areas/reports';
import { StateStore } from '../../src/infrastructure/demo-backend/platform/state-store';
import type { DemoState } from '../../src/infrastructure/demo-backend/demo-backend';
import {
  createDemoBackend,
  demoAreasOf,
  reviveState,
  seedState,
} from '../../src/infrastructure/demo-backend/demo-backend';

const root = resolve(import.meta.dirname, '../..');
const withoutReports = AREAS.filter((area) => area.name !== 'reports');

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

/** The paths the demo backend answers, for the areas given. */
async function demoPaths(areas: Parameters<typeof demoAreasOf>[0]): Promise<Set<string>> {
  const store = new StateStore<DemoState>(null, Date.now, { seed: seedState, revive: reviveState });
  const app = createDemoBackend({ store, areas: await demoAreasOf(areas) });
  return new Set(app.routes.map((route) => route.path));
}

describe('the list of areas', () => {
  it("without an area's line holds none of its routes, screens, translations, code or demo calls", async () => {
    const reportRoutes = Object.keys(reports.routes);
    expect(reportRoutes).toEqual(['reportRecovery', 'reportWga']);

    expect(Object.keys(routesOf(AREAS))).toEqual(expect.arrayContaining(reportRoutes));
    expect(Object.keys(routesOf(withoutReports))).not.toEqual(expect.arrayContaining([reportRoutes[0]]));

    const screens = screensOf(withoutReports);
    for (const id of reportRoutes) expect(screens[id]).toBeUndefined();
    expect(Object.values(screens).some((screen) => screen.texts === reports.texts)).toBe(false);
    expect(Object.values(screensOf(AREAS)).some((screen) => screen.texts === reports.texts)).toBe(true);

    expect(Object.keys(codeUnitsOf(AREAS))).toContain('reports');
    expect(Object.keys(codeUnitsOf(withoutReports))).not.toContain('reports');

    const recovery = '/api/external/v2/reports/recovery';
    expect(await demoPaths(AREAS)).toContain(recovery);
    const without = await demoPaths(withoutReports);
    expect(without).not.toContain(recovery);
    // The rest stays: the agenda's calls are still answered.
    expect([...without].some((path) => path.includes('/appointments'))).toBe(true);
  });

  it("typechecks and builds without an area's line, and the build then has none of its screens", () => {
    const copy = mkdtempSync(join(tmpdir(), 'portal-without-reports-'));
    try {
      copyPortal(copy);

      // Take the line (and its import) out, as someone removing the area would.
      const list = join(copy, 'src/areas/areas.ts');
      const before = readFileSync(list, 'utf8');
      const after = before.replace("import { reports } from './reports';\n", '').replace('  reports,\n', '');
      expect(after).not.toContain('reports');
      writeFileSync(list, after);

      typecheckAndBuild(copy);

      const built = readdirSync(join(copy, 'dist', 'assets'));
      expect(built.some((name) => name.startsWith('agenda-screen'))).toBe(true);
      expect(built.some((name) => /^report-(recovery|wga)-screen/.test(name))).toBe(false);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 240_000);

  it("without the legal clock's line and its folders, the rest typechecks and builds, with none of its texts or calls", () => {
    const copy = mkdtempSync(join(tmpdir(), 'portal-without-legal-clock-'));
    try {
      copyPortal(copy);

      // The area's folders in every layer, its manifest and its container modules go; then its line.
      for (const folder of [
        'src/domain/legal-clock',
        'src/application/legal-clock',
        'src/infrastructure/legal-clock',
        'src/infrastructure/demo-backend/legal-clock',
        'src/ui/screens/legal-clock',
        'src/i18n/legal-clock',
        'src/areas/legal-clock.ts',
        'src/infrastructure/container/legal-clock-module.ts',
        'src/infrastructure/container/legal-clock-ports-module.ts',
      ])
        rmSync(join(copy, folder), { recursive: true });
      const list = join(copy, 'src/areas/areas.ts');
      const after = readFileSync(list, 'utf8')
        .replace("import { legalClock } from './legal-clock';\n", '')
        .replace('  legalClock,\n', '');
      expect(after).not.toContain('legalClock');
      writeFileSync(list, after);
      // Its page title, which the sidebar shows before the area's texts load, stays with the core texts.
      for (const language of ['nl', 'en']) {
        const core = join(copy, `src/i18n/core/${language}.ts`);
        writeFileSync(core, readFileSync(core, 'utf8').replace(/^ {4}absenceReport: .*\n/m, ''));
      }

      typecheckAndBuild(copy);

      const assets = join(copy, 'dist', 'assets');
      const built = readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(assets, name), 'utf8'))
        .join('\n');
      expect(built).toContain('/agenda/appointments');
      for (const trace of ['/sick-reports', '/recoveries', 'Vraag en noteer nooit', 'absence-reports'])
        expect(built).not.toContain(trace);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 240_000);
});
