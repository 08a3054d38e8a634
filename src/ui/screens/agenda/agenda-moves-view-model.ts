import type { ColumnMove } from '../../../domain/agenda/appointment-move';
import { movedPlaceAll, movesProblem } from '../../../domain/agenda/appointment-move';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AgendaColumn, Appointment } from '../../../application/agenda/agenda-gateway';
import type { BookAppointment } from '../../../application/agenda/book-appointment';
import { bookingOf } from '../../../application/agenda/book-appointment';
import type { Notifier } from '../../../application/platform/notifier';
import type { Booking } from '../../../domain/agenda/appointment';
import { findClashes } from '../../../domain/agenda/clashes';
import { SLOT_TIME_ZONE } from '../../../domain/shared/zoned-slot';
import type { AgendaAppointmentsViewModel } from './agenda-appointments-view-model';
import { appointmentIdOf, columnIdOf, hhmm } from './agenda-grid-view-model';

/**
 * A move dropped on the grid (by pointer or keyboard) of an appointment with an employee: it waits
 * for the planner's answer to "tell the employee by e-mail?" before it is saved.
 */
export interface PendingMove {
  readonly gridId: string;
  readonly columnId: string;
  readonly start: string;
  readonly end: string;
  /** Further columns moved with it ("move to…": the room, a piece of equipment). */
  readonly also: readonly ColumnMove[];
  readonly title: string;
  /** Where it goes: the person, room or resource, and the new day and times. */
  readonly columnName: string;
  readonly employeeName: string;
}

type HeldAppointments = Pick<AgendaAppointmentsViewModel, 'appointments' | 'find' | 'replace'>;

/** A grid entry's appointment with the column it leaves and the column it goes to. */
interface Move {
  readonly appointment: Appointment;
  readonly from: AgendaColumn;
  readonly target: AgendaColumn;
}

/**
 * Moves on the grid (dragged or by keyboard): the clash said while dragging, the question whether to
 * tell the employee, the move saved through the booking use case, and undo from its message.
 */
export class AgendaMovesViewModel {
  /** A dropped move waiting for the planner's answer whether the employee is told (see PendingMove). */
  pendingMove: PendingMove | null = null;

  /** `reload` loads the period again when an undo could not be made. */
  constructor(
    private readonly book: BookAppointment,
    private readonly notifier: Notifier,
    private readonly held: HeldAppointments,
    private readonly columns: () => readonly AgendaColumn[],
    private readonly reload: () => void,
  ) {
    makeAutoObservable<this, 'book' | 'notifier' | 'held' | 'columns' | 'reload'>(
      this,
      {
        pendingMove: observableRef,
        book: false,
        notifier: false,
        held: false,
        columns: false,
        reload: false,
      },
      { autoBind: true },
    );
  }

  private moveOf(gridId: string, columnId: string): Move | null {
    const appointment = this.held.find(appointmentIdOf(gridId));
    const target = this.columns().find((column) => column.id === columnId);
    const from = this.columns().find((column) => column.id === columnIdOf(gridId));
    return appointment && target && from ? { appointment, from, target } : null;
  }

  /** Whether moving a grid entry to a column and times clashes with what is loaded; the text says with what. */
  clashOf(
    gridId: string,
    columnId: string,
    start: string,
    end: string,
    also: readonly ColumnMove[] = [],
  ): string | null {
    const move = this.moveOf(gridId, columnId);
    if (!move) return null;
    const { appointment, from, target } = move;
    const moves = [{ from, to: target }, ...also];
    if (moves.some((one) => one.from.kind !== one.to.kind)) return null;
    const moved: Booking = {
      ...movedPlaceAll(bookingOf(appointment), moves),
      start: Temporal.PlainDateTime.from(start).toZonedDateTime(SLOT_TIME_ZONE),
      end: Temporal.PlainDateTime.from(end).toZonedDateTime(SLOT_TIME_ZONE),
    };
    const clash = findClashes(moved, this.held.appointments.map(bookingOf))[0];
    if (!clash) return null;
    const other = this.held.find(clash.appointmentId);
    return other
      ? `${other.title} ${hhmm(other.start.toPlainTime())}–${hhmm(other.end.toPlainTime())}`
      : null;
  }

