import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GridDragGeometry } from '../../../../src/ui/components/agenda-grid/pointer-drag';
import {
  gridPlacer,
  onEndEdge,
  RESIZE_EDGE_PX,
} from '../../../../src/ui/components/agenda-grid/pointer-drag';

/** 07:00 to 19:00 in quarters of 24 px, ten columns of 140 px. */
const GEOMETRY: GridDragGeometry = {
  axisPx: 56,
  columnPx: 140,
  slotPx: 24,
  slotMinutes: 15,
  startMinute: 420,
  endMinute: 1140,
  groups: 10,
};
const BODY = { top: 100, left: 20 };

const origins = fc
  .record({
    g: fc.integer({ min: 0, max: 9 }),
    slot: fc.integer({ min: 0, max: 40 }),
    slots: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ g, slot, slots }) => ({ g, start: 420 + slot * 15, end: 420 + (slot + slots) * 15 }));
const points = fc.record({
  clientX: fc.integer({ min: -500, max: 2500 }),
  clientY: fc.integer({ min: -500, max: 2500 }),
});
const bodies = fc.record({
  top: fc.integer({ min: -300, max: 300 }),
  left: fc.integer({ min: -300, max: 300 }),
});

describe('a press on an appointment', () => {
  const box = { bottom: 200, right: 300 };

  it('resizes on the last pixels of its end edge, and moves elsewhere', () => {
    expect(onEndEdge({ clientX: 0, clientY: 200 - RESIZE_EDGE_PX }, box, 'bottom')).toBe(true);
    expect(onEndEdge({ clientX: 0, clientY: 199 - RESIZE_EDGE_PX }, box, 'bottom')).toBe(false);
    expect(onEndEdge({ clientX: 300 - RESIZE_EDGE_PX, clientY: 0 }, box, 'right')).toBe(true);
    expect(onEndEdge({ clientX: 299 - RESIZE_EDGE_PX, clientY: 0 }, box, 'right')).toBe(false);
  });
});

describe('dragging in the grid', () => {
  it('proposes the origin while the pointer stays where it pressed', () => {
    fc.assert(
      fc.property(origins, fc.integer({ min: 0, max: 139 }), (origin, within) => {
        const press = {
          clientX: BODY.left + GEOMETRY.axisPx + origin.g * GEOMETRY.columnPx + within,
          clientY: BODY.top + ((origin.start - 420) / 15) * 24 + 5,
        };
        const placeAt = gridPlacer(GEOMETRY, origin, false, press, BODY);
        expect(placeAt(press, BODY)).toEqual(origin);
      }),
      { numRuns: 100 },
    );
  });

  it('moves on whole slots within the hours and the grid columns, keeping the length', () => {
    fc.assert(
      fc.property(origins, points, points, bodies, (origin, press, pointer, body) => {
        const placement = gridPlacer(GEOMETRY, origin, false, press, BODY)(pointer, body);
        expect(placement.end - placement.start).toBe(origin.end - origin.start);
        expect(placement.start).toBeGreaterThanOrEqual(420);
        expect(placement.end).toBeLessThanOrEqual(1140);
        expect((placement.start - 420) % 15).toBe(0);
        expect(placement.g).toBeGreaterThanOrEqual(0);
        expect(placement.g).toBeLessThan(GEOMETRY.groups);
      }),
      { numRuns: 100 },
    );
  });

  it('resizes the end only, never to less than a slot nor past the hours', () => {
    fc.assert(
      fc.property(origins, points, points, bodies, (origin, press, pointer, body) => {
        const placement = gridPlacer(GEOMETRY, origin, true, press, BODY)(pointer, body);
        expect(placement.g).toBe(origin.g);
        expect(placement.start).toBe(origin.start);
        expect(placement.end).toBeGreaterThanOrEqual(origin.start + 15);
        expect(placement.end).toBeLessThanOrEqual(Math.max(1140, origin.start + 15));
      }),
      { numRuns: 100 },
    );
  });

  it('follows the body when it scrolls during a move', () => {
    const origin = { g: 2, start: 540, end: 570 };
    const press = { clientX: 400, clientY: 400 };
    const placeAt = gridPlacer(GEOMETRY, origin, false, press, BODY);
    // The body scrolled up by four slots under a pointer that stayed: an hour later.
    expect(placeAt(press, { ...BODY, top: BODY.top - 96 })).toEqual({ g: 2, start: 600, end: 630 });
  });
});
