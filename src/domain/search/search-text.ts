/**
 * How typed words match a name: without regard to case or accents ("eren" finds "Ëren"), every word
 * typed somewhere in the name. The better the match, the lower its rank: the name starts with what is
 * typed (0), every word typed starts a word of the name (1), or the words only occur inside it (2).
 */

/** Fewer characters than this search nothing: one letter would find half of everything. */
export const SEARCH_MIN_LENGTH = 2;
/** Longer text than this is cut: no name is longer, and the back office refuses more. */
export const SEARCH_MAX_LENGTH = 100;

/** Lower case, without accents, single spaces. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The typed text as the search sends it: trimmed, at most SEARCH_MAX_LENGTH characters. */
export const searchQueryOf = (typed: string): string =>
  typed.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);

/** Whether the typed text is long enough to search. */
export const searchable = (typed: string): boolean => searchQueryOf(typed).length >= SEARCH_MIN_LENGTH;

/** How well the name matches the typed text (0 best), or null when some typed word is not in it. */
export function matchRank(name: string, typed: string): number | null {
  const text = normalizeSearchText(name);
  const query = normalizeSearchText(typed);
  if (query === '') return null;
  const words = query.split(' ');
  if (!words.every((word) => text.includes(word))) return null;
  if (text.startsWith(query)) return 0;
  const starts = text.split(/[^\p{L}\p{N}]+/u);
  return words.every((word) => starts.some((start) => start.startsWith(word))) ? 1 : 2;
}
