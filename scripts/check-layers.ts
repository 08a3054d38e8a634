/**
 * The layering rule of ARCHITECTURE.md, checked on every import of src/ (run by `npm run lint`):
 *   domain          imports only domain (and temporal-polyfill, for date values)
 *   application     imports only domain and application
 *   i18n            imports only domain, i18n and i18next
 *   infrastructure  implements ports; it never reaches into the UI, except the composition root,
 *                   which binds view-models
 *   areas           the portal's list of areas and their manifests: above every layer, it may import
 *                   each; the demo backend only lazily or for its types (the build swaps those imports
 *                   for an empty module). Only the composition root and the demo backend import it
 *   ui              never imports an adapter; only src/ui/main.tsx may import the composition root; a
 *                   view-model takes only types from a port's file (it calls use cases, never a gateway)
 *   demo-backend    is imported by nothing in src/ outside itself, so it cannot reach the bundle
 *   ui/screens/A    a screen folder imports only its own area (its screens, domain, use cases and
 *                   translations), the shared parts (components, list, routes, shell, platform ports,
 *                   the session, the shared domain) and nothing of another area
 *   area A          a file in one of area A's folders (any layer, its demo backend part, its container
 *                   modules) imports another area's folders only when A's manifest names that area
 *                   (its code units' needs or uses, or its buildsOn); the access area, the frame every
 *                   area runs in, is open to all
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');

type Layer = 'domain' | 'application' | 'infrastructure' | 'ui' | 'i18n' | 'areas';

const PACKAGES_ALLOWED: Record<Layer, ReadonlySet<string> | 'any'> = {
  domain: new Set(['temporal-polyfill']),
  application: new Set(['temporal-polyfill']),
  i18n: new Set(['i18next']),
  infrastructure: 'any',
  ui: 'any',
  areas: new Set(),
};

const LAYERS_ALLOWED: Record<Layer, ReadonlySet<Layer>> = {
  domain: new Set(['domain']),
  application: new Set(['domain', 'application']),
  i18n: new Set(['domain', 'i18n']),
  infrastructure: new Set(['domain', 'application', 'infrastructure', 'i18n']),
  ui: new Set(['domain', 'application', 'ui', 'i18n']),
  areas: new Set(['domain', 'application', 'infrastructure', 'ui', 'i18n', 'areas']),
};

/** The two that build on the list of areas: what the portal loads, and the demo backend's calls. */
const READS_AREAS = [
  'infrastructure/container/composition-root.ts',
  'infrastructure/demo-backend/demo-backend.ts',
];

const COMPOSITION_ROOT = 'infrastructure/container/';
const SCREENS = 'ui/screens/';

/**
 * An area has the same name in every layer: the screen folder `ui/screens/A` owns `domain/A`,
 * `application/A` and `i18n/A`. A few areas show another's parts on their screens; they name it here.
 */
const CORE_LAYERS = ['domain', 'application', 'i18n'] as const;
const SHOWS: Readonly<Record<string, readonly string[]>> = {
  // Signing in and one's own account (two-factor, password) share the sign-in screens.
  access: ['account'],
  // The task list opens the dossiers; the dashboard lists the cases.
  tasks: ['dossiers'],
  admin: ['templates', 'theme'],
  // Employees and wizards choose a dossier type by its (translated) name.
  people: ['i18n/dossier-types', 'domain/dossiers/dossier-type'],
  wizards: ['i18n/dossier-types', 'domain/dossiers/dossier-type'],
  // A dossier's place for its case shows only for a dossier type of the absence group.
  'legal-clock': ['domain/dossiers/dossier-type'],
};

/** The folders of the core and of i18n that belong to a screen folder's area. */
function areaFolders(area: string): readonly string[] {
  const names = [area, ...(SHOWS[area] ?? [])];
  return names.flatMap((name) =>
    name.includes('/') ? [name] : CORE_LAYERS.map((layer) => `${layer}/${name}`),
  );
}

/** What every screen may use besides its own area. */
const SHARED_FOLDERS = [
  'ui/components',
  'ui/list',
  'ui/routes',
  'ui/shell',
  'ui/platform',
  'domain/access',
  'domain/shared',
  'domain/locale',
  'application/platform',
  'application/session',
  'i18n/translation-key',
  'i18n/create-i18n',
];

/** The screen-folder rule: null when the import is fine. */
function screenFolderProblem(fromPath: string, target: string): string | null {
  if (!fromPath.startsWith(SCREENS)) return null;
  const area = fromPath.slice(SCREENS.length).split('/')[0] ?? '';
  const own = areaFolders(area);
  const inside = (folder: string) =>
    target === folder || target.startsWith(`${folder}/`) || target.startsWith(`${folder}.`);
  if (inside(`${SCREENS}${area}`) || own.some(inside) || SHARED_FOLDERS.some(inside)) return null;
  if (!target.startsWith('ui/') || target.startsWith(SCREENS)) {
    return `${fromPath}: a screen of '${area}' may import only its own area and the shared parts ('${target}')`;
  }
  return null;
}
const DEMO_BACKEND = 'infrastructure/demo-backend/';

/** Folders an area owns under another name than its own or its code units'. */
const OWNS: Readonly<Record<string, readonly string[]>> = {
  access: ['theme'],
  tasks: ['dossiers'],
  admin: ['templates'],
};
/** The frame every area runs in: its folders are open to all. */
const OPEN_AREA = 'access';

