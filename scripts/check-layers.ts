/**
 * The layering rule of ARCHITECTURE.md, checked on every import of src/ (run by `npm run lint`):
 *   domain          imports only domain (and temporal-polyfill, for date values)
 *   application     imports only domain and application
 *   i18n            imports only domain, i18n and i18next
 *   infrastructure  implements ports; it never reaches into the UI, except the composition root,
 *                   which binds view-models
 *   ui              never imports an adapter; only src/ui/main.tsx may import the composition root
 *   demo-backend    is imported by nothing in src/ outside itself, so it cannot reach the bundle
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');

type Layer = 'domain' | 'application' | 'infrastructure' | 'ui' | 'i18n';

const PACKAGES_ALLOWED: Record<Layer, ReadonlySet<string> | 'any'> = {
  domain: new Set(['temporal-polyfill']),
  application: new Set(['temporal-polyfill']),
  i18n: new Set(['i18next']),
  infrastructure: 'any',
  ui: 'any',
};

const LAYERS_ALLOWED: Record<Layer, ReadonlySet<Layer>> = {
  domain: new Set(['domain']),
  application: new Set(['domain', 'application']),
  i18n: new Set(['domain', 'i18n']),
  infrastructure: new Set(['domain', 'application', 'infrastructure', 'i18n']),
  ui: new Set(['domain', 'application', 'ui', 'i18n']),
};

const COMPOSITION_ROOT = 'infrastructure/container/';
const DEMO_BACKEND = 'infrastructure/demo-backend/';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

export function violationsOf(file: string, text: string): string[] {
  const fromPath = relative(src, file).split('\\').join('/');
  const layer = fromPath.split('/')[0] as Layer;
  if (!(layer in LAYERS_ALLOWED)) return [];
  const problems: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (!specifier.startsWith('.')) {
      const allowed = PACKAGES_ALLOWED[layer];
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0];
      if (specifier.startsWith('node:') && !fromPath.startsWith(DEMO_BACKEND)) {
        problems.push(`${fromPath}: Node built-in '${specifier}' outside the demo backend`);
      } else if (allowed !== 'any' && !allowed.has(name ?? '')) {
        problems.push(`${fromPath}: the ${layer} layer may not import the package '${specifier}'`);
      }
      continue;
    }
    const target = relative(src, resolve(dirname(file), specifier))
      .split('\\')
      .join('/');
    if (target.startsWith('..')) {
      problems.push(`${fromPath}: imports '${specifier}' from outside src/`);
      continue;
    }
    const targetLayer = target.split('/')[0] as Layer;
    if (target.startsWith(DEMO_BACKEND) && !fromPath.startsWith(DEMO_BACKEND)) {
      problems.push(`${fromPath}: only the Vite servers may load the demo backend ('${specifier}')`);
    }
    const rootBindsViewModels = fromPath.startsWith(COMPOSITION_ROOT) && targetLayer === 'ui';
    const entryLoadsRoot = fromPath === 'ui/main.tsx' && target.startsWith(COMPOSITION_ROOT);
    if (!LAYERS_ALLOWED[layer].has(targetLayer) && !rootBindsViewModels && !entryLoadsRoot) {
      problems.push(`${fromPath}: the ${layer} layer may not import ${targetLayer} ('${specifier}')`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = filesUnder(src).flatMap((file) => violationsOf(file, readFileSync(file, 'utf8')));
  if (problems.length > 0) {
    console.error(`Layering check failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Layering check passed (${filesUnder(src).length} files).`);
}
