import type { Plugin } from 'vite';

/** The module of @internationalized/date that makes a calendar system from its name. */
const CREATE_CALENDAR = /[/\\]@internationalized[/\\]date[/\\]dist[/\\]private[/\\]createCalendar\.mjs$/;

/** What the build uses instead: every calendar the portal makes is the Gregorian one. */
export const GREGORIAN_ONLY = [
  "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';",
  'export function createCalendar() {',
  '  return new GregorianCalendar();',
  '}',
].join('\n');

/**
 * The portal's date fields speak Dutch (nl-NL) and English (en-GB), both of which count in the
 * Gregorian calendar, and no locale with another calendar (`-u-ca-…`) ever reaches them. React Aria's
 * fields still ask @internationalized/date for "the locale's calendar", which draws in eleven other
 * systems with their tables; the build answers that question with the Gregorian calendar alone.
 */
export function gregorianCalendarOnly(): Plugin {
  return {
    name: 'portal-gregorian-calendar-only',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return CREATE_CALENDAR.test(id.split('?')[0] ?? '') ? GREGORIAN_ONLY : null;
    },
  };
}
