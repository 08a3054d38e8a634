/**
 * Where a pointer proposes an appointment dragged on the timeline, pure: across it moves the start
 * through the days' hours by whole slots, down it picks the row; on the right edge it sets the end.
 */
import { clamp } from '../agenda-grid/layout';
import type { Placer, Point } from '../agenda-grid/pointer-drag';
import type { TimelineAxis } from './timeline-layout';
import { trackOf } from './timeline-layout';
import type { TimelinePlacement } from './timeline-navigation';
import { rowAtOffset } from './timeline-rows';

/** What the timeline's placer needs of its geometry. */
export interface TimelineDragGeometry {
  readonly axis: TimelineAxis;
  /** Width (px) of the names at the body's left. */
  readonly namesPx: number;
  readonly minutePx: number;
  /** Where each row starts down the body (px), and after the last where the rows end. */
  readonly offsets: Float64Array;
}

/**
 * The timeline's placer for a press at `press`: the pointer's way across since the press moves the
 * start by whole slots (keeping the length), into another day's hours past the end of one, and its
 * height picks the row; on a resize, its place across sets the end within the day (at least a slot
 * after the start). A move goes by the pointer's way since
 * the press, so a scroll during the drag does not move the appointment across.
 */
export function timelinePlacer(
  geometry: TimelineDragGeometry,
  origin: TimelinePlacement,
  resize: boolean,
  press: Point,
): Placer<TimelinePlacement> {
  const { axis, namesPx, minutePx, offsets } = geometry;
  const { startMinute, endMinute, slotMinutes } = axis.time;
  const rows = offsets.length - 1;
  return (pointer, body) => {
    if (resize) {
      const track = (pointer.clientX - body.left - namesPx) / minutePx;
      const minute = startMinute + Math.round((track - origin.day * axis.span) / slotMinutes) * slotMinutes;
      return {
        ...origin,
        end: clamp(minute, origin.start + slotMinutes, Math.max(endMinute, origin.start + slotMinutes)),
      };
    }
    const duration = origin.end - origin.start;
    const track = trackOf(axis, origin.day, origin.start) + (pointer.clientX - press.clientX) / minutePx;
    const day = clamp(Math.floor(track / axis.span), 0, axis.days.length - 1);
    const start = clamp(
      startMinute + Math.round((track - day * axis.span) / slotMinutes) * slotMinutes,
      startMinute,
      Math.max(startMinute, endMinute - duration),
    );
    const row = clamp(rowAtOffset(offsets, pointer.clientY - body.top), 0, rows - 1);
    return { row, day, start, end: start + duration };
  };
}
