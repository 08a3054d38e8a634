/**
 * The agenda timeline's arithmetic, pure: a row per person, room or resource, the days shown side by
 * side across, each day from the first to the last hour shown, cut into slots (the timeline's cells).
 * A moment of the period is its "track minute": the minutes since the first day's first hour, counting
 * only the hours shown. Appointments of a row take stacked lanes where they overlap, so a crowded row
 * grows higher instead of squeezing its appointments.
 */
import type { AgendaAppointment, AgendaColumn } from '../agenda-grid/agenda-grid-types';
import type { GridTime, Interval } from '../agenda-grid/layout';
import { dayOf, daysBetween, minutesOf } from '../agenda-grid/layout';

/** The timeline's time across: the days, the hours of each, and its cells (slots). */
export interface TimelineAxis {
  readonly days: readonly string[];
  readonly time: GridTime;
  /** Minutes shown per day (the first to the last hour). */
  readonly span: number;
  /** Cells per day (slots). */
  readonly perDay: number;
  /** Cells across: days × slots. */
  readonly cells: number;
}

export function timelineAxis(days: readonly string[], time: GridTime): TimelineAxis {
  const span = time.endMinute - time.startMinute;
  return { days, time, span, perDay: time.rowCount, cells: days.length * time.rowCount };
}

/** The track minute of a minute of a day (by its index). */
export const trackOf = (axis: TimelineAxis, day: number, minute: number): number =>
  day * axis.span + minute - axis.time.startMinute;

/** The track minute a cell starts at. */
export const cellStart = (axis: TimelineAxis, cell: number): number => {
  const day = Math.floor(cell / axis.perDay);
  return day * axis.span + (cell - day * axis.perDay) * axis.time.slotMinutes;
};

/** The cell a track minute falls in (clamped to the timeline). */
export function cellAt(axis: TimelineAxis, track: number): number {
  if (axis.cells === 0) return 0;
  const day = Math.min(axis.days.length - 1, Math.max(0, Math.floor(track / axis.span)));
  const within = Math.min(
    axis.perDay - 1,
    Math.max(0, Math.floor((track - day * axis.span) / axis.time.slotMinutes)),
  );
  return day * axis.perDay + within;
}

/** The day index and the minute of that day of a cell's start. */
export const cellDay = (axis: TimelineAxis, cell: number): { day: number; minute: number } => {
  const day = Math.floor(cell / axis.perDay);
  return { day, minute: axis.time.startMinute + (cell - day * axis.perDay) * axis.time.slotMinutes };
};

/** An appointment as the timeline draws it. */
export interface TimelineItem {
  readonly appointment: AgendaAppointment;
  /** Its row (the index of its column). */
  readonly row: number;
  /** The index of the day it starts on. */
  readonly day: number;
  /** Minutes since midnight of its day; end may pass 24:00 when it ends on a later day. */
  readonly start: number;
  readonly end: number;
  /** Where it is drawn, in track minutes: within its day's hours, at least a minute long. */
  readonly from: number;
  readonly to: number;
  /** The cell it belongs to: the one its drawn start falls in. */
  readonly cell: number;
  /** 0-based stacked lane within its row. */
  readonly lane: number;
}

export interface TimelineRow {
  /** By drawn start, then lane. */
  readonly items: readonly TimelineItem[];
  /** Lanes the row needs: the most of its appointments that overlap at one moment (at least 1). */
  readonly lanes: number;
  /** The longest drawn item, so a look-up by time can start early enough. */
  readonly maxDuration: number;
  /** Per cell: 1 when an appointment that is not cancelled covers it. */
  readonly busy: Uint8Array;
}

export interface TimelineLayout {
  readonly axis: TimelineAxis;
  readonly rows: readonly TimelineRow[];
  readonly byId: ReadonlyMap<string, TimelineItem>;
}

interface Draft {
  readonly appointment: AgendaAppointment;
  readonly day: number;
  readonly start: number;
  readonly end: number;
  readonly from: number;
  readonly to: number;
}

/**
 * Places the appointments: each in the row of its column, on the day of its start, cut to that day's
 * hours (one wholly outside them is left out), in the lowest lane free at its start, in order of start
 * (longer first). The lanes of a row are the fewest it can have: its largest number of appointments
 * overlapping at one moment.
 */
