import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AddHolidayYear } from '../../../application/availability/add-holiday-year';
import type { DeleteHoliday } from '../../../application/availability/delete-holiday';
import type { ListHolidays } from '../../../application/availability/list-holidays';
import type { SaveHoliday } from '../../../application/availability/save-holiday';
import type { Clock } from '../../../application/platform/clock';
import type { SaveRefusal } from '../../../application/platform/record-refusal';
import { dutchHolidays } from '../../../domain/shared/dutch-holidays';
import type { NationalHoliday } from '../../../domain/availability/national-holiday';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { RecordLoad } from '../../components/record/record-load';
import { HolidayEditor } from './holiday-editor';

/** The years the back office keeps holidays for (availability-schemas.ts). */
export const HOLIDAY_YEARS = { min: 1950, max: 2200 } as const;

/**
 * /admin/holidays (manage_national_holidays): a year's national holidays. The Dutch holidays of the
 * year are added in one action (the domain computes them; the server adds what is missing), then a
 * single day is moved, renamed or removed.
 */
export class HolidaysViewModel {
  readonly load = new RecordLoad();
  readonly deletion = new DeleteConfirmation();
  readonly editor: HolidayEditor;
  year: number;
  holidays: readonly NationalHoliday[] = [];
  adding = false;
  addRefusal: SaveRefusal<'year'> | null = null;
  /** The holiday the delete dialog asks about. */
  target: NationalHoliday | null = null;

  constructor(
    private readonly listHolidays: ListHolidays,
    private readonly addHolidayYear: AddHolidayYear,
    saveHoliday: SaveHoliday,
    private readonly deleteHoliday: DeleteHoliday,
    clock: Clock,
  ) {
    this.year = clock.today().year;
    this.editor = new HolidayEditor(saveHoliday, (saved) => this.replace(saved));
    makeAutoObservable<HolidaysViewModel, 'listHolidays' | 'addHolidayYear' | 'deleteHoliday'>(
      this,
      {
        load: false,
        deletion: false,
        editor: false,
        holidays: observableRef,
        addRefusal: observableRef,
        target: observableRef,
        listHolidays: false,
        addHolidayYear: false,
        deleteHoliday: false,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    this.fetch();
    return () => this.load.stop();
  }

  get canGoBack(): boolean {
    return this.year > HOLIDAY_YEARS.min;
  }

  get canGoOn(): boolean {
    return this.year < HOLIDAY_YEARS.max;
  }

  previousYear(): void {
    if (this.canGoBack) this.showYear(this.year - 1);
  }

  nextYear(): void {
    if (this.canGoOn) this.showYear(this.year + 1);
  }

  showYear(year: number): void {
    if (year === this.year || year < HOLIDAY_YEARS.min || year > HOLIDAY_YEARS.max) return;
    this.year = year;
    this.addRefusal = null;
    this.holidays = [];
    this.fetch();
  }

  /** How many of the year's Dutch holidays (the domain's list) the year does not have yet, by kind. */
  get missing(): number {
    const kinds = new Set(this.holidays.map((holiday) => holiday.kind));
    return dutchHolidays(this.year).filter((holiday) => !kinds.has(holiday.kind)).length;
  }

  async addYear(): Promise<void> {
    if (this.adding) return;
    const year = this.year;
    this.adding = true;
    this.addRefusal = null;
    const result = await this.addHolidayYear.execute(year);
    runInAction(() => {
      this.adding = false;
      // The user may have moved on to another year meanwhile: that year's list stays.
      if (year !== this.year) return;
      if (result.ok) this.holidays = result.value.holidays;
      else this.addRefusal = result.error;
    });
  }

  edit(holiday: NationalHoliday): void {
    this.editor.start(holiday);
  }

  askDelete(holiday: NationalHoliday): void {
    this.target = holiday;
    this.deletion.ask();
  }

  /** `name` says which one in the notice. */
  async confirmDelete(name: string): Promise<void> {
    const target = this.target;
    if (!target) return;
    const gone = await this.deletion.confirm(() => this.deleteHoliday.execute(target, name));
    if (gone)
      runInAction(() => {
        this.holidays = this.holidays.filter((holiday) => holiday.id !== target.id);
        this.target = null;
      });
  }

  /** Whether the date lies in the year shown. */
  inYear(date: Temporal.PlainDate): boolean {
    return date.year === this.year;
  }

  private fetch(): void {
    const year = this.year;
    void this.load.run(async (signal) => {
      const found = await this.listHolidays.ofYear(year, signal);
      if (found.ok && !signal.aborted) runInAction(() => (this.holidays = found.value));
      return found;
    });
  }

  /** A holiday moved to another year leaves this year's list. */
  private replace(saved: NationalHoliday): void {
    this.holidays = this.holidays
      .map((holiday) => (holiday.id === saved.id ? saved : holiday))
      .filter((holiday) => this.inYear(holiday.date))
      .sort((a, b) => Temporal.PlainDate.compare(a.date, b.date));
  }
}
