import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { SaveHoliday } from '../../../application/availability/save-holiday';
import type { AvailabilityProblem, HolidayField } from '../../../domain/availability/availability-rules';
import type { NationalHoliday } from '../../../domain/availability/national-holiday';
import { FormFeedback } from '../../components/record/form-feedback';

/** Moving or renaming one holiday, in a dialog; a refusal (a date that has a holiday) shows in it. */
export class HolidayEditor {
  readonly feedback = new FormFeedback<HolidayField, AvailabilityProblem>();
  holiday: NationalHoliday | null = null;
  date: Temporal.PlainDate | null = null;
  name = '';

  constructor(
    private readonly saveHoliday: SaveHoliday,
    private readonly saved: (holiday: NationalHoliday) => void,
  ) {
    makeAutoObservable<HolidayEditor, 'saveHoliday' | 'saved'>(
      this,
      { feedback: false, holiday: observableRef, date: observableRef, saveHoliday: false, saved: false },
      { autoBind: true },
    );
  }

  get open(): boolean {
    return this.holiday !== null;
  }

  /** Whether the date or the name differs from the holiday as opened: closing would lose it. */
  get changed(): boolean {
    const holiday = this.holiday;
    if (!holiday) return false;
    return this.name !== holiday.name || !(this.date?.equals(holiday.date) ?? false);
  }

  /** Opens the dialog for a holiday, with its date and the name it has. */
  start(holiday: NationalHoliday): void {
    this.holiday = holiday;
    this.date = holiday.date;
    this.name = holiday.name;
    this.feedback.clear();
  }

  setDate(date: Temporal.PlainDate | null): void {
    this.date = date;
    this.feedback.forget('date');
  }

  setName(name: string): void {
    this.name = name;
    this.feedback.forget('name');
  }

  close(): void {
    if (!this.feedback.busy) this.holiday = null;
  }

  async submit(): Promise<void> {
    const holiday = this.holiday;
    if (!holiday || !this.feedback.start()) return;
    const result = await this.saveHoliday.execute(holiday.id, { date: this.date, name: this.name });
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.holiday = null;
      this.saved(result.value);
    });
  }
}
