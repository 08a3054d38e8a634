import type { Temporal } from 'temporal-polyfill';
import type { DossierType } from '../dossiers/dossier-type';

/** What the back office searches, group by group, in the order the results show them. */
export const FOUND_KINDS = ['employee', 'dossier', 'appointment', 'location', 'room'] as const;
export type FoundKind = (typeof FOUND_KINDS)[number];

/** Every group of the one search: the portal's own pages and actions first, then the back office's. */
export type SearchKind = 'page' | FoundKind;

/**
 * One thing found: what it is, the words that name it and the page of the portal that opens it. The
 * date of an appointment and the type of a dossier come as values, so each reader reads them in their
 * own language and time zone.
 */
export interface SearchHit {
  readonly kind: SearchKind;
  readonly id: string;
  /** The name that is searched and shown: a person's or a place's name, a page's title. */
  readonly label: string;
  /** What tells namesakes apart: personnel number and employer, a dossier's number, a room's location. */
  readonly description: string | null;
  /** The portal's path that opens it; never anything typed. */
  readonly route: string;
  /** When an appointment starts. */
  readonly startsAt: Temporal.Instant | null;
  /** A dossier's type. */
  readonly dossierType: DossierType | null;
}

/** One group of results: the hits shown and how many there are in all. */
export interface SearchGroup {
  readonly kind: SearchKind;
  readonly hits: readonly SearchHit[];
  readonly total: number;
}

/** Whether two hits are the same thing. */
export const sameHit = (a: Pick<SearchHit, 'kind' | 'id'>, b: Pick<SearchHit, 'kind' | 'id'>): boolean =>
  a.kind === b.kind && a.id === b.id;
