// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { AgendaAppointment, AgendaColumn } from '../../../../src/ui/components/agenda-grid';
import { defaultAgendaGridLabels } from '../../../../src/ui/components/agenda-grid';
import type { Viewport } from '../../../../src/ui/components/agenda-grid/grid-frame';
import type {
  AgendaFocus,
  AgendaItem,
  FocusModel,
  Moving,
  RangeGeometry,
} from '../../../../src/ui/components/agenda-grid/interaction';
import {
  dayHeadings,
  dropMessage,
  firstMoment,
  focusOfElement,
  holds,
  isActivation,
  isPickUp,
  isPutBack,
  pickedUp,
  rangeOf,
  sameFields,
  scrolledTo,
  settledFocus,
  stepMessage,
  steppedTo,
  timedAt,
} from '../../../../src/ui/components/agenda-grid/interaction';

const labels = defaultAgendaGridLabels;
const COLUMN: AgendaColumn = { id: 'anna', kind: 'user', name: 'Anna' };
const DAY = '2026-11-16';

/** A view of equal rows and columns, counted as the week grid counts them. */
const uniform = (input: {
  rows: number;
  columns: number;
  rowPx: number;
  columnPx: number;
  ahead: boolean;
}): RangeGeometry => ({
  rows: input.rows,
  columns: input.columns,
  fixedLeftPx: 56,
  columnPx: input.columnPx,
  rowsIn: (top, height) => ({
    first: Math.floor(top / input.rowPx),
    last: Math.ceil((top + height) / input.rowPx),
  }),
  columnsIn: (left, width) => ({
    first: Math.floor(left / input.columnPx),
    last: Math.ceil((left + width) / input.columnPx) - 1,
  }),
  overscanRows: 4,
  overscanColumns: 1,
  ahead: input.ahead,
});

const geometries = fc.record({
  rows: fc.integer({ min: 1, max: 200 }),
  columns: fc.integer({ min: 1, max: 500 }),
  rowPx: fc.integer({ min: 10, max: 60 }),
  columnPx: fc.integer({ min: 40, max: 420 }),
  ahead: fc.boolean(),
});

/** A geometry and a viewport scrolled somewhere within its body. */
const views = geometries.chain((sizes) =>
  fc
    .record({
      width: fc.integer({ min: 100, max: 2000 }),
      height: fc.integer({ min: 100, max: 1200 }),
      head: fc.integer({ min: 0, max: 80 }),
      down: fc.double({ min: 0, max: 1, noNaN: true }),
      across: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ width, height, head, down, across }) => {
      const viewport: Viewport = {
        width,
        height,
        head,
        top: Math.floor(down * sizes.rows * sizes.rowPx),
        left: Math.floor(across * sizes.columns * sizes.columnPx),
      };
      return { sizes, geometry: uniform(sizes), viewport };
    }),
);

