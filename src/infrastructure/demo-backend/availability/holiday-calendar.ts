import { addDays, isoWeekday, dayNumber } from '../platform/amsterdam-time';

/**
 * The Dutch national holidays as the back office computes them, apart from the portal's domain
 * (src/domain/availability/dutch-holidays.ts, which uses the Meeus/Jones/Butcher computus): Easter by
 * Oudin's algorithm, the rest by their distance from it or their fixed date. A test holds the two to
 * the same dates.
 */

export const HOLIDAY_NAMES = {
  'new-year': { nl: 'Nieuwjaarsdag', en: "New Year's Day" },
  'good-friday': { nl: 'Goede Vrijdag', en: 'Good Friday' },
  'easter-sunday': { nl: 'Eerste paasdag', en: 'Easter Sunday' },
  'easter-monday': { nl: 'Tweede paasdag', en: 'Easter Monday' },
  'kings-day': { nl: 'Koningsdag', en: "King's Day" },
  'liberation-day': { nl: 'Bevrijdingsdag', en: 'Liberation Day' },
  'ascension-day': { nl: 'Hemelvaartsdag', en: 'Ascension Day' },
  'whit-sunday': { nl: 'Eerste pinksterdag', en: 'Whit Sunday' },
  'whit-monday': { nl: 'Tweede pinksterdag', en: 'Whit Monday' },
  'christmas-day': { nl: 'Eerste kerstdag', en: 'Christmas Day' },
  'boxing-day': { nl: 'Tweede kerstdag', en: 'Boxing Day' },
} as const;
export type HolidayKind = keyof typeof HOLIDAY_NAMES;

/** The years a year's holidays can be added for: after Liberation Day and Queen's Day on 30 April. */
export const HOLIDAY_YEARS = { min: 1950, max: 2200 } as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateOf = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a Gregorian year by Oudin's algorithm (1940). */
export function easterDate(year: number): string {
  const g = year % 19;
  const c = Math.floor(year / 100);
  const h = (c - Math.floor(c / 4) - Math.floor((8 * c + 13) / 25) + 19 * g + 15) % 30;
  const i = h - Math.floor(h / 28) * (1 - Math.floor(29 / (h + 1)) * Math.floor((21 - g) / 11));
  const j = (year + Math.floor(year / 4) + i + 2 - c + Math.floor(c / 4)) % 7;
  const l = i - j;
  const month = 3 + Math.floor((l + 40) / 44);
  const day = l + 28 - 31 * Math.floor(month / 4);
  return dateOf(year, month, day);
}

/** 27 April (from 2014, King's Day) or 30 April (Queen's Day), a day earlier when on a Sunday. */
function monarchsDay(year: number): string {
  const date = dateOf(year, 4, year >= 2014 ? 27 : 30);
  return isoWeekday(dayNumber(date)) === 7 ? addDays(date, -1) : date;
}

/** The year's Dutch holidays by date, each with its kind. */
export function holidaysOf(year: number): { kind: HolidayKind; date: string }[] {
  const easter = easterDate(year);
  const list: { kind: HolidayKind; date: string }[] = [
    { kind: 'new-year', date: dateOf(year, 1, 1) },
    { kind: 'good-friday', date: addDays(easter, -2) },
    { kind: 'easter-sunday', date: easter },
    { kind: 'easter-monday', date: addDays(easter, 1) },
    { kind: 'kings-day', date: monarchsDay(year) },
    { kind: 'liberation-day', date: dateOf(year, 5, 5) },
    { kind: 'ascension-day', date: addDays(easter, 39) },
    { kind: 'whit-sunday', date: addDays(easter, 49) },
    { kind: 'whit-monday', date: addDays(easter, 50) },
    { kind: 'christmas-day', date: dateOf(year, 12, 25) },
    { kind: 'boxing-day', date: dateOf(year, 12, 26) },
  ];
  return list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