export function layoutTimeline(input: {
  readonly days: readonly string[];
  readonly rows: readonly AgendaColumn[];
  readonly appointments: readonly AgendaAppointment[];
  readonly time: GridTime;
}): TimelineLayout {
  const { days, rows, appointments, time } = input;
  const axis = timelineAxis(days, time);
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const rowIndex = new Map(rows.map((row, index) => [row.id, index]));
  const drafts: Draft[][] = rows.map(() => []);
  for (const appointment of appointments) {
    const startDay = dayOf(appointment.start);
    const day = dayIndex.get(startDay);
    const row = rowIndex.get(appointment.columnId);
    if (day === undefined || row === undefined) continue;
    const start = minutesOf(appointment.start);
    const endDay = dayOf(appointment.end);
    const later = endDay === startDay ? 0 : daysBetween(startDay, endDay);
    const end = Math.max(start, minutesOf(appointment.end) + later * 1440);
    if (start >= time.endMinute || Math.max(end, start + 1) <= time.startMinute) continue;
    const from = trackOf(axis, day, Math.max(start, time.startMinute));
    const to = Math.max(from + 1, trackOf(axis, day, Math.min(end, time.endMinute)));
    (drafts[row] as Draft[]).push({ appointment, day, start, end, from, to });
  }
  const byId = new Map<string, TimelineItem>();
  const laid = drafts.map((list, row): TimelineRow => {
    const busy = new Uint8Array(axis.cells);
    if (list.length === 0) return { items: [], lanes: 1, maxDuration: 0, busy };
    list.sort((a, b) => a.from - b.from || b.to - a.to);
    const laneEnds: number[] = [];
    let maxDuration = 0;
    const items = list.map((draft): TimelineItem => {
      let lane = 0;
      while (lane < laneEnds.length && (laneEnds[lane] as number) > draft.from) lane++;
      laneEnds[lane] = draft.to;
      const item: TimelineItem = { ...draft, row, cell: cellAt(axis, draft.from), lane };
      byId.set(draft.appointment.id, item);
      maxDuration = Math.max(maxDuration, draft.to - draft.from);
      if (draft.appointment.status !== 'cancelled') {
        const last = cellAt(axis, draft.to - 1);
        for (let cell = item.cell; cell <= last; cell++) busy[cell] = 1;
      }
      return item;
    });
    // Drawn start first, then lane: the order the keyboard passes them in.
    items.sort((a, b) => a.from - b.from || a.lane - b.lane);
    return { items, lanes: Math.max(1, laneEnds.length), maxDuration, busy };
  });
  return { axis, rows: laid, byId };
}

/** The first index of items whose drawn start is at or after the track minute. */
function firstFrom(items: readonly TimelineItem[], track: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((items[middle] as TimelineItem).from < track) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The items of a row drawn (partly) within [from, to) track minutes, in the row's order. */
export function itemsWithin(row: TimelineRow, from: number, to: number): TimelineItem[] {
  const found: TimelineItem[] = [];
  const end = firstFrom(row.items, to);
  for (let index = firstFrom(row.items, from - row.maxDuration); index < end; index++) {
    const item = row.items[index] as TimelineItem;
    if (item.to > from) found.push(item);
  }
  return found;
}

/** The items of a row that belong to a cell (start in it), in the row's order. */
export function itemsInCell(axis: TimelineAxis, row: TimelineRow, cell: number): TimelineItem[] {
  const from = cellStart(axis, cell);
  const end = firstFrom(row.items, from + axis.time.slotMinutes);
  const found: TimelineItem[] = [];
  for (let index = firstFrom(row.items, from); index < end; index++) {
    const item = row.items[index] as TimelineItem;
    if (item.cell === cell) found.push(item);
  }
  return found;
}

/** Shaded stretches of a day (minutes of the day) as track minutes of that day. */
export const shadedTrack = (axis: TimelineAxis, day: number, shaded: readonly Interval[]): Interval[] =>
  shaded.map((interval) => ({
    start: trackOf(axis, day, interval.start),
    end: trackOf(axis, day, interval.end),
  }));
