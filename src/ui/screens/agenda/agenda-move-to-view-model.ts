import { makeAutoObservable, observableRef } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { AgendaColumn, Appointment } from '../../../application/agenda/agenda-gateway';
import type { ColumnMove } from '../../../domain/agenda/appointment-move';

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
  /** The room and equipment it goes to besides the person (only those that change). */
  readonly also: readonly ColumnMove[];
}

/** A place it may go to: a room or a piece of equipment, by id and name. */
export interface MoveToChoice {
  readonly id: string;
  readonly name: string;
}

/**
 * "Move to…" from an appointment's details: the single-pointer way to do what a drag does (WCAG 2.2,
 * 2.5.7), a date, a start time, the professional, and its room and each piece of its equipment, its
 * length kept; a room or equipment only for another of its kind at the same location. It ends in the grid's own move
 * (the clash said, the employee asked, undo in the message), never a second way of saving.
 */
export class AgendaMoveToViewModel {
  appointment: Appointment | null = null;
  date: Temporal.PlainDate | null = null;
  startTime: Temporal.PlainTime | null = null;
  personId = '';
  /** The room it goes to ('' for an appointment without one). */
  roomId = '';
  /** For each piece of equipment it holds (by the id it has now), the one it goes to. */
  resourceIds: Readonly<Record<string, string>> = {};
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
        resourceIds: observableRef,
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
    this.roomId = appointment.roomId ?? '';
    this.resourceIds = Object.fromEntries(
      appointment.resources.map((resource) => [resource.id, resource.id]),
    );
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

  /** The rooms it may go to: those at its location the agenda offers, and the one it is in. */
  get rooms(): readonly MoveToChoice[] {
    const appointment = this.appointment;
    if (!appointment?.roomId) return [];
    return withOwn(
      this.columns().filter((column) => column.kind === 'room' && this.atItsPlace(column)),
      { id: appointment.roomId, name: appointment.roomName ?? appointment.roomId },
    );
  }

  /** For each piece of equipment it holds: the pieces it may be swapped for (those in view, and itself). */
  get resources(): readonly { readonly held: MoveToChoice; readonly choices: readonly MoveToChoice[] }[] {
    const inView = this.columns().filter((column) => column.kind === 'resource' && this.atItsPlace(column));
    return (this.appointment?.resources ?? []).map((held) => ({ held, choices: withOwn(inView, held) }));
  }

  /** Whether a room or piece of equipment is at the appointment's location (or at every location). */
  private atItsPlace(column: AgendaColumn): boolean {
    const locationId = this.appointment?.locationId;
    return !locationId || column.locationIds.length === 0 || column.locationIds.includes(locationId);
  }

  setRoomId(id: string): void {
    this.roomId = id;
  }
  setResourceId(held: string, id: string): void {
    this.resourceIds = { ...this.resourceIds, [held]: id };
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
    const also: ColumnMove[] = [];
    if (appointment.roomId && this.roomId && this.roomId !== appointment.roomId)
      also.push({ from: { kind: 'room', id: appointment.roomId }, to: { kind: 'room', id: this.roomId } });
    for (const [held, to] of Object.entries(this.resourceIds))
      if (to !== held) also.push({ from: { kind: 'resource', id: held }, to: { kind: 'resource', id: to } });
    this.appointment = null;
    await this.move({
      gridId: `${appointment.id}:${appointment.userId}`,
      columnId: this.personId,
      start: start.toString({ smallestUnit: 'minute' }),
      end: end.toString({ smallestUnit: 'minute' }),
      also,
    });
    return true;
  }

  private forget(field: MoveToField): void {
    const { [field]: _gone, ...rest } = this.problems;
    this.problems = rest;
  }
}

/** The choices in view, with the one it has now first when it is not among them. */
function withOwn(inView: readonly AgendaColumn[], own: MoveToChoice): readonly MoveToChoice[] {
  const choices = inView.map((column) => ({ id: column.id, name: column.name }));
  return choices.some((choice) => choice.id === own.id) ? choices : [own, ...choices];
}