  /**
   * A drop (by pointer or keyboard): moves or resizes the appointment, with undo in the message. An
   * appointment with an employee first asks whether to tell them by e-mail (`pendingMove`); the
   * grid keeps it where it was until the answer.
   */
  async move(
    gridId: string,
    columnId: string,
    start: string,
    end: string,
    also: readonly ColumnMove[] = [],
  ): Promise<void> {
    const move = this.moveOf(gridId, columnId);
    if (!move) return;
    const { appointment, from, target } = move;
    if (
      movesProblem(
        [{ from, to: target }, ...also],
        Temporal.PlainDateTime.from(start),
        Temporal.PlainDateTime.from(end),
      ) === 'move.otherKind'
    ) {
      this.notifier.notify({ type: 'error', title: 'agenda.notices.otherKind' });
      return;
    }
    // What the ghost said while dragging holds at the drop: an overlap is refused here, not sent to
    // be refused by the back office a moment later.
    const clash = this.clashOf(gridId, columnId, start, end, also);
    if (clash !== null) {
      this.notifier.notify({ type: 'error', title: 'agenda.notices.moveClashes', values: { text: clash } });
      return;
    }
    if (appointment.employee) {
      this.pendingMove = {
        gridId,
        columnId,
        start,
        end,
        also,
        title: appointment.title,
        columnName: [target, ...also.map(({ to }) => this.columns().find((column) => column.id === to.id))]
          .flatMap((column) => (column ? [column.name] : []))
          .join(', '),
        employeeName: appointment.employee.name,
      };
      return;
    }
    await this.save(gridId, columnId, start, end, also, false);
  }

  /** The planner's answer to the dropped move's question: save it, telling the employee or not. */
  async confirmMove(tellEmployee: boolean): Promise<void> {
    const pending = this.pendingMove;
    if (!pending) return;
    this.pendingMove = null;
    await this.save(pending.gridId, pending.columnId, pending.start, pending.end, pending.also, tellEmployee);
  }

  /** The dropped move is given up: nothing is saved, the appointment stays where it was. */
  cancelMove(): void {
    const pending = this.pendingMove;
    if (!pending) return;
    this.pendingMove = null;
    this.notifier.notify({
      type: 'info',
      title: 'agenda.notices.moveCancelled',
      values: { title: pending.title },
    });
  }

  private async save(
    gridId: string,
    columnId: string,
    start: string,
    end: string,
    also: readonly ColumnMove[],
    tellEmployee: boolean,
  ): Promise<void> {
    const move = this.moveOf(gridId, columnId);
    if (!move) return;
    const { appointment, from, target } = move;
    const result = await this.book.move(
      appointment,
      {
        from: { kind: from.kind, id: from.id },
        to: { kind: target.kind, id: target.id },
        also,
        start: Temporal.PlainDateTime.from(start),
        end: Temporal.PlainDateTime.from(end),
      },
      { tellEmployee },
    );
    if (!result.ok) {
      if (result.error === 'move.impossible')
        this.notifier.notify({ type: 'error', title: 'agenda.notices.cannotMove' });
      return;
    }
    const { appointment: moved, before, told } = result.value;
    runInAction(() => this.held.replace(moved));
    this.notifier.notify({
      type: 'success',
      ...(told === null
        ? { title: 'agenda.notices.moved', values: { title: moved.title } }
        : { title: 'agenda.notices.movedTold', values: { title: moved.title, name: told } }),
      action: {
        label: 'agenda.notices.undo',
        run: () => void this.undo(moved.id, before, moved.version, told),
      },
    });
  }

  private async undo(
    id: string,
    before: Parameters<BookAppointment['undo']>[1],
    version: number,
    told: string | null,
  ): Promise<void> {
    const result = await this.book.undo(id, before, version, told);
    if (result.ok) runInAction(() => this.held.replace(result.value));
    else this.reload();
  }
}
