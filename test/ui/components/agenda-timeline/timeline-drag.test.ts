import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridTime } from '../../../../src/ui/components/agenda-grid/layout';
import { timelinePlacer } from '../../../../src/ui/components/agenda-timeline/timeline-drag';
import type { TimelineDragGeometry } from '../../../../src/ui/components/agenda-timeline/timeline-drag';
import { timelineAxis, trackOf } from '../../../../src/ui/components/agenda-timeline/timeline-layout';
import { rowOffsets } from '../../../../src/ui/components/agenda-timeline/timeline-rows';

const DAYS = ['2026-11-30', '2026-12-01', '2026-12-02'];
const AXIS = timelineAxis(DAYS, gridTime(7, 19, 30));
/** Three days of 07:00 to 19:00 in half hours, 1.6 px a minute, four rows of unequal height. */
const GEOMETRY: TimelineDragGeometry = {
  axis: AXIS,
  namesPx: 184,
  minutePx: 1.6,
  offsets: rowOffsets([42, 60, 42, 86]),
};
const BODY = { top: 100, left: 20 };

const origins = fc
  .record({
    row: fc.integer({ min: 0, max: 3 }),
    day: fc.integer({ min: 0, max: 2 }),
    slot: fc.integer({ min: 0, max: 20 }),
    slots: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ row, day, slot, slots }) => ({
    row,
    day,
    start: 420 + slot * 30,
    end: 420 + (slot + slots) * 30,
  }));
const points = fc.record({
  clientX: fc.integer({ min: -500, max: 4000 }),
  clientY: fc.integer({ min: -300, max: 600 }),
});
const bodies = fc.record({
  top: fc.integer({ min: -300, max: 300 }),
  left: fc.integer({ min: -300, max: 300 }),
});

describe('dragging on the timeline', () => {
  it('proposes the origin while the pointer stays where it pressed', () => {
    fc.assert(
      fc.property(origins, (origin) => {
        const top = GEOMETRY.offsets[origin.row] as number;
        const press = {
          clientX: BODY.left + GEOMETRY.namesPx + trackOf(AXIS, origin.day, origin.start) * 1.6 + 3,
          clientY: BODY.top + top + 5,
        };
        expect(timelinePlacer(GEOMETRY, origin, false, press)(press, BODY)).toEqual(origin);
      }),
      { numRuns: 100 },
    );
  });

  it('moves on whole slots within a day’s hours and the rows, keeping the length', () => {
    fc.assert(
      fc.property(origins, points, points, bodies, (origin, press, pointer, body) => {
        const placement = timelinePlacer(GEOMETRY, origin, false, press)(pointer, body);
        expect(placement.end - placement.start).toBe(origin.end - origin.start);
        expect(placement.start).toBeGreaterThanOrEqual(420);
        expect(placement.end).toBeLessThanOrEqual(1140);
        expect((placement.start - 420) % 30).toBe(0);
        expect(placement.day).toBeGreaterThanOrEqual(0);
        expect(placement.day).toBeLessThan(DAYS.length);
        expect(placement.row).toBeGreaterThanOrEqual(0);
        expect(placement.row).toBeLessThan(4);
      }),
      { numRuns: 100 },
    );
  });

  it('moves across by the pointer’s way since the press, whatever the body did meanwhile', () => {
    fc.assert(
      fc.property(origins, points, points, bodies, (origin, press, pointer, body) => {
        const placeAt = timelinePlacer(GEOMETRY, origin, false, press);
        const { day, start } = placeAt(pointer, body);
        expect(placeAt(pointer, { ...body, left: body.left + 250 })).toMatchObject({ day, start });
      }),
      { numRuns: 100 },
    );
  });

  it('resizes the end only, never to less than a slot nor past the day’s hours', () => {
    fc.assert(
      fc.property(origins, points, points, bodies, (origin, press, pointer, body) => {
        const placement = timelinePlacer(GEOMETRY, origin, true, press)(pointer, body);
        expect(placement).toMatchObject({ row: origin.row, day: origin.day, start: origin.start });
        expect(placement.end).toBeGreaterThanOrEqual(origin.start + 30);
        expect(placement.end).toBeLessThanOrEqual(Math.max(1140, origin.start + 30));
      }),
      { numRuns: 100 },
    );
  });

  it('picks the row under the pointer, rows being as high as their lanes', () => {
    const origin = { row: 0, day: 0, start: 540, end: 570 };
    const press = { clientX: 500, clientY: BODY.top + 10 };
    const placeAt = timelinePlacer(GEOMETRY, origin, false, press);
    // Rows start at 0, 42, 102 and 144 px down the body.
    expect(placeAt({ ...press, clientY: BODY.top + 101 }, BODY).row).toBe(1);
    expect(placeAt({ ...press, clientY: BODY.top + 102 }, BODY).row).toBe(2);
    expect(placeAt({ ...press, clientY: BODY.top + 500 }, BODY).row).toBe(3);
  });
});
