import type { Locale } from '../../../domain/locale/locale';
import type { Translate } from '../../services-context';

/** Words people type for a floor, in either language, and the number they mean. */
const FLOOR_WORDS: Readonly<Record<string, number>> = {
  'begane grond': 0,
  bg: 0,
  parterre: 0,
  'ground floor': 0,
  ground: 0,
  kelder: -1,
  souterrain: -1,
  basement: -1,
};

// "1", "-1", "1e", "1ste", "2de", "1e verdieping", "1st floor", "2nd", "3rd floor", "11th".
const NUMBERED = /^(-?\d{1,3})\s*(?:e|ste|de|st|nd|rd|th)?\.?\s*(?:verdieping|etage|floor)?$/;

/**
 * The floor a room's free text means, as a number (0 the ground floor, negative below it), or null
 * when the text is a description of its own ("tussenverdieping", "zolder") or empty.
 */
export function floorNumber(text: string | null): number | null {
  const folded = (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!folded) return null;
  if (folded in FLOOR_WORDS) return FLOOR_WORDS[folded] ?? null;
  const match = NUMBERED.exec(folded);
  return match?.[1] === undefined ? null : Number(match[1]) || 0;
}

/**
 * A room's floor the one way the portal writes it in the reader's language: "begane grond" /
 * "ground floor", "1e verdieping" / "1st floor", "kelder" / "basement", "2e kelderverdieping" /
 * "2nd basement level". A description that is not a floor number stays as typed; no floor is null.
 */
export function floorName(text: string | null, t: Translate, language: Locale): string | null {
  const floor = floorNumber(text);
  if (floor === null) return text?.trim() ? text.trim() : null;
  if (floor === 0) return t('locations.floors.ground');
  if (floor === -1) return t('locations.floors.basement');
  const n = Math.abs(floor);
  const form = new Intl.PluralRules(language, { type: 'ordinal' }).select(n);
  const ordinal = form === 'one' || form === 'two' || form === 'few' ? form : 'other';
  return t(`locations.floors.${floor > 0 ? 'above' : 'below'}.${ordinal}`, { n });
}