interface Manifest {
  readonly name: string;
  /** Its code units: their folders, container modules and names are the area's. */
  readonly units: readonly string[];
  /** The code units it names: its units' needs and uses, and its buildsOn. */
  readonly names: readonly string[];
}

/**
 * The areas as their manifests (src/areas/*.ts) declare them, read as text, since this check runs
 * on the sources as they are: the name, the code units (the keys under `code` that hold `ports`),
 * and every unit named in `needs: [...]`, `uses: [...]` and `buildsOn: [...]`.
 */
export function manifestOf(text: string): Manifest | null {
  const name = /\bname: '([^']+)'/.exec(text)?.[1];
  if (!name) return null;
  const units = [...text.matchAll(/^\s+'?([\w-]+)'?: \{\s*\n\s+ports:/gm)].map((match) => match[1] ?? '');
  const names = [...text.matchAll(/\b(?:needs|uses|buildsOn): \[([^\]]*)\]/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/'([\w-]+)'/g)].map((unit) => unit[1] ?? ''),
  );
  return { name, units, names };
}

let areaIndex: {
  readonly ownerOf: ReadonlyMap<string, string>;
  readonly names: ReadonlyMap<string, ReadonlySet<string>>;
} | null = null;

/** Which area owns each folder name, and which areas each area names. */
function areas() {
  if (areaIndex) return areaIndex;
  const folder = join(src, 'areas');
  const manifests = readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const manifest = manifestOf(readFileSync(join(folder, file), 'utf8'));
      return manifest ? [manifest] : [];
    });
  const ownerOf = new Map<string, string>();
  for (const { name, units } of manifests)
    for (const owned of [name, ...units, ...(OWNS[name] ?? [])]) ownerOf.set(owned, name);
  const names = new Map(
    manifests.map(({ name, names: named }) => [
      name,
      new Set(named.flatMap((unit) => (ownerOf.has(unit) ? [ownerOf.get(unit) ?? ''] : []))),
    ]),
  );
  areaIndex = { ownerOf, names };
  return areaIndex;
}

/** The area a path of src/ belongs to, or null for the shared parts. */
function areaOfPath(path: string): string | null {
  const [layer, second = '', third = ''] = path.split('/');
  const { ownerOf } = areas();
  const owner = (folder: string) => ownerOf.get(folder.replace(/\.(tsx?|css)$/, '')) ?? null;
  if (layer === 'ui') return second === 'screens' ? owner(third) : null;
  if (layer === 'infrastructure' && second === 'demo-backend') return owner(third);
  if (layer === 'infrastructure' && second === 'container')
    return owner(/^(.+?)(?:-ports)?-module\.ts$/.exec(third)?.[1] ?? '');
  if (layer === 'domain' || layer === 'application' || layer === 'infrastructure' || layer === 'i18n')
    return owner(second);
  return null;
}

/** The area rule: null when the import is fine. */
function areaProblem(fromPath: string, target: string): string | null {
  const from = areaOfPath(fromPath);
  const to = areaOfPath(target);
  if (!from || !to || from === to || to === OPEN_AREA) return null;
  if (areas().names.get(from)?.has(to)) return null;
  return `${fromPath}: the '${from}' area imports the '${to}' area ('${target}'), which its manifest does not name (needs, uses or buildsOn)`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** Timers and the system clock: only adapters call them; the rest goes through Scheduler and Clock. */
const TIME_CALLS = /\b(setTimeout|setInterval|Date\.now)\s*\(/g;

export function violationsOf(file: string, text: string): string[] {
  const fromPath = relative(src, file).split('\\').join('/');
  const layer = fromPath.split('/')[0] as Layer;
  if (!(layer in LAYERS_ALLOWED)) return [];
  const problems: string[] = [];
  if (layer !== 'infrastructure') {
    for (const match of text.matchAll(TIME_CALLS)) {
      problems.push(`${fromPath}: '${match[1]}' outside the adapters: use the Scheduler or Clock port`);
    }
  }
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
    const lazyOrTypeOnly = match[2] !== undefined || /^(import|export)\s+type\s/.test(match[0]);
    const manifestNamesDemo = layer === 'areas' && lazyOrTypeOnly;
    if (target.startsWith(DEMO_BACKEND) && !fromPath.startsWith(DEMO_BACKEND) && !manifestNamesDemo) {
      problems.push(`${fromPath}: only the Vite servers may load the demo backend ('${specifier}')`);
    }
    const rootBindsViewModels = fromPath.startsWith(COMPOSITION_ROOT) && targetLayer === 'ui';
    const buildsOnAreas = targetLayer === 'areas' && READS_AREAS.includes(fromPath);
    const entryLoadsRoot = fromPath === 'ui/main.tsx' && target.startsWith(COMPOSITION_ROOT);
    // A view-model reaches the back office through use cases only: from a port's file it takes types.
    if (/view-models?\.tsx?$/.test(fromPath) && /^application\/.*-gateway$/.test(target) && !lazyOrTypeOnly) {
      problems.push(`${fromPath}: a view-model never holds a gateway; call a use case ('${specifier}')`);
    }
    const screenProblem = screenFolderProblem(fromPath, target);
    if (screenProblem) problems.push(screenProblem);
    const crossing = areaProblem(fromPath, target);
    if (crossing) problems.push(crossing);
    if (
      !LAYERS_ALLOWED[layer].has(targetLayer) &&
      !rootBindsViewModels &&
      !entryLoadsRoot &&
      !buildsOnAreas
    ) {
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
