import type { Temporal } from 'temporal-polyfill';
import type { DutchHoliday } from '../shared/dutch-holidays';

/**
 * A national holiday as the back office keeps it (issue: availability, /admin/holidays): a day on
 * which nobody is available. An administrator adds a year's Dutch holidays in one action (computed by
 * `dutchHolidays`), then moves, renames or removes single days; `kind` says which holiday of the list
 * it was made as, so the portal can name it in either language, and is null for a day added by hand.
 */
export interface NationalHoliday {
  readonly id: string;
  readonly date: Temporal.PlainDate;
  readonly kind: DutchHoliday | null;
  /** The name the administrator gave it (the Dutch name when generated). */
  readonly name: string;
}
