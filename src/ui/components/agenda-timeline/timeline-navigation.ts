/**
 * Where the keyboard goes in the agenda timeline, pure: the week grid's model turned a quarter. The
 * focus is a cell (a slot of a row) or an appointment, which belongs to the cell it starts in: going
 * right, a cell leads to the appointments that start in it (in lane order), and the last of those to
 * the next cell; going left, the reverse. Up and down always land on a cell, of the same time.
 */
import { clamp } from '../agenda-grid/layout';
import type { NavigationKey } from '../agenda-grid/navigation';
import type { TimelineLayout, TimelineRow } from './timeline-layout';
import { itemsInCell } from './timeline-layout';

export interface TimelineFocus {
  readonly row: number;
  readonly cell: number;
  /** The appointment focused, or null for the cell itself. */
  readonly id: string | null;
}

const cellFocus = (row: number, cell: number): TimelineFocus => ({ row, cell, id: null });

/**
 * The focus after a navigation key (the same focus when it cannot go further). Left and Right go
 * through time, Up and Down from row to row; PageUp and PageDown an hour back or ahead, Home and End
 * to the row's first and last cell, with Control to the timeline's first and last cell.
 */
export function moveTimelineFocus(
  layout: TimelineLayout,
  focus: TimelineFocus,
  key: NavigationKey,
): TimelineFocus {
  const { axis, rows } = layout;
  const lastCell = axis.cells - 1;
  const lastRow = rows.length - 1;
  const row = rows[focus.row] as TimelineRow | undefined;
  const inCell = (cell: number) => (row ? itemsInCell(axis, row, cell) : []);
  const perHour = Math.max(1, Math.round(60 / axis.time.slotMinutes));
  switch (key) {
    case 'right': {
      const items = inCell(focus.cell);
      const index = focus.id === null ? -1 : items.findIndex((item) => item.appointment.id === focus.id);
      const next = items[index + 1];
      if (next) return { row: focus.row, cell: focus.cell, id: next.appointment.id };
      return focus.cell < lastCell ? cellFocus(focus.row, focus.cell + 1) : focus;
    }
    case 'left': {
      if (focus.id !== null) {
        const items = inCell(focus.cell);
        const index = items.findIndex((item) => item.appointment.id === focus.id);
        const previous = index > 0 ? items[index - 1] : undefined;
        return previous
          ? { row: focus.row, cell: focus.cell, id: previous.appointment.id }
          : cellFocus(focus.row, focus.cell);
      }
      if (focus.cell === 0) return focus;
      const before = inCell(focus.cell - 1).at(-1);
      return before
        ? { row: focus.row, cell: focus.cell - 1, id: before.appointment.id }
        : cellFocus(focus.row, focus.cell - 1);
    }
    case 'up':
      return cellFocus(Math.max(0, focus.row - 1), focus.cell);
    case 'down':
      return cellFocus(Math.min(Math.max(0, lastRow), focus.row + 1), focus.cell);
    case 'pageUp':
      return cellFocus(focus.row, clamp(focus.cell - perHour, 0, lastCell));
    case 'pageDown':
      return cellFocus(focus.row, clamp(focus.cell + perHour, 0, lastCell));
    case 'rowStart':
      return cellFocus(focus.row, 0);
    case 'rowEnd':
      return cellFocus(focus.row, lastCell);
    case 'gridStart':
      return cellFocus(0, 0);
    case 'gridEnd':
      return cellFocus(Math.max(0, lastRow), lastCell);
  }
}

/** Where a picked-up appointment is proposed: a row, a day and minutes of that day. */
export interface TimelinePlacement {
  readonly row: number;
  readonly day: number;
  readonly start: number;
  readonly end: number;
}

export type TimelineMoveKey =
  'earlier' | 'later' | 'up' | 'down' | 'hourEarlier' | 'hourLater' | 'longer' | 'shorter';

/** The move a key press asks for while an appointment is picked up, or null. */
export function timelineMoveKey(event: {
  readonly key: string;
  readonly shiftKey: boolean;
}): TimelineMoveKey | null {
  switch (event.key) {
    case 'ArrowLeft':
      return event.shiftKey ? 'shorter' : 'earlier';
    case 'ArrowRight':
      return event.shiftKey ? 'longer' : 'later';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'PageUp':
      return 'hourEarlier';
    case 'PageDown':
      return 'hourLater';
    default:
      return null;
  }
}

/**
 * The placement after a move key: a slot (or an hour) earlier or later, to the previous or next day's
 * hours when it would leave its day's; a row up or down; or the end a slot later or earlier (never
 * shorter than a slot, never past the day's last hour). A step that would leave the timeline is not
 * taken.
 */
export function moveTimelinePlacement(
  layout: TimelineLayout,
  placement: TimelinePlacement,
  key: TimelineMoveKey,
): TimelinePlacement {
  const { axis, rows } = layout;
  const { startMinute, endMinute, slotMinutes } = axis.time;
  const shift = (minutes: number): TimelinePlacement => {
    const duration = placement.end - placement.start;
    const start = placement.start + minutes;
    if (start >= startMinute && start + duration <= endMinute)
      return { ...placement, start, end: start + duration };
    // Past the day's hours: the same step into the next or previous day's, if there is one.
    const day = placement.day + (minutes > 0 ? 1 : -1);
    if (day < 0 || day >= axis.days.length || duration > endMinute - startMinute) return placement;
    const moved = minutes > 0 ? startMinute : endMinute - duration;
    return { ...placement, day, start: moved, end: moved + duration };
  };
  const perHour = Math.max(1, Math.round(60 / slotMinutes));
  switch (key) {
    case 'earlier':
      return shift(-slotMinutes);
    case 'later':
      return shift(slotMinutes);
    case 'hourEarlier':
      return shift(-slotMinutes * perHour);
    case 'hourLater':
      return shift(slotMinutes * perHour);
    case 'up':
      return placement.row > 0 ? { ...placement, row: placement.row - 1 } : placement;
    case 'down':
      return placement.row < rows.length - 1 ? { ...placement, row: placement.row + 1 } : placement;
    case 'longer':
      return placement.end + slotMinutes <= endMinute
        ? { ...placement, end: placement.end + slotMinutes }
        : placement;
    case 'shorter':
      return placement.end - slotMinutes >= placement.start + slotMinutes
        ? { ...placement, end: placement.end - slotMinutes }
        : placement;
  }
}
