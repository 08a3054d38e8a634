/**
 * The agenda grid's arithmetic, pure: minutes from wall-clock strings, lanes for overlapping
 * appointments, and the per column-and-day index the grid draws from. No dates or time zones: a day
 * is its 'YYYY-MM-DD' text, a time its minutes since that day's midnight.
 */
import type { AgendaAppointment, AgendaAvailability, AgendaColumn, AgendaMark } from './agenda-grid-types';

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A value brought within [low, high] (low where high is below it). */
export const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, value));

/** The day of a local date-time: its first ten characters. */
export const dayOf = (dateTime: string): string => dateTime.slice(0, 10);

/** Minutes since midnight of 'HH:MM' (or of the time part of 'YYYY-MM-DDTHH:MM…'). */
export function minutesOf(time: string): number {
  const at = time.length > 10 && time[10] === 'T' ? 11 : 0;
  return Number(time.slice(at, at + 2)) * 60 + Number(time.slice(at + 3, at + 5));
}

/** 'HH:MM' of minutes since midnight (24:00 for the end of the day). */
export const clockText = (minutes: number): string => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/** The day n days after the given one, by the calendar (UTC arithmetic: no time zone is involved). */
export function shiftDay(day: string, n: number): string {
  if (n === 0) return day;
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one day to another. */
export function daysBetween(from: string, to: string): number {
  if (from === to) return 0;
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** The local date-time at minutes after the day's midnight (rolling into the next days if need be). */
export function dateTimeAt(day: string, minutes: number): string {
  const days = Math.floor(minutes / 1440);
  return `${shiftDay(day, days)}T${clockText(minutes - days * 1440)}:00`;
}

export interface Interval {
  readonly start: number;
  readonly end: number;
}

export interface Lane {
  /** 0-based lane within its cluster. */
  readonly lane: number;
  /** Lanes its cluster needs: the most appointments of the cluster that overlap at one moment. */
  readonly lanes: number;
}

/** An interval with at least a minute, so an appointment that ends as it starts still takes a place. */
const endOf = (item: Interval) => Math.max(item.end, item.start + 1);

/**
 * Lanes for intervals that share a width: a cluster is a chain of overlapping intervals (touching ends
 * do not overlap); in order of start (longer first), each takes the lowest lane free at its start.
 * For intervals this uses the fewest lanes a cluster can have: its largest number of intervals
 * overlapping at one moment. The answer is in the order of the input.
 */
export function assignLanes(items: readonly Interval[]): Lane[] {
  const order = items.map((_, index) => index);
  order.sort((a, b) => {
    const x = items[a] as Interval;
    const y = items[b] as Interval;
    return x.start - y.start || endOf(y) - endOf(x) || a - b;
  });
  const sorted = order.map((index) => items[index] as Interval);
  const { lane, lanes } = lanesOfSorted(sorted);
  const position = new Int32Array(items.length);
  order.forEach((index, at) => {
    position[index] = at;
  });
  return items.map((_, index) => ({
    lane: lane[position[index] as number] as number,
    lanes: lanes[position[index] as number] as number,
  }));
}

/**
 * assignLanes for intervals already in order of start (longer first): the lane and the cluster's lane
 * count of each, in typed arrays, so a day of thousands of appointments makes no object per lane.
 */
function lanesOfSorted(items: readonly Interval[]): { lane: Int32Array; lanes: Int32Array } {
  const lane = new Int32Array(items.length);
  const lanes = new Int32Array(items.length);
  const laneEnds: number[] = [];
  let clusterStart = 0;
  let clusterEnd = -Infinity;
  const close = (until: number) => {
    lanes.fill(laneEnds.length, clusterStart, until);
    clusterStart = until;
    laneEnds.length = 0;
  };
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as Interval;
    if (item.start >= clusterEnd) close(index);
    let free = 0;
    while (free < laneEnds.length && (laneEnds[free] as number) > item.start) free++;
    const end = endOf(item);
    laneEnds[free] = end;
    lane[index] = free;
    if (end > clusterEnd) clusterEnd = end;
  }
  close(items.length);
  return { lane, lanes };
}

/** The grid's time axis: minutes since midnight, and its slot rows. */
export interface GridTime {
  readonly startMinute: number;
  readonly endMinute: number;
  readonly slotMinutes: number;
  readonly rowCount: number;
}

/**
 * The hours a grid shows: the usual ones, widened to whole hours that hold every appointment it
 * draws, so one booked at 04:10 or until 21:30 (by a colleague, arriving live) is never out of sight.
 * An end at or before its start (past midnight) counts as the end of the day.
 */
export function shownHours(
  appointments: readonly Pick<AgendaAppointment, 'start' | 'end'>[],
  startHour: number,
  endHour: number,
): { readonly startHour: number; readonly endHour: number } {
  let first = startHour * 60;
  let last = endHour * 60;
  for (const appointment of appointments) {
    const start = minutesOf(appointment.start);
    const end = minutesOf(appointment.end);
    first = Math.min(first, start);
    last = Math.max(last, end > start ? end : 24 * 60);
  }
  return { startHour: Math.max(0, Math.floor(first / 60)), endHour: Math.min(24, Math.ceil(last / 60)) };
}

export function gridTime(startHour: number, endHour: number, slotMinutes: number): GridTime {
  const slot = Math.max(1, Math.round(slotMinutes));
  const startMinute = Math.max(0, Math.min(24, startHour)) * 60;
  const endMinute = Math.max(startMinute + slot, Math.min(24, endHour) * 60);
  return { startMinute, endMinute, slotMinutes: slot, rowCount: Math.ceil((endMinute - startMinute) / slot) };
}

/** The slot row a minute of the day falls in, within the grid. */
export const rowAt = (time: GridTime, minute: number): number =>
  Math.min(time.rowCount - 1, Math.max(0, Math.floor((minute - time.startMinute) / time.slotMinutes)));

/** The minute of the day a slot row starts at. */
export const minuteOfRow = (time: GridTime, row: number): number => time.startMinute + row * time.slotMinutes;

/** An appointment as the grid draws it: in a grid column (day × column), in minutes, in a lane. */
export interface PlacedAppointment {
  readonly appointment: AgendaAppointment;
  /** Grid column: day index × number of columns + column index. */
  readonly g: number;
  /** Minutes since midnight of its day; end may pass 24:00 when it ends on a later day. */
  readonly start: number;
  readonly end: number;
  readonly lane: number;
  readonly lanes: number;
  /** The slot row it is drawn in: the one of its start, or the first when it starts before the grid. */
  readonly row: number;
}

/** What one column shows on one day. */
export interface GridBucket {
  /** By start, then lane (and so by row, then lane). */
  readonly items: readonly PlacedAppointment[];
  /** The longest item, so a look-up by time can start early enough. */
  readonly maxDuration: number;
  /** Per slot row: 1 when an appointment that is not cancelled covers it. */
  readonly busy: Uint8Array;
}

export interface AgendaLayout {
  readonly time: GridTime;
  /** Grid columns: days × columns. */
  readonly groups: number;
  readonly buckets: readonly GridBucket[];
  /** Placed appointments by id (those within the grid's days, columns and hours). */
  readonly byId: ReadonlyMap<string, PlacedAppointment>;
  /** The most lanes any cluster needs (0 without appointments). */
  readonly maxLanes: number;
}

interface Draft {
  readonly appointment: AgendaAppointment;
  readonly start: number;
  readonly end: number;
}

/**
 * Indexes the appointments per column and day, once per change of data: each is drawn on the day of
 * its start in its column, within the grid's hours (those wholly outside them are left out), in a lane
 * of its cluster of overlaps.
 */
export function layoutAgenda(input: {
  readonly days: readonly string[];
  readonly columns: readonly AgendaColumn[];
  readonly appointments: readonly AgendaAppointment[];
  readonly time: GridTime;
}): AgendaLayout {
  const { days, columns, appointments, time } = input;
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const columnIndex = new Map(columns.map((column, index) => [column.id, index]));
  const groups = days.length * columns.length;
  const drafts: Draft[][] = Array.from({ length: groups }, () => []);
  for (const appointment of appointments) {
    const startDay = dayOf(appointment.start);
    const day = dayIndex.get(startDay);
    const column = columnIndex.get(appointment.columnId);
    if (day === undefined || column === undefined) continue;
    const start = minutesOf(appointment.start);
    const endDay = dayOf(appointment.end);
    const later = endDay === startDay ? 0 : daysBetween(startDay, endDay);
    const end = Math.max(start, minutesOf(appointment.end) + later * 1440);
    if (start >= time.endMinute || Math.max(end, start + 1) <= time.startMinute) continue;
    (drafts[day * columns.length + column] as Draft[]).push({ appointment, start, end });
  }
  const byId = new Map<string, PlacedAppointment>();
  let maxLanes = 0;
  const buckets = drafts.map((list, g): GridBucket => {
    const busy = new Uint8Array(time.rowCount);
    if (list.length === 0) return { items: [], maxDuration: 0, busy };
    list.sort((a, b) => a.start - b.start || endOf(b) - endOf(a));
    const { lane, lanes } = lanesOfSorted(list);
    let maxDuration = 0;
    const items = list.map((draft, index): PlacedAppointment => {
      const placed: PlacedAppointment = {
        appointment: draft.appointment,
        g,
        start: draft.start,
        end: draft.end,
        lane: lane[index] as number,
        lanes: lanes[index] as number,
        row: rowAt(time, draft.start),
      };
      byId.set(draft.appointment.id, placed);
      maxDuration = Math.max(maxDuration, endOf(draft) - draft.start);
      if (placed.lanes > maxLanes) maxLanes = placed.lanes;
      if (draft.appointment.status !== 'cancelled') {
        const last = rowAt(time, Math.min(time.endMinute, endOf(draft)) - 1);
        for (let row = placed.row; row <= last; row++) busy[row] = 1;
      }
      return placed;
    });
    return { items, maxDuration, busy };
  });
  return { time, groups, buckets, byId, maxLanes };
}

/** The narrowest an appointment is drawn (px): its status sign and a letter, and a target to aim at. */
export const MIN_LANE_PX = 24;

/**
 * How wide a column must be (px) for the densest cluster's lanes to be MIN_LANE_PX each, beside the
 * room kept free at its right; never below `base` and never above `most` (beyond that, lanes stack).
 */
export const columnWidthFor = (maxLanes: number, gutter: number, base: number, most: number): number =>
  Math.max(base, Math.min(most, maxLanes * MIN_LANE_PX + gutter));

/**
 * Where an appointment of lane `lane` of `lanes` is drawn across a column's usable width (px). Lanes
 * share the width while each gets MIN_LANE_PX; in a denser cluster each is MIN_LANE_PX wide and they
 * stack, each lane a step further right, so every appointment shows a strip of its own (the grid
 * brings a stacked one to the front, full width, on hover and focus).
 */
export function laneBox(
  lane: number,
  lanes: number,
  usable: number,
): { readonly left: number; readonly width: number; readonly stacked: boolean } {
  const count = Math.max(1, lanes);
  if (count * MIN_LANE_PX <= usable || count === 1)
    return { left: (lane * usable) / count, width: usable / count, stacked: false };
  const width = Math.min(MIN_LANE_PX, usable);
  return { left: (lane * (usable - width)) / (count - 1), width, stacked: true };
}

/** First index in items whose value is at least the bound (items ordered by that value). */
function lowerBound(
  items: readonly PlacedAppointment[],
  value: (item: PlacedAppointment) => number,
  bound: number,
) {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (value(items[middle] as PlacedAppointment) < bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The bucket's items that overlap [from, to) minutes, in the bucket's order. */
export function itemsBetween(bucket: GridBucket, from: number, to: number): PlacedAppointment[] {
  const { items } = bucket;
  const found: PlacedAppointment[] = [];
  for (
    let index = lowerBound(items, (item) => item.start, from - bucket.maxDuration);
    index < items.length;
    index++
  ) {
    const item = items[index] as PlacedAppointment;
    if (item.start >= to) break;
    if (endOf(item) > from) found.push(item);
  }
  return found;
}

/** The bucket's items drawn in a slot row, in the bucket's order. */
export function itemsInRow(bucket: GridBucket, row: number): readonly PlacedAppointment[] {
  const { items } = bucket;
  const first = lowerBound(items, (item) => item.row, row);
  const end = lowerBound(items, (item) => item.row, row + 1);
  return first === end ? [] : items.slice(first, end);
}

/**
 * Per grid column, the stretches outside working hours within the grid's hours: a column without
 * working hours on a day is shaded all day, unless `hoursOf` leaves its column out (a room, or a person
 * whose hours are not known): that column is not shaded. Null when there are no working hours at all
 * (nothing is shaded).
 */
export function offHours(input: {
  readonly available: readonly AgendaAvailability[] | undefined;
  readonly hoursOf?: readonly string[] | undefined;
  readonly days: readonly string[];
  readonly columns: readonly AgendaColumn[];
  readonly time: GridTime;
}): readonly (readonly Interval[])[] | null {
  const { available, days, columns, time } = input;
  if (!available) return null;
  const known = input.hoursOf ? new Set(input.hoursOf) : null;
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const columnIndex = new Map(columns.map((column, index) => [column.id, index]));
  const open: Interval[][] = Array.from({ length: days.length * columns.length }, () => []);
  for (const hours of available) {
    const day = dayIndex.get(hours.day);
    const column = columnIndex.get(hours.columnId);
    if (day === undefined || column === undefined) continue;
    open[day * columns.length + column]?.push({ start: minutesOf(hours.start), end: minutesOf(hours.end) });
  }
  return open.map((intervals, index) => {
    const column = columns[index % columns.length];
    if (known && column && !known.has(column.id)) return [];
    intervals.sort((a, b) => a.start - b.start);
    const shaded: Interval[] = [];
    let from = time.startMinute;
    for (const { start, end } of intervals) {
      if (start > from) shaded.push({ start: from, end: Math.min(start, time.endMinute) });
      from = Math.max(from, end);
      if (from >= time.endMinute) break;
    }
    if (from < time.endMinute) shaded.push({ start: from, end: time.endMinute });
    return shaded.filter((interval) => interval.end > interval.start);
  });
}

/** Whether a minute lies in working hours, given the shaded stretches of its column (null: all work). */
export const isWorking = (shaded: readonly Interval[] | null | undefined, minute: number): boolean =>
  !shaded || !shaded.some((interval) => minute >= interval.start && minute < interval.end);

/** Per grid column, the marks that concern it (a mark without a column concerns every column). */
export function marksPerGroup(input: {
  readonly marks: readonly AgendaMark[] | undefined;
  readonly days: readonly string[];
  readonly columns: readonly AgendaColumn[];
}): ReadonlyMap<number, readonly AgendaMark[]> {
  const { marks, days, columns } = input;
  const found = new Map<number, AgendaMark[]>();
  if (!marks?.length) return found;
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const columnIndex = new Map(columns.map((column, index) => [column.id, index]));
  const add = (g: number, mark: AgendaMark) => {
    const list = found.get(g);
    if (list) list.push(mark);
    else found.set(g, [mark]);
  };
  for (const mark of marks) {
    const day = dayIndex.get(mark.day);
    if (day === undefined) continue;
    if (mark.columnId === null) {
      for (let column = 0; column < columns.length; column++) add(day * columns.length + column, mark);
    } else {
      const column = columnIndex.get(mark.columnId);
      if (column !== undefined) add(day * columns.length + column, mark);
    }
  }
  return found;
}
