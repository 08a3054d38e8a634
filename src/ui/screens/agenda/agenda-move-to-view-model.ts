import { makeAutoObservable, observableRef } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { AgendaColumn, Appointment } from '../../../application/agenda/agenda-gateway';

/** What stops a "move to…" from being sent, per field. */
export type MoveToProblem = 'required';
export type MoveToField = 'date' | 'startTime' | 'personId';

/** Where a move by form sends an appointment: the grid's move, as a drop would have it. */
export interface MoveToTarget {
  readonly gridId: string;
  readonly columnId: string;
  /** ISO wall-clock date-times in Europe/Amsterdam. */
  readonly start: string;
  readonly end: string;
}

/**
 * "Move to…" from an appointment's details: the single-pointer way to do what a drag does (WCAG 2.2,
 * 2.5.7), a date, a start time and the professional, its length kept. It ends in the grid's own move
 * (the clash said, the employee asked, undo in the message), never a second way of saving.
 */
export class AgendaMoveToViewModel {
  appointment: Appointment | null = null;
  date: Temporal.PlainDate | null = null;
  startTime: Temporal.PlainTime | null = null;
  personId = '';
  problems: Partial<Record<MoveToField, MoveToProblem>> = {};

  constructor(
    private readonly columns: () => readonly AgendaColumn[],
    private readonly move: (target: MoveToTarget) => Promise<void>,
  ) {
    makeAutoObservable<this, 'columns' | 'move'>(
      this,
      {
        columns: false,
        move: false,
        appointment: observableRef,
        date: observableRef,
        startTime: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Opens the form on the appointment, filled in with where it is now. */
  open(appointment: Appointment): void {
    this.appointment = appointment;
    this.date = appointment.start.toPlainDate();
    this.startTime = appointment.start.toPlainTime();
    this.personId = appointment.userId;
    this.problems = {};
  }

  close(): void {
    this.appointment = null;
    this.problems = {};
  }

  get isOpen(): boolean {
    return this.appointment !== null;
  }

  /** The people it may go to: the professionals in view. */
  get people(): readonly AgendaColumn[] {
    return this.columns().filter((column) => column.kind === 'user');
  }

  setDate(date: Temporal.PlainDate | null): void {
    this.date = date;
    this.forget('date');
  }
  setStartTime(time: Temporal.PlainTime | null): void {
    this.startTime = time;
    this.forget('startTime');
  }
  setPersonId(id: string): void {
    this.personId = id;
    this.forget('personId');
  }

  /** Sends the move when every field is filled in; answers whether it went. */
  async submit(): Promise<boolean> {
    const appointment = this.appointment;
    if (!appointment) return false;
    const problems: Partial<Record<MoveToField, MoveToProblem>> = {};
    if (!this.date) problems.date = 'required';
    if (!this.startTime) problems.startTime = 'required';
    if (!this.people.some((person) => person.id === this.personId)) problems.personId = 'required';
    this.problems = problems;
    if (!this.date || !this.startTime || Object.keys(problems).length > 0) return false;
    const length = appointment.start.until(appointment.end);
    const start = this.date.toPlainDateTime(this.startTime);
    const end = start.add(length);
    this.appointment = null;
    await this.move({
      gridId: `${appointment.id}:${appointment.userId}`,
      columnId: this.personId,
      start: start.toString({ smallestUnit: 'minute' }),
      end: end.toString({ smallestUnit: 'minute' }),
    });
    return true;
  }

  private forget(field: MoveToField): void {
    const { [field]: _gone, ...rest } = this.problems;
    this.problems = rest;
  }
}
