import { fold } from '../platform/list-kit';

/**
 * The typed text as the search reads it: its words, folded (no case, no accents), and a date among
 * them (27-11-2026, 27-11, 2026-11-27) apart, so "de vries 27-11" finds De Vries's appointments of
 * that day.
 */
export interface SearchQuery {
  readonly words: readonly string[];
  readonly date: string | null;
}

const pad = (value: string) => value.padStart(2, '0');

function dateOf(word: string, thisYear: string): string | null {
  const dutch = /^(\d{1,2})[-/.](\d{1,2})(?:[-/.](\d{4}))?$/.exec(word);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(word);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dutch
      ? [dutch[3] ?? thisYear, dutch[2], dutch[1]]
      : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

export function readSearchQuery(text: string, today: string): SearchQuery {
  const words: string[] = [];
  let date: string | null = null;
  for (const word of fold(text).trim().split(/\s+/)) {
    const asDate: string | null = date === null ? dateOf(word, today.slice(0, 4)) : null;
    if (asDate) date = asDate;
    else if (word !== '') words.push(word);
  }
  return { words, date };
}

/** Whether every word occurs in one of the texts (folded). */
export const matchesAll = (words: readonly string[], texts: readonly string[]): boolean => {
  const haystack = fold(texts.join(' '));
  return words.every((word) => haystack.includes(word));
};

/** 0 when the first text starts with the words as typed, 1 otherwise: the better match first. */
export const startRank = (words: readonly string[], first: string): number =>
  fold(first).startsWith(words.join(' ')) ? 0 : 1;
