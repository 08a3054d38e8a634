/**
 * The agenda's interaction model, pure: what the week grid and the timeline share about the keyboard's
 * focus, picking an appointment up and moving it, what a move announces, and the rows and columns
 * drawn around the view. Each view gives its geometry (which way time runs, how wide a column is, how
 * a focus or a placement maps to its columns and days); nothing here knows which view it serves.
 */
import type {
  AgendaAppointment,
  AgendaAvailability,
  AgendaColumn,
  AgendaGridLabels,
} from './agenda-grid-types';
import type { Viewport } from './grid-frame';
import { clockText, dateTimeAt, dayOf, minutesOf } from './layout';

/** Length (minutes) of what a click or Enter on a slot proposes to create, unless the agenda says. */
export const CREATE_MINUTES = 30;
/** Where the first render scrolls to when it knows neither now nor working hours. */
export const DEFAULT_FIRST_MINUTE = 8 * 60;

/** The first and the last index of a run of rows or columns. */
export interface Span {
  readonly first: number;
  readonly last: number;
}

/** The rows (down) and columns (across) of a view that are drawn, first to last. */
export interface Range {
  readonly firstRow: number;
  readonly lastRow: number;
  readonly firstColumn: number;
  readonly lastColumn: number;
}

/** What a view tells of its size, to know which of its rows and columns are in view. */
export interface RangeGeometry {
  /** How many rows and columns the view has. */
  readonly rows: number;
  readonly columns: number;
  /** Width (px) of what stays in place at the left: the time axis, or the names. */
  readonly fixedLeftPx: number;
  /** Width (px) of a column. */
  readonly columnPx: number;
  /** The rows a stretch of the body touches, from `top` (px) down `height` px. */
  readonly rowsIn: (top: number, height: number) => Span;
  /** The columns a stretch of the body touches, from `left` (px) across `width` px. */
  readonly columnsIn: (left: number, width: number) => Span;
  /** Rows and columns drawn beyond the view for the first drawing. */
  readonly overscanRows: number;
  readonly overscanColumns: number;
  /** The first drawing is on screen: a screen of columns to either side is drawn too. */
  readonly ahead: boolean;
}

/** The least height and width (px) a view's body counts as, when it brings something into view. */
export interface BodySize {
  readonly height: number;
  readonly width: number;
}

/** The body's height and width (px) in a viewport: below the header, right of what stays in place. */
export const bodySizeOf = (viewport: Viewport, fixedLeftPx: number, least: BodySize): BodySize => ({
  height: Math.max(least.height, viewport.height - viewport.head),
  width: Math.max(least.width, viewport.width - fixedLeftPx),
});

const NO_LEAST: BodySize = { height: 0, width: 0 };

/**
 * The rows and columns in view, with the overscan: before the first drawing is on screen a few, after
 * it (`ahead`) a screen of columns to either side (rows keep their few). `need`: what must be drawn
 * already, the view and, once ahead, half the overscan beyond it; while the drawn range holds that, a
 * scroll draws nothing, and when it does not, the range is drawn anew around the view.
 */
export function rangeOf(viewport: Viewport, geometry: RangeGeometry, need = false): Range {
  const body = bodySizeOf(viewport, geometry.fixedLeftPx, NO_LEAST);
  const rows = geometry.rowsIn(viewport.top, body.height);
  const columns = geometry.columnsIn(viewport.left, body.width);
  const overscanRows = need ? 0 : geometry.overscanRows;
  const overscanColumns = geometry.ahead
    ? Math.ceil(((need ? 0.5 : 1) * body.width) / geometry.columnPx)
    : need
      ? 0
      : geometry.overscanColumns;
  return {
    firstRow: Math.max(0, rows.first - overscanRows),
    lastRow: Math.min(geometry.rows - 1, rows.last + overscanRows),
    firstColumn: Math.max(0, columns.first - overscanColumns),
    lastColumn: Math.min(geometry.columns - 1, columns.last + overscanColumns),
  };
}

/** Whether the drawn range holds all of another (what is in view): then nothing needs drawing. */
export const holds = (drawn: Range, inView: Range): boolean =>
  drawn.firstRow <= inView.firstRow &&
  drawn.lastRow >= inView.lastRow &&
  drawn.firstColumn <= inView.firstColumn &&
  drawn.lastColumn >= inView.lastColumn;

/** A stretch of the body (px from its top-left corner, past what stays in place). */
export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/**
 * The scroll position along one direction that shows the stretch [start, end) in a view `length`
 * long: the same position when it is in view already, else the least scroll that shows it, its start
 * first when it does not fit.
 */
export function scrolledTo(position: number, start: number, end: number, length: number): number {
  if (start < position) return start;
  if (end > position + length) return Math.min(start, end - length);
  return position;
}

/** Where the keyboard is: a slot, or an appointment (`id`) in the slot it starts in. */
export interface AgendaFocus {
  readonly row: number;
  /** The appointment focused, or null for the slot itself. */
  readonly id: string | null;
}

/** An appointment as a view draws it. */
export interface AgendaItem {
  readonly appointment: AgendaAppointment;
}

/** Where a picked-up appointment is proposed: minutes of its day, and the view's column and day. */
export interface AgendaPlacement {
  readonly start: number;
  readonly end: number;
}

/** Whether two records of plain values (two focus positions, two placements) are the same. */
export function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** How a view's focus positions map to its appointments and to its slots' elements. */
export interface FocusModel<F extends AgendaFocus, I extends AgendaItem> {
  /** The appointment drawn with an id, if the view draws it. */
  readonly itemOf: (id: string) => I | undefined;
  /** The focus on an appointment: the slot it starts in, and itself. */
  readonly focusOn: (item: I) => F;
  /** The slot a slot's element stands for, from its data attributes. */
  readonly slotOf: (element: HTMLElement) => F;
  /** A slot brought within the view's rows and columns. */
  readonly clampSlot: (focus: F) => F;
}

