import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgendaAppointment, AgendaColumn } from '../../../../src/ui/components/agenda-grid';
import { clockText, gridTime } from '../../../../src/ui/components/agenda-grid/layout';
import type { TimelineLayout } from '../../../../src/ui/components/agenda-timeline/timeline-layout';
import {
  cellAt,
  cellStart,
  itemsInCell,
  itemsWithin,
  layoutTimeline,
} from '../../../../src/ui/components/agenda-timeline/timeline-layout';
import {
  moveTimelineFocus,
  moveTimelinePlacement,
} from '../../../../src/ui/components/agenda-timeline/timeline-navigation';
import {
  rowAtOffset,
  rowHeightOf,
  rowOffsets,
} from '../../../../src/ui/components/agenda-timeline/timeline-rows';

const DAYS = ['2026-11-30', '2026-12-01', '2026-12-02'];
const ROWS: AgendaColumn[] = [
  { id: 'anna', kind: 'user', name: 'Anna' },
  { id: 'bram', kind: 'user', name: 'Bram' },
  { id: 'room', kind: 'room', name: 'Kamer 1' },
];
const TIME = gridTime(7, 19, 30);

const appointment = (
  id: string,
  columnId: string,
  day: string,
  start: number,
  end: number,
): AgendaAppointment => ({
  id,
  columnId,
  start: `${day}T${clockText(start)}:00`,
  end: `${day}T${clockText(end)}:00`,
  title: `Afspraak ${id}`,
  status: 'planned',
});

/** Appointments within the timeline's days and hours (or partly outside them), in any order. */
const appointments = fc
  .array(
    fc.record({
      row: fc.integer({ min: 0, max: ROWS.length - 1 }),
      day: fc.integer({ min: 0, max: DAYS.length - 1 }),
      start: fc.integer({ min: 6 * 4, max: 19 * 4 - 1 }).map((quarter) => quarter * 15),
      length: fc.integer({ min: 0, max: 16 }).map((quarters) => quarters * 15),
    }),
    { maxLength: 60 },
  )
  .map((drafts) =>
    drafts.map((draft, index) =>
      appointment(
        `a${index}`,
        (ROWS[draft.row] as AgendaColumn).id,
        DAYS[draft.day] as string,
        draft.start,
        Math.min(draft.start + draft.length, 23 * 60 + 45),
      ),
    ),
  );

const layoutOf = (list: readonly AgendaAppointment[]): TimelineLayout =>
  layoutTimeline({ days: DAYS, rows: ROWS, appointments: list, time: TIME });

