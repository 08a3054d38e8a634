import type { Hono } from 'hono';
import type { Env, Kit } from './route-kit';

/**
 * One area of the demo backend (access, tasks, agenda, ...): its calls, its part of the state and
 * how that part is seeded. `demo-backend.ts` lists the areas; the state is the merge of their parts,
 * so a new area is one folder and one line in that list. `Needs` names the parts of other areas its
 * seed builds on.
 */
export interface DemoArea<S extends object, Needs extends object = object> {
  /** The area's calls, behind the session, fault and csrf middleware. */
  readonly routes?: (kit: Kit) => Hono<Env>;
  /**
   * Demo-only calls under /api/__demo, answered before that middleware so tests always reach them;
   * only same-origin calls with the X-Demo-Control header get there (platform/demo-control-guard.ts).
   */
  readonly controls?: (kit: Kit) => Hono<Env>;
  /**
   * The area's part of a fresh state as of `seedTime`. Areas are seeded in the order of the list, and
   * each sees the parts seeded before it (the agenda plans around the tasks' dossiers).
   */
  readonly seed: (seedTime: number, earlier: Readonly<Partial<Needs>>) => S;
  /** The keys of the part: a stored state without one of them is replaced by a fresh seed. */
  readonly stateKeys: readonly (keyof S & string)[];
  /** Brings a stored part up to date, with defaults for fields added later; as stored when absent. */
  readonly revive?: (stored: S) => S;
  /**
   * Brings what the back office derives from the state up to date with it and with the day (a case's
   * tasks from the legal clock's rule): after the seed, after every change and once a new day has
   * come. Idempotent; answers whether it changed anything.
   */
  readonly settle?: (state: S & Needs, now: number) => boolean;
  /** The calls after whose changes it settles (by path); every change when absent. */
  readonly settleAfter?: RegExp;
  /**
   * What the back office does by its clock (the reminders of appointments): run before every call it
   * answers and after every change, so it must be cheap when nothing is due.
   */
  readonly tick?: (kit: Kit) => void;
}

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** The state part an area seeds. */
type PartOf<A> = A extends { readonly seed: (...args: never[]) => infer S } ? S : never;

/** The merge of the state parts of a list of areas. */
export type StateOfAreas<Areas extends readonly unknown[]> = Intersection<PartOf<Areas[number]>>;
