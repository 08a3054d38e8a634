import type { SearchHit } from './search-hit';
import { sameHit } from './search-hit';

/** How many recent choices the empty search offers. */
export const RECENT_CHOICES = 5;

/** The choices with this one first, each thing once, the oldest dropped beyond the limit. */
export const withChoice = (recent: readonly SearchHit[], chosen: SearchHit): SearchHit[] =>
  [chosen, ...recent.filter((hit) => !sameHit(hit, chosen))].slice(0, RECENT_CHOICES);
