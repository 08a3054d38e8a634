import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type {
  AgendaColumn,
  Appointment,
  AppointmentStatus,
  Consultation,
  ConsultationDay,
} from '../../../application/consultations/consultation-gateway';
import type { ConsultationHour } from '../../../application/consultations/consultation-hour';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { SessionStore } from '../../../application/session/session-store';
import { permissionsOf } from '../../../domain/access/user';
import type { ConsultationMoment } from '../../../domain/consultations/consultation-day';
import { isLateAfterSetting, statusOfKey } from '../../../domain/consultations/consultation-day';

/** How often the waiting times and the late marks are counted again while nothing else changes. */
export const RECOUNT_MS = 30_000;

/** One line of the day: the consultation, where it stands now, what it may be marked with. */
export interface DayLine {
  readonly consultation: Consultation;
  readonly moment: ConsultationMoment;
  readonly choices: readonly AppointmentStatus[];
  readonly busy: boolean;
}

/**
 * The consultation hour: one professional's consultations of a day in time order, where each stands
 * (coming, late, waiting since the arrival, seen), marked with one keystroke, live with the agenda's
 * changes. A professional sees their own day; the desk and the planners choose whose.
 */
export class ConsultationHourViewModel {
  day: ConsultationDay | null = null;
  state: 'loading' | 'ready' | 'failed' = 'loading';
  /** The server's reason a load failed, when it gave one. */
  failure: string | null = null;
  date: Temporal.PlainDate;
  /** The professional whose day it is; null for the reader's own. */
  userId: string | null = null;
  professionals: readonly AgendaColumn[] = [];
  busy = new Set<string>();
  /** Grows every RECOUNT_MS, so the lines count the minutes again. */
  private recount = 0;
  lateAfterDraft = '';
  settingsProblem: 'invalid' | null = null;
  settingsMessage: string | null = null;
  savingSettings = false;
  private loads: AbortController | null = null;

