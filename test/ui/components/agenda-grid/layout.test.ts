import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgendaAppointment } from '../../../../src/ui/components/agenda-grid';
import type { Interval } from '../../../../src/ui/components/agenda-grid/layout';
import {
  assignLanes,
  columnWidthFor,
  dateTimeAt,
  gridTime,
  itemsBetween,
  laneBox,
  layoutAgenda,
  MIN_LANE_PX,
  minutesOf,
  offHours,
  shownHours,
} from '../../../../src/ui/components/agenda-grid/layout';

const endOf = (item: Interval) => Math.max(item.end, item.start + 1);
const overlap = (a: Interval, b: Interval) => a.start < endOf(b) && b.start < endOf(a);

/** Clusters by brute force: the connected parts of the overlap graph. */
function clustersOf(items: readonly Interval[]): number[] {
  const parent = items.map((_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) index = parent[index] as number;
    return index;
  };
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++)
      if (overlap(items[i] as Interval, items[j] as Interval)) parent[find(i)] = find(j);
  return items.map((_, index) => find(index));
}

/** The most intervals of a set that cover one moment (a moment where one starts suffices). */
function mostAtOnce(items: readonly Interval[]): number {
  let most = 0;
  for (const at of items) {
    most = Math.max(most, items.filter((item) => item.start <= at.start && at.start < endOf(item)).length);
  }
  return most;
}

const intervals = fc.array(
  fc
    .record({ start: fc.integer({ min: 0, max: 300 }), length: fc.integer({ min: 0, max: 90 }) })
    .map(({ start, length }) => ({ start, end: start + length })),
  { maxLength: 40 },
);

describe('assignLanes', () => {
  it('never puts two overlapping appointments in the same lane', () => {
    fc.assert(
      fc.property(intervals, (items) => {
        const lanes = assignLanes(items);
        for (let i = 0; i < items.length; i++) {
          expect(lanes[i]?.lane).toBeLessThan(lanes[i]?.lanes ?? 0);
          for (let j = i + 1; j < items.length; j++) {
            if (overlap(items[i] as Interval, items[j] as Interval)) {
              expect(lanes[i]?.lane).not.toBe(lanes[j]?.lane);
            }
          }
        }
      }),
    );
  });

  it('gives a cluster of overlaps the fewest lanes: its most appointments at one moment', () => {
    fc.assert(
      fc.property(intervals, (items) => {
        const lanes = assignLanes(items);
        const clusters = clustersOf(items);
        for (const root of new Set(clusters)) {
          const members = items.filter((_, index) => clusters[index] === root);
          const expected = mostAtOnce(members);
          items.forEach((_, index) => {
            if (clusters[index] === root) expect(lanes[index]?.lanes).toBe(expected);
          });
        }
      }),
    );
  });

  it('lets appointments that only touch share a lane', () => {
    expect(
      assignLanes([
        { start: 60, end: 90 },
        { start: 90, end: 120 },
      ]),
    ).toEqual([
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 1 },
    ]);
  });
});

describe('layoutAgenda', () => {
  const time = gridTime(7, 19, 15);
  const appointment = (id: string, start: string, end: string, columnId = 'u1'): AgendaAppointment => ({
    id,
    columnId,
    start,
    end,
    title: id,
    status: 'planned',
  });

  it('finds by time the same appointments as a full scan', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ start: fc.integer({ min: 360, max: 1200 }), length: fc.integer({ min: 0, max: 240 }) }),
          { maxLength: 30 },
        ),
        fc.integer({ min: 420, max: 1140 }),
        fc.integer({ min: 0, max: 300 }),
        (drafts, from, span) => {
          const layout = layoutAgenda({
            days: ['2026-11-16'],
            columns: [{ id: 'u1', kind: 'user', name: 'A' }],
            appointments: drafts.map((draft, index) =>
              appointment(
                String(index),
                dateTimeAt('2026-11-16', draft.start),
                dateTimeAt('2026-11-16', draft.start + draft.length),
              ),
            ),
            time,
          });
          const bucket = layout.buckets[0];
          if (!bucket) throw new Error('no bucket');
          const found = itemsBetween(bucket, from, from + span).map((item) => item.appointment.id);
          const scanned = bucket.items
            .filter((item) => item.start < from + span && endOf(item) > from)
            .map((item) => item.appointment.id);
          expect(found).toEqual(scanned);
        },
      ),
    );
  });

  it('draws an appointment on the day of its start in its column, and leaves out what lies outside', () => {
    const layout = layoutAgenda({
      days: ['2026-11-16', '2026-11-17'],
      columns: [
        { id: 'u1', kind: 'user', name: 'A' },
        { id: 'r1', kind: 'room', name: 'B' },
      ],
      appointments: [
        appointment('tuesday-room', '2026-11-17T09:15:00', '2026-11-17T09:45:00', 'r1'),
        appointment('evening', '2026-11-16T19:30:00', '2026-11-16T20:00:00'),
        appointment('other-week', '2026-11-23T09:00:00', '2026-11-23T09:30:00'),
        appointment('unknown-column', '2026-11-16T09:00:00', '2026-11-16T09:30:00', 'x'),
      ],
      time,
    });
    expect([...layout.byId.keys()]).toEqual(['tuesday-room']);
    expect(layout.byId.get('tuesday-room')).toMatchObject({ g: 3, start: 555, end: 585, row: 9 });
  });

  it('shades the time outside working hours, and a column without hours all day', () => {
    const shaded = offHours({
      available: [{ columnId: 'u1', day: '2026-11-16', start: '09:00', end: '17:00' }],
      days: ['2026-11-16'],
      columns: [
        { id: 'u1', kind: 'user', name: 'A' },
        { id: 'u2', kind: 'user', name: 'B' },
      ],
      time,
    });
    expect(shaded).toEqual([
      [
        { start: 420, end: 540 },
        { start: 1020, end: 1140 },
      ],
      [{ start: 420, end: 1140 }],
    ]);
  });
});