/** The focus made valid for the current data: an appointment's own place, or a slot within the view. */
export function settledFocus<F extends AgendaFocus, I extends AgendaItem>(
  focus: F,
  model: FocusModel<F, I>,
): F {
  if (focus.id !== null) {
    const item = model.itemOf(focus.id);
    if (item) return model.focusOn(item);
  }
  return model.clampSlot(focus);
}

/** The focus an element of the view stands for, from its data attributes. */
export function focusOfElement<F extends AgendaFocus, I extends AgendaItem>(
  element: Element | null,
  model: FocusModel<F, I>,
): F | null {
  const target = element?.closest<HTMLElement>('[data-id], [data-row]');
  if (!target) return null;
  const id = target.dataset['id'];
  if (id === undefined) return model.slotOf(target);
  const item = model.itemOf(id);
  return item ? model.focusOn(item) : null;
}

/** An appointment picked up: where it was, where it is proposed, what clashes there, and by what. */
export interface Moving<P extends AgendaPlacement> {
  readonly id: string;
  readonly origin: P;
  readonly placement: P;
  readonly clash: string | null;
  readonly by: 'keys' | 'pointer';
}

/** An appointment just picked up, still at its origin. */
export const pickedUp = <P extends AgendaPlacement>(
  id: string,
  origin: P,
  by: Moving<P>['by'],
): Moving<P> => ({ id, origin, placement: origin, clash: null, by });

/** The move after a step to `placement`: its clash asked anew only when the placement changed. */
export function steppedTo<P extends AgendaPlacement>(
  moving: Moving<P>,
  placement: P,
  clashAt: (id: string, placement: P) => string | null,
): Moving<P> {
  const clash = placement === moving.placement ? moving.clash : clashAt(moving.id, placement);
  return { ...moving, placement, clash };
}

/** Whether a move ends where it began: dropping it puts it back. */
export const isPutBack = <P extends AgendaPlacement>(moving: Moving<P>): boolean =>
  sameFields(moving.placement, moving.origin);

/** A placement's column and day ('YYYY-MM-DD'). */
export interface Place {
  readonly column: AgendaColumn;
  readonly day: string;
}

/** What an appointment and the times of a place come to as the agenda's callbacks take them. */
export interface Timed {
  readonly columnId: string;
  /** Local date-times, 'YYYY-MM-DDTHH:MM:SS'. */
  readonly start: string;
  readonly end: string;
}

/** The column and date-times of minutes `start` to `end` of a place's day. */
export const timedAt = (place: Place, start: number, end: number): Timed => ({
  columnId: place.column.id,
  start: dateTimeAt(place.day, start),
  end: dateTimeAt(place.day, end),
});

/** Announced at every step of a move: where the appointment would go, and what clashes there. */
export function stepMessage(
  labels: AgendaGridLabels,
  title: string,
  place: Place,
  placement: AgendaPlacement,
  clash: string | null,
): string {
  const text = labels.moving(
    title,
    place.column.name,
    labels.dayHeading(place.day),
    clockText(placement.start),
    clockText(placement.end),
  );
  return clash ? `${text} ${labels.clash(clash)}` : text;
}

/** Announced when an appointment is dropped somewhere else than where it was. */
export const dropMessage = (
  labels: AgendaGridLabels,
  title: string,
  place: Place,
  placement: AgendaPlacement,
): string =>
  labels.dropped(
    title,
    place.column.name,
    labels.dayHeading(place.day),
    clockText(placement.start),
    clockText(placement.end),
  );

/** A key press's modifiers and key, as the views read them. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** Whether a key press activates the focus: opens an appointment, or creates in a slot. */
export const isActivation = (event: Pick<KeyPress, 'key'>): boolean =>
  event.key === 'Enter' || event.key === ' ';

/** Whether a key press is the move key (any case, without Control, Command or Alt). */
export const isPickUp = (event: KeyPress, moveKey: string): boolean =>
  event.key.toLowerCase() === moveKey.toLowerCase() && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * Where the first render puts the view and the tab stop: an hour before now when today is shown, else
 * the earliest working hour on `workingDays`, else 08:00 (or the first hour shown, if later). `day` is
 * the index of the day among those shown.
 */
export function firstMoment(
  input: {
    readonly now?: string | undefined;
    readonly days: readonly string[];
    readonly available?: readonly AgendaAvailability[] | undefined;
  },
  startMinute: number,
  workingDays: readonly string[],
): { readonly day: number; readonly minute: number } {
  const { now, days, available } = input;
  const today = now ? days.indexOf(dayOf(now)) : -1;
  if (now && today >= 0) return { day: today, minute: minutesOf(now) - 60 };
  const shown = new Set(workingDays);
  let earliest = Infinity;
  for (const hours of available ?? []) {
    if (shown.has(hours.day)) earliest = Math.min(earliest, minutesOf(hours.start));
  }
  return {
    day: 0,
    minute: Number.isFinite(earliest) ? earliest : Math.max(startMinute, DEFAULT_FIRST_MINUTE),
  };
}

/** A day's heading by its index among the days shown, asked of the labels once per day. */
export function dayHeadings(labels: AgendaGridLabels, days: readonly string[]): (index: number) => string {
  const texts = new Map<number, string>();
  return (index) => {
    let text = texts.get(index);
    if (text === undefined) {
      text = labels.dayHeading(days[index] as string);
      texts.set(index, text);
    }
    return text;
  };
}