  constructor(
    private readonly hour: ConsultationHour,
    private readonly session: SessionStore,
    private readonly scheduler: Scheduler,
  ) {
    this.date = hour.today();
    makeAutoObservable<this, 'hour' | 'session' | 'scheduler' | 'loads'>(
      this,
      {
        hour: false,
        session: false,
        scheduler: false,
        loads: false,
        day: observableRef,
        professionals: observableRef,
        date: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Whether the reader opens others' days (the desk, the planners): they choose the professional. */
  get choosesProfessional(): boolean {
    const user = this.session.user;
    return user !== null && permissionsOf(user).has('see_agenda_users_calendars');
  }

  /** Whether the reader has a day of their own (a calendar); the desk has none and opens others'. */
  get hasOwnDay(): boolean {
    const user = this.session.user;
    return user !== null && permissionsOf(user).has('has_calendar');
  }

  /** Whether the reader sets when a consultation counts as late (an administrator). */
  get setsLateness(): boolean {
    const user = this.session.user;
    return user !== null && permissionsOf(user).has('manage_user_roles_permissions');
  }

  get isToday(): boolean {
    return this.date.equals(this.hour.today());
  }

  attach(): () => void {
    // The desk, without a day of its own, starts on the first professional's.
    if (this.hasOwnDay) void this.load();
    if (this.choosesProfessional) void this.loadProfessionals(!this.hasOwnDay);
    const stopFollowing = this.hour.follow(
      () => (this.day ? { userId: this.day.userId, date: this.day.date } : null),
      () => void this.load(true),
    );
    const stopCounting = this.scheduler.every(RECOUNT_MS, () => runInAction(() => (this.recount += 1)));
    return () => {
      stopFollowing();
      stopCounting();
      this.loads?.abort();
    };
  }

  /** Loads the day; `quietly` keeps the lines in view while a live change is fetched. */
  async load(quietly = false): Promise<void> {
    this.loads?.abort();
    const loads = new AbortController();
    this.loads = loads;
    if (!quietly || !this.day) this.state = 'loading';
    const answer = await this.hour.day(this.userId, this.date, loads.signal, quietly);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (answer.ok) {
        this.day = answer.value;
        this.state = 'ready';
        this.failure = null;
        if (this.lateAfterDraft === '') this.lateAfterDraft = String(answer.value.lateAfterMinutes);
        return;
      }
      // A live reload that fails keeps the day shown; the next change or the recount tries again.
      if (quietly && this.day) return;
      this.state = 'failed';
      this.failure =
        answer.error.kind === 'rejected' && answer.error.message.trim() ? answer.error.message : null;
    });
  }

  private async loadProfessionals(openFirst: boolean): Promise<void> {
    const answer = await this.hour.professionals();
    runInAction(() => {
      if (answer.ok) this.professionals = answer.value;
      const first = this.professionals[0];
      if (!openFirst) return;
      if (first) this.chooseProfessional(first.id);
      else {
        this.state = 'failed';
        this.failure = null;
      }
    });
  }

  chooseProfessional(userId: string): void {
    this.userId = userId === '' ? null : userId;
    this.day = null;
    void this.load();
  }

  showDate(date: Temporal.PlainDate): void {
    this.date = date;
    this.day = null;
    void this.load();
  }

  previousDay(): void {
    this.showDate(this.date.subtract({ days: 1 }));
  }

  nextDay(): void {
    this.showDate(this.date.add({ days: 1 }));
  }

  today(): void {
    this.showDate(this.hour.today());
  }

  get lines(): readonly DayLine[] {
    void this.recount;
    const day = this.day;
    if (!day) return [];
    return day.consultations.map((consultation) => ({
      consultation,
      moment: this.hour.moment(consultation, day.lateAfterMinutes),
      choices: this.hour.choices(consultation.appointment),
      busy: this.busy.has(consultation.appointment.id),
    }));
  }

  /** How many are waiting and how many are late, for the day's summary. */
  get counts(): { readonly waiting: number; readonly late: number; readonly left: number } {
    const lines = this.lines;
    return {
      waiting: lines.filter((line) => line.moment.state === 'waiting').length,
      late: lines.filter((line) => line.moment.state === 'late').length,
      left: lines.filter((line) => ['coming', 'due', 'late', 'waiting'].includes(line.moment.state)).length,
    };
  }

  /** Marks a consultation; its line shows the new status at once, the day is fetched again after. */
  async mark(line: DayLine, status: AppointmentStatus): Promise<void> {
    const { appointment } = line.consultation;
    if (!line.choices.includes(status) || this.busy.has(appointment.id)) return;
    this.busy.add(appointment.id);
    const marked = await this.hour.mark(appointment, status, (changed) => this.replace(changed, true));
    runInAction(() => this.busy.delete(appointment.id));
    if (marked.ok) this.replace(marked.value, true);
  }

  /** One keystroke on a line: "a" arrived, "c" completed, "n" no-show; answers whether it was one. */
  key(line: DayLine, key: string): boolean {
    const status = statusOfKey(key);
    if (!status || !line.choices.includes(status)) return false;
    void this.mark(line, status);
    return true;
  }

  private replace(appointment: Appointment, reload: boolean): void {
    const day = this.day;
    if (day)
      this.day = {
        ...day,
        consultations: day.consultations.map((consultation) =>
          consultation.appointment.id === appointment.id ? { ...consultation, appointment } : consultation,
        ),
      };
    // The arrival's moment and a no-show's follow-up come from the back office.
    if (reload) void this.load(true);
  }

  setLateAfterDraft(text: string): void {
    this.lateAfterDraft = text;
    this.settingsProblem = null;
    this.settingsMessage = null;
  }

  async saveLateAfter(): Promise<void> {
    const minutes = Number(this.lateAfterDraft.trim());
    if (this.lateAfterDraft.trim() === '' || !isLateAfterSetting(minutes)) {
      this.settingsProblem = 'invalid';
      return;
    }
    this.savingSettings = true;
    const saved = await this.hour.saveLateAfter(minutes);
    runInAction(() => {
      this.savingSettings = false;
      if (saved.ok) {
        this.lateAfterDraft = String(saved.value);
        if (this.day) this.day = { ...this.day, lateAfterMinutes: saved.value };
      } else if (saved.error.kind === 'field') this.settingsMessage = saved.error.message;
    });
  }
}
