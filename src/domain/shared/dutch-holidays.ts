import { Temporal } from 'temporal-polyfill';

export const DUTCH_HOLIDAYS = [
  'new-year',
  'good-friday',
  'easter-sunday',
  'easter-monday',
  'kings-day',
  'liberation-day',
  'ascension-day',
  'whit-sunday',
  'whit-monday',
  'christmas-day',
  'boxing-day',
] as const;
export type DutchHoliday = (typeof DUTCH_HOLIDAYS)[number];

export interface Holiday {
  readonly kind: DutchHoliday;
  readonly date: Temporal.PlainDate;
}

/**
 * Easter Sunday of a Gregorian year, by the anonymous Gregorian computus (Meeus/Jones/Butcher), valid
 * for every year from 1583 on.
 */
export function easterSunday(year: number): Temporal.PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Temporal.PlainDate.from({ year, month, day });
}

/**
 * King's Day: 27 April, or the 26th when the 27th is a Sunday (since 2014; before that Queen's Day on
 * 30 April, moved to the 29th when on a Sunday).
 */
export function kingsDay(year: number): Temporal.PlainDate {
  if (year >= 2014) {
    const day = Temporal.PlainDate.from({ year, month: 4, day: 27 });
    return day.dayOfWeek === 7 ? day.subtract({ days: 1 }) : day;
  }
  const day = Temporal.PlainDate.from({ year, month: 4, day: 30 });
  return day.dayOfWeek === 7 ? day.subtract({ days: 1 }) : day;
}

/**
 * The national holidays of the Netherlands in a year, in date order. Liberation Day is listed every
 * year, as most collective agreements in occupational health give it every year (the law only every
 * fifth); an administrator removes it for a year where it does not apply.
 */
export function dutchHolidays(year: number): readonly Holiday[] {
  const easter = easterSunday(year);
  const on = (month: number, day: number) => Temporal.PlainDate.from({ year, month, day });
  const holidays: Holiday[] = [
    { kind: 'new-year', date: on(1, 1) },
    { kind: 'good-friday', date: easter.subtract({ days: 2 }) },
    { kind: 'easter-sunday', date: easter },
    { kind: 'easter-monday', date: easter.add({ days: 1 }) },
    { kind: 'kings-day', date: kingsDay(year) },
    { kind: 'liberation-day', date: on(5, 5) },
    { kind: 'ascension-day', date: easter.add({ days: 39 }) },
    { kind: 'whit-sunday', date: easter.add({ days: 49 }) },
    { kind: 'whit-monday', date: easter.add({ days: 50 }) },
    { kind: 'christmas-day', date: on(12, 25) },
    { kind: 'boxing-day', date: on(12, 26) },
  ];
  return holidays.sort((x, y) => Temporal.PlainDate.compare(x.date, y.date));
}
