import type { RouteId } from './route-catalogue';
import { ROUTE_IDS, ROUTES } from './route-catalogue';

export interface RouteMatch {
  readonly id: RouteId;
  readonly params: Readonly<Record<string, string>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[\w-]{1,64}$/;

/** Route validation (spec section 6, first step): a parameter must look like what it names. */
export function validParam(name: string, value: string): boolean {
  if (name.endsWith('Uuid')) return UUID.test(value);
  if (name === 'token') return value.length > 0 && value.length <= 2048 && !value.includes('..');
  return SLUG.test(value);
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (part.startsWith('*')) {
      const rest = segments.slice(i);
      if (rest.length === 0) return null;
      params[part.slice(1)] = rest.join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** Static segments beat parameters (`/admin/locations/create` is not a location called "create"). */
function specificity(pattern: string): number {
  return segmentsOf(pattern).reduce(
    (score, part) => score * 3 + (part.startsWith('*') ? 0 : part.startsWith(':') ? 1 : 2),
    1,
  );
}

let sorted: { readonly of: string; readonly ids: readonly RouteId[] } | null = null;

/** The routes, most specific first; sorted again when the areas hand over other routes. */
function bySpecificity(): readonly RouteId[] {
  const of = ROUTE_IDS.join();
  if (sorted?.of !== of) {
    const ids = [...ROUTE_IDS].sort((a, b) => {
      const lengthOrder = segmentsOf(ROUTES[b].path).length - segmentsOf(ROUTES[a].path).length;
      return lengthOrder !== 0 ? lengthOrder : specificity(ROUTES[b].path) - specificity(ROUTES[a].path);
    });
    sorted = { of, ids };
  }
  return sorted.ids;
}

/** Finds the route of a path; null for an unknown path or a parameter that fails validation. */
export function matchRoute(pathname: string): RouteMatch | null {
  let segments: string[];
  try {
    segments = segmentsOf(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  for (const id of bySpecificity()) {
    const params = matchPattern(ROUTES[id].path, segments);
    if (params && Object.entries(params).every(([name, value]) => validParam(name, value)))
      return { id, params };
  }
  return null;
}

/** Fills a route's pattern with parameters. */
/**
 * The path of another area's route that this one may link to without naming that area (the
 * employee's page offers planning): null when the list of areas holds no such route, so the link goes
 * with the area.
 */
export function pathIfRouted(id: string, params: Readonly<Record<string, string>> = {}): string | null {
  return ROUTE_IDS.includes(id as RouteId) ? pathOf(id as RouteId, params) : null;
}

export function pathOf(id: RouteId, params: Readonly<Record<string, string>> = {}): string {
  const filled = segmentsOf(ROUTES[id].path).map((part) => {
    if (part.startsWith(':') || part.startsWith('*')) {
      const value = params[part.slice(1)] ?? '';
      return part.startsWith('*')
        ? value.split('/').map(encodeURIComponent).join('/')
        : encodeURIComponent(value);
    }
    return part;
  });
  return `/${filled.join('/')}`;
}