describe('dense clusters', () => {
  it('property: every lane keeps a box within the column, at least MIN_LANE_PX wide, with a strip of its own, none hidden', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: MIN_LANE_PX + 1, max: 600 }),
        (lanes, usable) => {
          const boxes = Array.from({ length: lanes }, (_, lane) => laneBox(lane, lanes, usable));
          const stacked = lanes * MIN_LANE_PX > usable;
          boxes.forEach((box, lane) => {
            expect(box.left).toBeGreaterThanOrEqual(0);
            expect(box.left + box.width).toBeLessThanOrEqual(usable + 1e-9);
            expect(box.width).toBeGreaterThanOrEqual(MIN_LANE_PX - 1e-9);
            expect(box.stacked).toBe(stacked && lanes > 1);
            const next = boxes[lane + 1];
            if (!next) return;
            // In lane order, left to right: each box's left edge is its own to aim at.
            expect(next.left).toBeGreaterThan(box.left);
            // Sharing the width, they do not overlap.
            if (!stacked) expect(box.left + box.width).toBeLessThanOrEqual(next.left + 1e-9);
          });
        },
      ),
    );
  });

  it('widens the columns for the densest cluster, within bounds', () => {
    expect(columnWidthFor(0, 8, 140, 420)).toBe(140);
    expect(columnWidthFor(9, 8, 140, 420)).toBe(9 * MIN_LANE_PX + 8);
    expect(columnWidthFor(40, 8, 140, 420)).toBe(420);
  });

  it('knows the densest cluster of the layout: twelve appointments at once need twelve lanes', () => {
    const time = gridTime(7, 19, 15);
    const appointments: AgendaAppointment[] = Array.from({ length: 12 }, (_, index) => ({
      id: `a${index}`,
      columnId: 'c',
      start: '2026-11-16T09:00',
      end: '2026-11-16T10:00',
      title: `Afspraak ${index}`,
      status: 'planned',
    }));
    const layout = layoutAgenda({
      days: ['2026-11-16'],
      columns: [{ id: 'c', kind: 'user', name: 'Anna' }],
      appointments,
      time,
    });
    expect(layout.maxLanes).toBe(12);
    expect(layout.byId.size).toBe(12);
  });
});

describe('the hours a grid shows', () => {
  it('are the usual ones while every appointment falls inside them', () => {
    expect(shownHours([{ start: '2026-12-02T09:00', end: '2026-12-02T09:30' }], 7, 19)).toEqual({
      startHour: 7,
      endHour: 19,
    });
  });

  it('widen to whole hours for an appointment at 04:10 or until 21:30, and to midnight past it', () => {
    expect(
      shownHours(
        [
          { start: '2026-12-02T04:10', end: '2026-12-02T04:40' },
          { start: '2026-12-02T20:00', end: '2026-12-02T21:30' },
        ],
        7,
        19,
      ),
    ).toEqual({ startHour: 4, endHour: 22 });
    expect(shownHours([{ start: '2026-12-02T23:00', end: '2026-12-03T00:00' }], 7, 19).endHour).toBe(24);
  });

  it('property: hold every appointment they are given', () => {
    const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });
    const clock = (value: number) =>
      `2026-12-02T${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.array(fc.tuple(minute, minute)), (pairs) => {
        const appointments = pairs.map(([a, b]) => ({
          start: clock(Math.min(a, b)),
          end: clock(Math.max(a, b)),
        }));
        const { startHour, endHour } = shownHours(appointments, 7, 19);
        for (const { start, end } of appointments) {
          expect(minutesOf(start)).toBeGreaterThanOrEqual(startHour * 60);
          const ends = minutesOf(end) > minutesOf(start) ? minutesOf(end) : 24 * 60;
          expect(ends).toBeLessThanOrEqual(endHour * 60);
        }
        expect(startHour).toBeLessThanOrEqual(7);
        expect(endHour).toBeGreaterThanOrEqual(19);
      }),
      { numRuns: 200 },
    );
  });
});
