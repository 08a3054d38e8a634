import { makeAutoObservable } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AgendaDay } from '../../../application/agenda/agenda-context';
import type { AgendaColumn, Appointment } from '../../../application/agenda/agenda-gateway';
import type { Clock } from '../../../application/platform/clock';
import { isFinalStatus } from '../../../domain/agenda/appointment-status';
import type {
  AgendaAppointment,
  AgendaAvailability,
  AgendaMark,
  AgendaColumn as GridColumn,
} from '../../components/agenda-grid';
import type { ShownColumns, ShownPeriod } from './agenda-appointments-view-model';

const wall = (moment: Temporal.ZonedDateTime): string =>
  moment.toPlainDateTime().toString({ smallestUnit: 'minute' });

export const hhmm = (time: Temporal.PlainTime): string => time.toString({ smallestUnit: 'minute' });

/** availabilityOn writes a block that runs to midnight as ending at 23:59:59.999. */
const blockEnd = (time: Temporal.PlainTime): string =>
  time.hour === 23 && time.minute === 59 && time.second === 59 ? '24:00' : hhmm(time);

/** The appointment id inside a grid entry's id (`{appointment}:{column}`). */
export const appointmentIdOf = (gridId: string): string => gridId.slice(0, gridId.lastIndexOf(':'));
export const columnIdOf = (gridId: string): string => gridId.slice(gridId.lastIndexOf(':') + 1);

/** The appointments of the period shown, and the people's availability over it. */
export interface ShownAppointments {
  readonly ofPeriod: readonly Appointment[];
  readonly hours: ReadonlyMap<string, readonly AgendaDay[]>;
}

/**
 * What the grid, the timeline and the list draw of the period shown: the columns, one entry per
 * column an appointment occupies, the list's rows by start, and the working hours, holidays and days
 * off of the people shown.
 */
export class AgendaGridViewModel {
  /**
   * The grid's entries of each appointment, for the columns they were made for: an appointment that
   * did not change keeps its entries, so a change by someone else redraws only the one it touched.
   */
  private readonly entries = new WeakMap<
    Appointment,
    { shown: string; entries: readonly AgendaAppointment[] }
  >();

  constructor(
    private readonly clock: Clock,
    private readonly period: ShownPeriod,
    private readonly columns: ShownColumns,
    private readonly appointments: ShownAppointments,
  ) {
    makeAutoObservable<this, 'clock' | 'period' | 'columns' | 'appointments' | 'entries'>(
      this,
      { clock: false, period: false, columns: false, appointments: false, entries: false },
      { autoBind: true },
    );
  }

  get gridColumns(): readonly GridColumn[] {
    return this.columns.shown.map((column: AgendaColumn) => ({
      id: column.id,
      kind: column.kind,
      name: column.name,
      detail: column.detail,
    }));
  }

  /** The appointments as the grid draws them: one entry per shown column the appointment occupies. */
  get gridAppointments(): readonly AgendaAppointment[] {
    const shownIds = this.columns.shown.map((column) => column.id);
    const shown = new Set(shownIds);
    const key = shownIds.join(',');
    return this.appointments.ofPeriod.flatMap((appointment) => {
      const kept = this.entries.get(appointment);
      if (kept && kept.shown === key) return kept.entries;
      const base = {
        start: wall(appointment.start),
        end: wall(appointment.end),
        title: appointment.title,
        status: appointment.status,
        detail: appointment.employee?.name ?? appointment.location ?? undefined,
        // A drag or the keyboard may move it while it is not over.
        movable: !isFinalStatus(appointment.status),
      };
      const entries = [
        appointment.userId,
        appointment.roomId,
        ...appointment.resources.map((resource) => resource.id),
      ]
        .filter((id): id is string => id !== null && shown.has(id))
        .map((columnId) => ({ ...base, id: `${appointment.id}:${columnId}`, columnId }));
      this.entries.set(appointment, { shown: key, entries });
      return entries;
    });
  }

  get now(): string {
    return wall(this.clock.now());
  }

  /** The list view: the appointments of the period in the columns shown, by start. */
  get listRows(): readonly Appointment[] {
    const shown = new Set(this.columns.shown.map((column) => column.id));
    return this.appointments.ofPeriod
      .filter(
        (appointment) =>
          shown.has(appointment.userId) ||
          (appointment.roomId !== null && shown.has(appointment.roomId)) ||
          appointment.resources.some((resource) => shown.has(resource.id)),
      )
      .toSorted(
        (a, b) => Temporal.ZonedDateTime.compare(a.start, b.start) || a.userName.localeCompare(b.userName),
      );
  }

  /** The working hours of the people shown, as the grid shades them. */
  get gridAvailable(): readonly AgendaAvailability[] {
    const shown = new Set(this.period.days.map((day) => day.toString()));
    return [...this.appointments.hours].flatMap(([columnId, days]) =>
      days
        .filter((day) => shown.has(day.date.toString()))
        .flatMap((day) =>
          day.available.map((block) => ({
            columnId,
            day: day.date.toString(),
            start: hhmm(block.start),
            end: blockEnd(block.end),
          })),
        ),
    );
  }

  /** The people whose hours are known: only their columns are shaded outside them. */
  get hoursOf(): readonly string[] {
    return [...this.appointments.hours.keys()];
  }

  /** National holidays (over every column) and personal days off (over the person's), by day. */
  get gridMarks(): readonly AgendaMark[] {
    const shown = new Set(this.period.days.map((day) => day.toString()));
    const marks: AgendaMark[] = [];
    const holidays = new Set<string>();
    for (const [columnId, days] of this.appointments.hours) {
      for (const day of days) {
        const date = day.date.toString();
        if (!shown.has(date)) continue;
        if (day.holiday && !holidays.has(date)) {
          holidays.add(date);
          marks.push({ columnId: null, day: date, kind: 'holiday', label: day.holiday });
        }
        for (const reason of day.daysOff) marks.push({ columnId, day: date, kind: 'dayOff', label: reason });
      }
    }
    return marks;
  }
}