describe('the timeline layout', () => {
  it('puts an appointment in its row, in the cell of its start, cut to the hours shown', () => {
    const layout = layoutOf([
      appointment('a', 'bram', '2026-12-01', 9 * 60 + 15, 10 * 60),
      appointment('b', 'anna', '2026-11-30', 6 * 60, 8 * 60),
      appointment('c', 'anna', '2026-11-30', 20 * 60, 21 * 60),
    ]);
    const a = layout.byId.get('a');
    expect(a).toMatchObject({ row: 1, day: 1, start: 555, end: 600, cell: 24 + 4 });
    expect(a?.from).toBe(720 + 135);
    // Starts before the first hour: drawn from 07:00, in the first cell.
    expect(layout.byId.get('b')).toMatchObject({ row: 0, from: 0, to: 60, cell: 0 });
    // Wholly after the last hour: not drawn.
    expect(layout.byId.has('c')).toBe(false);
    expect(layout.axis.cells).toBe(72);
    expect(layout.rows[1]?.busy[28]).toBe(1);
    expect(layout.rows[1]?.busy[30]).toBe(0);
  });

  it('stacks overlapping appointments in lanes and makes the row as high as its lanes', () => {
    const layout = layoutOf([
      appointment('a', 'anna', '2026-11-30', 540, 600),
      appointment('b', 'anna', '2026-11-30', 555, 585),
      appointment('c', 'anna', '2026-11-30', 570, 630),
      appointment('d', 'anna', '2026-11-30', 600, 615),
    ]);
    expect(['a', 'b', 'c', 'd'].map((id) => layout.byId.get(id)?.lane)).toEqual([0, 1, 2, 0]);
    expect(layout.rows[0]?.lanes).toBe(3);
    expect(layout.rows[1]?.lanes).toBe(1);
    expect(rowHeightOf(3)).toBeGreaterThan(rowHeightOf(1));
  });

  it('property: every appointment within the hours gets a place in its own row, and no two of a lane overlap', () => {
    fc.assert(
      fc.property(appointments, (list) => {
        const layout = layoutOf(list);
        for (const entry of list) {
          const startMinute = Number(entry.start.slice(11, 13)) * 60 + Number(entry.start.slice(14, 16));
          const endMinute = Number(entry.end.slice(11, 13)) * 60 + Number(entry.end.slice(14, 16));
          const shown = startMinute < 19 * 60 && Math.max(endMinute, startMinute + 1) > 7 * 60;
          const item = layout.byId.get(entry.id);
          expect(item !== undefined).toBe(shown);
          if (!item) continue;
          expect(ROWS[item.row]?.id).toBe(entry.columnId);
          expect(item.to).toBeGreaterThan(item.from);
          expect(layout.rows[item.row]?.items).toContain(item);
          expect(item.lane).toBeLessThan(layout.rows[item.row]?.lanes ?? 0);
          expect(cellStart(layout.axis, item.cell)).toBeLessThanOrEqual(item.from);
          expect(cellAt(layout.axis, item.from)).toBe(item.cell);
        }
        for (const row of layout.rows) {
          for (let i = 0; i < row.items.length; i++) {
            for (let j = i + 1; j < row.items.length; j++) {
              const a = row.items[i]!;
              const b = row.items[j]!;
              if (a.lane === b.lane) expect(a.from < b.to && b.from < a.to).toBe(false);
            }
          }
        }
      }),
    );
  });

  it('property: a row holds its appointments in order of start, then lane, and uses no more lanes than overlap at once', () => {
    fc.assert(
      fc.property(appointments, (list) => {
        const layout = layoutOf(list);
        for (const row of layout.rows) {
          for (let i = 1; i < row.items.length; i++) {
            const before = row.items[i - 1]!;
            const after = row.items[i]!;
            expect(before.from < after.from || (before.from === after.from && before.lane < after.lane)).toBe(
              true,
            );
          }
          let most = 1;
          for (const at of row.items)
            most = Math.max(
              most,
              row.items.filter((item) => item.from <= at.from && at.from < item.to).length,
            );
          expect(row.lanes).toBe(most);
        }
      }),
    );
  });

  it('property: a look-up by time finds exactly the appointments that reach into it', () => {
    fc.assert(
      fc.property(
        appointments,
        fc.integer({ min: 0, max: 3 * 720 }),
        fc.integer({ min: 1, max: 720 }),
        (list, from, length) => {
          const layout = layoutOf(list);
          for (const row of layout.rows) {
            const expected = row.items.filter((item) => item.from < from + length && item.to > from);
            expect(itemsWithin(row, from, from + length)).toEqual(expected);
          }
        },
      ),
    );
  });

  it('property: the keyboard reaches every appointment of a row going right from its first cell', () => {
    fc.assert(
      fc.property(appointments, (list) => {
        const layout = layoutOf(list);
        layout.rows.forEach((row, index) => {
          const seen: string[] = [];
          let focus = { row: index, cell: 0, id: null as string | null };
          for (let step = 0; step < layout.axis.cells + row.items.length + 1; step++) {
            if (focus.id !== null) seen.push(focus.id);
            const next = moveTimelineFocus(layout, focus, 'right');
            if (next === focus) break;
            focus = next;
          }
          expect(seen).toEqual(row.items.map((item) => item.appointment.id));
          // Each cell's own appointments, in the row's order.
          const cells = new Set(row.items.map((item) => item.cell));
          for (const cell of cells)
            expect(itemsInCell(layout.axis, row, cell)).toEqual(
              row.items.filter((item) => item.cell === cell),
            );
        });
      }),
    );
  });

  it('moves a picked-up appointment by slots, into the next day past the last hour, and to other rows', () => {
    const layout = layoutOf([]);
    const placement = { row: 0, day: 0, start: 18 * 60, end: 18 * 60 + 30 };
    expect(moveTimelinePlacement(layout, placement, 'later')).toEqual({
      ...placement,
      start: 1110,
      end: 1140,
    });
    const late = { ...placement, start: 1110, end: 1140 };
    expect(moveTimelinePlacement(layout, late, 'later')).toEqual({ row: 0, day: 1, start: 420, end: 450 });
    expect(moveTimelinePlacement(layout, { ...late, day: 2 }, 'later')).toEqual({ ...late, day: 2 });
    expect(moveTimelinePlacement(layout, placement, 'down').row).toBe(1);
    expect(moveTimelinePlacement(layout, placement, 'up')).toBe(placement);
    expect(moveTimelinePlacement(layout, placement, 'longer').end).toBe(1140);
    expect(moveTimelinePlacement(layout, placement, 'shorter')).toBe(placement);
  });

  it('finds the row at a distance down', () => {
    const offsets = rowOffsets([40, 60, 40]);
    expect([...offsets]).toEqual([0, 40, 100, 140]);
    expect([0, 39, 40, 99, 100, 500, -5].map((y) => rowAtOffset(offsets, y))).toEqual([0, 0, 1, 1, 2, 2, 0]);
  });
});
