/**
 * Where the keyboard goes in the agenda grid, pure. The focus is a slot (a row of a grid column) or
 * an appointment, which belongs to the slot it starts in: going down, a slot leads to the
 * appointments that start in it (in lane order), and the last of those to the next slot; going up,
 * the reverse. Left and right always land on a slot, of the same row.
 */
import type { AgendaLayout, GridBucket, GridTime } from './layout';
import { clamp, itemsInRow } from './layout';

export interface GridFocus {
  readonly row: number;
  readonly g: number;
  /** The appointment focused, or null for the slot itself. */
  readonly id: string | null;
}

export type NavigationKey =
  'up' | 'down' | 'left' | 'right' | 'pageUp' | 'pageDown' | 'rowStart' | 'rowEnd' | 'gridStart' | 'gridEnd';

/** The navigation a key press asks for, or null. */
export function navigationKey(event: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}): NavigationKey | null {
  const control = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'PageUp':
      return 'pageUp';
    case 'PageDown':
      return 'pageDown';
    case 'Home':
      return control ? 'gridStart' : 'rowStart';
    case 'End':
      return control ? 'gridEnd' : 'rowEnd';
    default:
      return null;
  }
}

const slot = (row: number, g: number): GridFocus => ({ row, g, id: null });
const rowsPerHour = (time: GridTime) => Math.max(1, Math.round(60 / time.slotMinutes));

/** The focus after a navigation key (the same focus when it cannot go further). */
export function moveFocus(layout: AgendaLayout, focus: GridFocus, key: NavigationKey): GridFocus {
  const { time, groups } = layout;
  const last = time.rowCount - 1;
  const bucket = layout.buckets[focus.g] as GridBucket | undefined;
  const inRow = (row: number) => (bucket ? itemsInRow(bucket, row) : []);
  switch (key) {
    case 'down': {
      const items = inRow(focus.row);
      const index = focus.id === null ? -1 : items.findIndex((item) => item.appointment.id === focus.id);
      const next = items[index + 1];
      if (next) return { row: focus.row, g: focus.g, id: next.appointment.id };
      return focus.row < last ? slot(focus.row + 1, focus.g) : focus;
    }
    case 'up': {
      if (focus.id !== null) {
        const items = inRow(focus.row);
        const index = items.findIndex((item) => item.appointment.id === focus.id);
        const previous = index > 0 ? items[index - 1] : undefined;
        return previous
          ? { row: focus.row, g: focus.g, id: previous.appointment.id }
          : slot(focus.row, focus.g);
      }
      if (focus.row === 0) return focus;
      const above = inRow(focus.row - 1).at(-1);
      return above
        ? { row: focus.row - 1, g: focus.g, id: above.appointment.id }
        : slot(focus.row - 1, focus.g);
    }
    case 'left':
      return slot(focus.row, Math.max(0, focus.g - 1));
    case 'right':
      return slot(focus.row, Math.min(groups - 1, focus.g + 1));
    case 'pageUp':
      return slot(clamp(focus.row - rowsPerHour(time), 0, last), focus.g);
    case 'pageDown':
      return slot(clamp(focus.row + rowsPerHour(time), 0, last), focus.g);
    case 'rowStart':
      return slot(focus.row, 0);
    case 'rowEnd':
      return slot(focus.row, groups - 1);
    case 'gridStart':
      return slot(0, 0);
    case 'gridEnd':
      return slot(last, groups - 1);
  }
}

/** Where a picked-up appointment is proposed: a grid column, and minutes of that day. */
export interface Placement {
  readonly g: number;
  readonly start: number;
  readonly end: number;
}

export type MoveKey = 'up' | 'down' | 'left' | 'right' | 'pageUp' | 'pageDown' | 'longer' | 'shorter';

/** The move a key press asks for while an appointment is picked up, or null. */
export function moveKey(event: { readonly key: string; readonly shiftKey: boolean }): MoveKey | null {
  switch (event.key) {
    case 'ArrowUp':
      return event.shiftKey ? 'shorter' : 'up';
    case 'ArrowDown':
      return event.shiftKey ? 'longer' : 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'PageUp':
      return 'pageUp';
    case 'PageDown':
      return 'pageDown';
    default:
      return null;
  }
}

/**
 * The placement after a move key: a slot (or an hour) earlier or later, a grid column to either side,
 * or the end a slot later or earlier (never shorter than a slot). A step that would leave the grid's
 * hours or columns is not taken.
 */
export function movePlacement(layout: AgendaLayout, placement: Placement, key: MoveKey): Placement {
  const { time, groups } = layout;
  const step = time.slotMinutes;
  const shift = (minutes: number): Placement => {
    const start = placement.start + minutes;
    const end = placement.end + minutes;
    return start >= time.startMinute && end <= time.endMinute ? { ...placement, start, end } : placement;
  };
  switch (key) {
    case 'up':
      return shift(-step);
    case 'down':
      return shift(step);
    case 'pageUp':
      return shift(-step * rowsPerHour(time));
    case 'pageDown':
      return shift(step * rowsPerHour(time));
    case 'left':
      return placement.g > 0 ? { ...placement, g: placement.g - 1 } : placement;
    case 'right':
      return placement.g < groups - 1 ? { ...placement, g: placement.g + 1 } : placement;
    case 'longer':
      return placement.end + step <= time.endMinute ? { ...placement, end: placement.end + step } : placement;
    case 'shorter':
      return placement.end - step >= placement.start + step
        ? { ...placement, end: placement.end - step }
        : placement;
  }
}
