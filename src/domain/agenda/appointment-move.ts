import { Temporal } from 'temporal-polyfill';

/** The agenda's columns an appointment is picked up from and dropped on: a person, a room or a resource. */
export interface MoveColumn {
  readonly kind: 'user' | 'room' | 'resource';
  readonly id: string;
}

/** One column an appointment leaves for another of the same kind. */
export interface ColumnMove {
  readonly from: MoveColumn;
  readonly to: MoveColumn;
}

/** Where an appointment takes place: the person it is with, its room and its equipment. */
export interface MovePlace {
  readonly userId: string;
  readonly roomId: string | null;
  readonly resourceIds: readonly string[];
}

/** Why an appointment cannot be moved so; the agenda says each in words. */
export type MoveProblem =
  /** Onto a column of another kind: a person's appointment is not dropped on a room. */
  | 'move.otherKind'
  /** Its end on another day than its start: one occurrence stays within its day. */
  | 'move.otherDay'
  /** Its end not after its start. */
  | 'move.emptyTime';

/**
 * The rule of moving one appointment, by dragging, by keyboard or "move to…": to a column of the same
 * kind, with a start and an end on one day (wall-clock, Europe/Amsterdam), the end after the start.
 * Whether the new time is free is the clash rule's (clashes.ts) and the back office's.
 */
export function moveProblem(
  from: MoveColumn,
  to: MoveColumn,
  start: Temporal.PlainDateTime,
  end: Temporal.PlainDateTime,
): MoveProblem | null {
  if (from.kind !== to.kind) return 'move.otherKind';
  if (!start.toPlainDate().equals(end.toPlainDate())) return 'move.otherDay';
  if (Temporal.PlainDateTime.compare(end, start) <= 0) return 'move.emptyTime';
  return null;
}

/**
 * Where the appointment takes place once dropped on `to` from `from` (of the same kind): another
 * person, another room, or one piece of equipment for another, each piece once.
 */
export function movedPlace<P extends MovePlace>(place: P, from: MoveColumn, to: MoveColumn): P {
  switch (to.kind) {
    case 'user':
      return { ...place, userId: to.id };
    case 'room':
      return { ...place, roomId: to.id };
    case 'resource':
      return {
        ...place,
        resourceIds: [...new Set(place.resourceIds.map((id) => (id === from.id ? to.id : id)))],
      };
  }
}

/**
 * Why a move of several columns at once ("move to…": the person, the room and a piece of equipment
 * together) cannot be made: the first column that goes to another kind, else the times' problem.
 */
export function movesProblem(
  moves: readonly ColumnMove[],
  start: Temporal.PlainDateTime,
  end: Temporal.PlainDateTime,
): MoveProblem | null {
  for (const { from, to } of moves) {
    const problem = moveProblem(from, to, start, end);
    if (problem) return problem;
  }
  if (!start.toPlainDate().equals(end.toPlainDate())) return 'move.otherDay';
  if (Temporal.PlainDateTime.compare(end, start) <= 0) return 'move.emptyTime';
  return null;
}

/** Where the appointment takes place after each column move in turn (see movedPlace). */
export function movedPlaceAll<P extends MovePlace>(place: P, moves: readonly ColumnMove[]): P {
  return moves.reduce((moved, { from, to }) => movedPlace(moved, from, to), place);
}