describe('the range drawn around the view', () => {
  it('holds what a scroll needs drawn at the same place, so a scroll within it draws nothing', () => {
    fc.assert(
      fc.property(views, ({ geometry, viewport }) => {
        expect(holds(rangeOf(viewport, geometry), rangeOf(viewport, geometry, true))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('stays within the rows and columns the view has', () => {
    fc.assert(
      fc.property(views, ({ sizes, geometry, viewport }) => {
        const range = rangeOf(viewport, geometry);
        expect(range.firstRow).toBeGreaterThanOrEqual(0);
        expect(range.lastRow).toBeLessThanOrEqual(sizes.rows - 1);
        expect(range.firstColumn).toBeGreaterThanOrEqual(0);
        expect(range.lastColumn).toBeLessThanOrEqual(sizes.columns - 1);
      }),
      { numRuns: 100 },
    );
  });

  it('draws every row and column that shows in the view', () => {
    fc.assert(
      fc.property(views, ({ sizes, geometry, viewport }) => {
        const range = rangeOf(viewport, geometry);
        const bottom = viewport.top + viewport.height - viewport.head;
        const right = viewport.left + viewport.width - geometry.fixedLeftPx;
        for (let row = 0; row < sizes.rows; row++) {
          if (row * sizes.rowPx < bottom && (row + 1) * sizes.rowPx > viewport.top) {
            expect(row).toBeGreaterThanOrEqual(range.firstRow);
            expect(row).toBeLessThanOrEqual(range.lastRow);
          }
        }
        for (let column = 0; column < sizes.columns; column++) {
          if (column * sizes.columnPx < right && (column + 1) * sizes.columnPx > viewport.left) {
            expect(column).toBeGreaterThanOrEqual(range.firstColumn);
            expect(column).toBeLessThanOrEqual(range.lastColumn);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('draws a screen of columns to either side once the first drawing is on screen, a few before', () => {
    const sizes = { rows: 40, columns: 100, rowPx: 24, columnPx: 100, ahead: false };
    const viewport: Viewport = { width: 1056, height: 800, head: 50, top: 240, left: 5000 };
    // 1000 px of body: columns 50 to 59 in view.
    expect(rangeOf(viewport, uniform(sizes))).toEqual({
      firstRow: 6,
      lastRow: 39,
      firstColumn: 49,
      lastColumn: 60,
    });
    expect(rangeOf(viewport, uniform({ ...sizes, ahead: true }))).toMatchObject({
      firstColumn: 40,
      lastColumn: 69,
    });
    // What must be drawn already: the view, and half a screen beyond it once ahead.
    expect(rangeOf(viewport, uniform({ ...sizes, ahead: true }), true)).toMatchObject({
      firstRow: 10,
      firstColumn: 45,
      lastColumn: 64,
    });
  });

  it('holds another range exactly when it reaches as far each way', () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }));
    const ranges = fc
      .tuple(span, span)
      .map(([[a, b], [c, d]]) => ({ firstRow: a, lastRow: a + b, firstColumn: c, lastColumn: c + d }));
    fc.assert(
      fc.property(ranges, ranges, (drawn, inView) => {
        expect(holds(drawn, drawn)).toBe(true);
        const each =
          drawn.firstRow <= inView.firstRow &&
          drawn.lastRow >= inView.lastRow &&
          drawn.firstColumn <= inView.firstColumn &&
          drawn.lastColumn >= inView.lastColumn;
        expect(holds(drawn, inView)).toBe(each);
      }),
      { numRuns: 100 },
    );
  });
});

describe('bringing a stretch into view', () => {
  const stretches = fc.record({
    position: fc.integer({ min: 0, max: 5000 }),
    start: fc.integer({ min: 0, max: 5000 }),
    size: fc.integer({ min: 0, max: 800 }),
    length: fc.integer({ min: 1, max: 1000 }),
  });

  it('leaves the scroll where it is when the stretch is in view already', () => {
    const inView = stretches.chain(({ position, size, length }) =>
      fc.double({ min: 0, max: 1, noNaN: true }).map((at) => ({
        position,
        size,
        length,
        start: position + Math.floor(at * Math.max(0, length - size)),
      })),
    );
    fc.assert(
      fc.property(inView, ({ position, start, size, length }) => {
        fc.pre(size <= length);
        expect(scrolledTo(position, start, start + size, length)).toBe(position);
      }),
      { numRuns: 100 },
    );
  });

  it('shows the start of the stretch, and all of it when it fits', () => {
    fc.assert(
      fc.property(stretches, ({ position, start, size, length }) => {
        const end = start + size;
        const next = scrolledTo(position, start, end, length);
        expect(next).toBeLessThanOrEqual(start);
        if (size <= length) expect(end).toBeLessThanOrEqual(next + length);
        else expect(next).toBe(start);
      }),
      { numRuns: 100 },
    );
  });

  it('scrolls as little as it takes', () => {
    // Below the view: just far enough that its end shows; above: to its start.
    expect(scrolledTo(100, 450, 480, 300)).toBe(180);
    expect(scrolledTo(100, 40, 70, 300)).toBe(40);
  });
});

describe('comparing focus positions and placements', () => {
  it('finds two records the same exactly when every field is', () => {
    const records = fc.record({
      row: fc.integer({ min: 0, max: 3 }),
      g: fc.integer({ min: 0, max: 3 }),
      id: fc.constantFrom(null, 'a', 'b'),
    });
    fc.assert(
      fc.property(records, records, (a, b) => {
        expect(sameFields(a, { ...a })).toBe(true);
        expect(sameFields(a, b)).toBe(a.row === b.row && a.g === b.g && a.id === b.id);
      }),
      { numRuns: 100 },
    );
  });
});

interface TestFocus extends AgendaFocus {
  readonly cell: number;
}
interface TestItem extends AgendaItem {
  readonly row: number;
  readonly cell: number;
}

const appointment = (id: string): AgendaAppointment => ({
  id,
  columnId: COLUMN.id,
  start: `${DAY}T09:00:00`,
  end: `${DAY}T09:30:00`,
  title: `Consult ${id}`,
  status: 'planned',
});

/** Two rows of ten cells, with appointment "a" in row 1, cell 4. */
const model: FocusModel<TestFocus, TestItem> = {
  itemOf: (id) => (id === 'a' ? { appointment: appointment('a'), row: 1, cell: 4 } : undefined),
  focusOn: (item) => ({ row: item.row, cell: item.cell, id: item.appointment.id }),
  slotOf: (element) => ({
    row: Number(element.dataset['row']),
    cell: Number(element.dataset['cell']),
    id: null,
  }),
  clampSlot: (focus) => ({
    row: Math.min(1, Math.max(0, focus.row)),
    cell: Math.min(9, Math.max(0, focus.cell)),
    id: null,
  }),
};

describe('the focus', () => {
  it('settles on an appointment’s own slot, and on a slot within the view when its appointment is gone', () => {
    expect(settledFocus({ row: 0, cell: 0, id: 'a' }, model)).toEqual({ row: 1, cell: 4, id: 'a' });
    expect(settledFocus({ row: 5, cell: -2, id: 'gone' }, model)).toEqual({ row: 1, cell: 0, id: null });
    expect(settledFocus({ row: 0, cell: 12, id: null }, model)).toEqual({ row: 0, cell: 9, id: null });
  });

  it('is read from the element an event comes from: an appointment, a slot, or nothing of the view', () => {
    document.body.innerHTML =
      '<div id="outside"><div data-row="1" data-cell="4" id="slot">' +
      '<div data-id="a"><span id="title">Consult a</span></div><div data-id="gone" id="gone"></div>' +
      '</div></div>';
    const element = (id: string) => document.getElementById(id);
    expect(focusOfElement(element('title'), model)).toEqual({ row: 1, cell: 4, id: 'a' });
    expect(focusOfElement(element('slot'), model)).toEqual({ row: 1, cell: 4, id: null });
    expect(focusOfElement(element('gone'), model)).toBeNull();
    expect(focusOfElement(element('outside'), model)).toBeNull();
    expect(focusOfElement(null, model)).toBeNull();
  });
});

interface TestPlacement {
  readonly row: number;
  readonly start: number;
  readonly end: number;
}

describe('moving an appointment', () => {
  const origin: TestPlacement = { row: 0, start: 540, end: 570 };

  it('asks whether a step clashes only when the placement changed', () => {
    const clashAt = vi.fn<(id: string, placement: TestPlacement) => string | null>(
      (_id: string, placement: TestPlacement) => (placement.row === 1 ? 'Bram is away' : null),
    );
    const moving: Moving<TestPlacement> = { ...pickedUp('a', origin, 'keys'), clash: 'kept' };
    expect(steppedTo(moving, moving.placement, clashAt)).toEqual(moving);
    expect(clashAt).not.toHaveBeenCalled();
    const moved = steppedTo(moving, { ...origin, row: 1 }, clashAt);
    expect(moved).toEqual({ ...moving, placement: { ...origin, row: 1 }, clash: 'Bram is away' });
    expect(clashAt).toHaveBeenCalledWith('a', { ...origin, row: 1 });
  });

  it('is put back when it is dropped where it was picked up', () => {
    const moving = pickedUp('a', origin, 'pointer');
    expect(moving).toEqual({ id: 'a', origin, placement: origin, clash: null, by: 'pointer' });
    expect(isPutBack(moving)).toBe(true);
    expect(isPutBack({ ...moving, placement: { ...origin } })).toBe(true);
    expect(isPutBack({ ...moving, placement: { ...origin, end: 600 } })).toBe(false);
  });

  it('gives the column and the date-times of a place, into the next day past midnight', () => {
    expect(timedAt({ column: COLUMN, day: DAY }, 540, 570)).toEqual({
      columnId: 'anna',
      start: '2026-11-16T09:00:00',
      end: '2026-11-16T09:30:00',
    });
    expect(timedAt({ column: COLUMN, day: DAY }, 1410, 1470).end).toBe('2026-11-17T00:30:00');
  });

  it('announces each step with where it would go and what clashes there, and the drop', () => {
    const place = { column: COLUMN, day: DAY };
    const day = labels.dayHeading(DAY);
    expect(stepMessage(labels, 'Consult', place, origin, null)).toBe(`Consult: 09:00 to 09:30, Anna, ${day}`);
    expect(stepMessage(labels, 'Consult', place, origin, 'Anna is away')).toBe(
      `Consult: 09:00 to 09:30, Anna, ${day} Clash: Anna is away`,
    );
    expect(dropMessage(labels, 'Consult', place, origin)).toBe(
      `Consult moved to 09:00 to 09:30, Anna, ${day}`,
    );
  });
});

describe('the keys', () => {
  const press = (
    key: string,
    modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
  ) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  });

  it('pick up with the move key in either case, never with Control, Command or Alt', () => {
    expect(isPickUp(press('m'), 'm')).toBe(true);
    expect(isPickUp(press('M'), 'm')).toBe(true);
    expect(isPickUp(press('v'), 'V')).toBe(true);
    expect(isPickUp(press('m', { ctrlKey: true }), 'm')).toBe(false);
    expect(isPickUp(press('m', { metaKey: true }), 'm')).toBe(false);
    expect(isPickUp(press('m', { altKey: true }), 'm')).toBe(false);
    expect(isPickUp(press('n'), 'm')).toBe(false);
  });

  it('activate with Enter and Space only', () => {
    expect(isActivation(press('Enter'))).toBe(true);
    expect(isActivation(press(' '))).toBe(true);
    expect(isActivation(press('Spacebar'))).toBe(false);
    expect(isActivation(press('m'))).toBe(false);
  });
});

describe('the first place shown', () => {
  const days = ['2026-11-16', '2026-11-17'];
  const available = [
    { columnId: 'anna', day: '2026-11-17', start: '07:30', end: '12:00' },
    { columnId: 'anna', day: '2026-11-16', start: '10:00', end: '12:00' },
  ];

  it('is an hour before now when today is shown', () => {
    expect(firstMoment({ now: '2026-11-17T14:20', days, available }, 420, days)).toEqual({
      day: 1,
      minute: 800,
    });
  });

  it('is otherwise the earliest working hour of the days that count', () => {
    expect(firstMoment({ now: '2026-12-01T14:20', days, available }, 420, days)).toEqual({
      day: 0,
      minute: 450,
    });
    expect(firstMoment({ days, available }, 420, days.slice(0, 1))).toEqual({ day: 0, minute: 600 });
  });

  it('is otherwise 08:00, or the first hour shown when that is later', () => {
    expect(firstMoment({ days }, 420, days)).toEqual({ day: 0, minute: 480 });
    expect(firstMoment({ days, available }, 600, [])).toEqual({ day: 0, minute: 600 });
  });
});

describe('the day headings', () => {
  it('asks the labels once per day, however often a heading is drawn', () => {
    const dayHeading = vi.fn<(day: string) => string>((day: string) => `day ${day}`);
    const heading = dayHeadings({ ...labels, dayHeading }, ['2026-11-16', '2026-11-17']);
    expect([heading(1), heading(0), heading(1), heading(1)]).toEqual([
      'day 2026-11-17',
      'day 2026-11-16',
      'day 2026-11-17',
      'day 2026-11-17',
    ]);
    expect(dayHeading).toHaveBeenCalledTimes(2);
  });
});
