/*
 * The ARIA grid pattern (https://www.w3.org/WAI/ARIA/apg/patterns/grid/) on absolutely placed
 * elements, as in the week grid (agenda-grid.tsx): rows, cells and headers are elements with roles;
 * the grid itself is not focusable, its one tab stop is a cell or an appointment inside it (roving
 * tabindex), and clicks have their keyboard equivalents in the grid's keydown handler.
 */
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events */
import type { CSSProperties, ReactNode } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import type { AgendaColumn, AgendaGridProps, AgendaMark } from '../agenda-grid/agenda-grid-types';
import {
  fallbackViewport,
  STATUS_ICON,
  useAgendaTime,
  useDrawAhead,
  useMeasuredViewport,
} from '../agenda-grid/grid-frame';
import type { Box, Moving, Range } from '../agenda-grid/interaction';
import { dayHeadings, firstMoment, rangeOf } from '../agenda-grid/interaction';
import type { Interval } from '../agenda-grid/layout';
import { clamp, clockText, dayOf, isWorking, minutesOf } from '../agenda-grid/layout';
import type { AgendaView } from '../agenda-grid/use-agenda-interaction';
import { useAgendaInteraction } from '../agenda-grid/use-agenda-interaction';
import { timelinePlacer } from './timeline-drag';
import type { TimelineItem, TimelineLayout } from './timeline-layout';
import { cellAt, cellDay, cellStart, itemsWithin, layoutTimeline, trackOf } from './timeline-layout';
import type { TimelineFocus, TimelineMoveKey, TimelinePlacement } from './timeline-navigation';
import { moveTimelineFocus, moveTimelinePlacement, timelineMoveKey } from './timeline-navigation';
import { rowHeightOf, rowOffsets, rowAtOffset, LANE_PX, ROW_PAD_PX } from './timeline-rows';
import '../agenda-grid/agenda-grid.css';
import './agenda-timeline.css';

/** Width of the names at the left (px), and on a narrow screen. */
const NAMES_PX = 184;
const NARROW_NAMES_PX = 112;
const NARROW_BELOW_PX = 640;
/** Width of an hour across (px). */
const HOUR_PX = 96;
/**
 * Rows and cells drawn beyond the viewport, so scrolling and arrow keys find them there: a few for the
 * first drawing, then, once it is on screen, a whole screen of cells to either side, so the first frame
 * after scrolling a screen sideways is complete.
 */
const OVERSCAN_ROWS = 4;
const OVERSCAN_CELLS = 4;

/** The timeline's sizes in one drawing (px), and whether it draws ahead. */
interface TimelineSizes {
  readonly namesPx: number;
  readonly cellPx: number;
  readonly minutePx: number;
  /** Where each row starts down the body, and after the last where the rows end. */
  readonly offsets: Float64Array;
  readonly ahead: boolean;
}

/**
 * The timeline as the interaction model sees it: the focus is a cell (a slot of a row) or an
 * appointment in the cell it starts in; a placement is a row, a day and minutes of that day. Time runs
 * across, in cells of one width; the rows are as high as their lanes.
 */
function timelineView(
  props: AgendaGridProps,
  layout: TimelineLayout,
  sizes: TimelineSizes,
): AgendaView<TimelineFocus, TimelinePlacement, TimelineMoveKey, TimelineItem> {
  const { days, columns } = props;
  const { axis } = layout;
  const { namesPx, cellPx, minutePx, offsets } = sizes;
  const rowColumn = (row: number) => columns[row] as AgendaColumn;
  /** The stretch of a row from track minute `from` to `to`. */
  const rowBox = (row: number, from: number, to: number): Box => {
    const top = offsets[row] ?? 0;
    return { top, bottom: offsets[row + 1] ?? top, left: from * minutePx, right: to * minutePx };
  };
  return {
    range: {
      rows: offsets.length - 1,
      columns: axis.cells,
      fixedLeftPx: namesPx,
      columnPx: cellPx,
      rowsIn: (top, height) => ({
        first: rowAtOffset(offsets, top),
        last: rowAtOffset(offsets, top + height),
      }),
      columnsIn: (left, width) => {
        const first = Math.floor(left / cellPx);
        return { first, last: first + Math.ceil(width / cellPx) };
      },
      overscanRows: OVERSCAN_ROWS,
      overscanColumns: OVERSCAN_CELLS,
      ahead: sizes.ahead,
    },
    leastBody: { height: 0, width: cellPx },
    itemOf: (id) => layout.byId.get(id),
    focusOn: (item) => ({ row: item.row, cell: item.cell, id: item.appointment.id }),
    slotOf: (element) => ({
      row: Number(element.dataset['row']),
      cell: Number(element.dataset['cell']),
      id: null,
    }),
    clampSlot: (focus) => ({
      row: clamp(focus.row, 0, Math.max(0, layout.rows.length - 1)),
      cell: clamp(focus.cell, 0, Math.max(0, axis.cells - 1)),
      id: null,
    }),
    slotSelector: (focus) => `[data-row="${focus.row}"][data-cell="${focus.cell}"]`,
    moveFocus: (focus, key) => moveTimelineFocus(layout, focus, key),
    focusBox: (focus, item) => {
      const from = item ? item.from : cellStart(axis, focus.cell);
      return rowBox(focus.row, from, from + axis.time.slotMinutes);
    },
    slotPlace: (focus) => {
      const { day, minute } = cellDay(axis, focus.cell);
      return { column: rowColumn(focus.row), day: days[day] as string, minute };
    },
    placementOf: (item) => ({ row: item.row, day: item.day, start: item.start, end: item.end }),
    moveKey: timelineMoveKey,
    movePlacement: (placement, key) => moveTimelinePlacement(layout, placement, key),
    placeOf: (placement) => ({ column: rowColumn(placement.row), day: days[placement.day] as string }),
    placementBox: (placement) => {
      const from = trackOf(axis, placement.day, placement.start);
      return rowBox(placement.row, from, from + placement.end - placement.start);
    },
    endEdge: 'right',
    placer: (origin, resize, press) =>
      timelinePlacer({ axis, namesPx, minutePx, offsets }, origin, resize, press),
  };
}

/**
 * The agenda as a timeline: a row per person, room or resource, the days and hours across, the
 * appointments of a row in stacked lanes where they overlap (a crowded row grows higher; nothing is
 * squeezed or hidden). It takes the week grid's data, labels and callbacks, shades working hours and
 * marked days as the grid does, and draws only the rows and cells in view (with a margin), so 500
 * rows with 10,000 appointments stay quick; the names at the left and the days and hours at the top
 * stay in place. Names and titles end in an ellipsis where they are cut; their full text is in the
 * accessible name and the tooltip.
 *
 * Keyboard (one tab stop, roving tabindex): the week grid's model turned a quarter. Left and Right go
 * from cell to cell through time, passing through the appointments that start in a cell; Up and Down
 * go to the row above or below; PageUp and PageDown an hour; Home and End the row's first and last
 * cell, with Control the timeline's. Enter (or Space) on a cell calls onCreate, on an appointment
 * onOpen. The move key picks up a movable appointment: Left and Right move it a slot, PageUp and
 * PageDown an hour, Up and Down to another row, Shift with Left or Right changes its end, Enter drops
 * it (onMove), Escape puts it back; each step is announced, with what clashOf answers.
 *
 * Pointer: a click opens or creates as in the grid; dragging an appointment moves it in time and from
 * row to row, dragging its right edge changes its end; release calls onMove, Escape cancels.
 */
export function AgendaTimeline(props: AgendaGridProps) {
  const { days, columns, appointments, labels } = props;
  const { time, shaded, marked } = useAgendaTime(props, 30);
  const layout = useMemo(
    () => layoutTimeline({ days, rows: columns, appointments, time }),
    [days, columns, appointments, time],
  );
  const offsets = useMemo(() => rowOffsets(layout.rows.map((row) => rowHeightOf(row.lanes))), [layout]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const helpId = useId();

  // The first cell in view and focus: the first moment of the shown days, on the first day's hours.
  const [first] = useState(() => {
    const { day, minute } = firstMoment(props, time.startMinute, days.slice(0, 1));
    return cellAt(layout.axis, trackOf(layout.axis, day, Math.max(time.startMinute, minute)));
  });
  const [viewport, setViewport] = useMeasuredViewport(scrollRef, headRef, (scroll) => {
    scroll.scrollLeft = Math.max(0, first * time.slotMinutes * (HOUR_PX / 60));
  });
  const ahead = useDrawAhead();

  const { axis } = layout;
  const measured = viewport ?? fallbackViewport();
  const namesPx = measured.width < NARROW_BELOW_PX ? NARROW_NAMES_PX : NAMES_PX;
  const minutePx = HOUR_PX / 60;
  const cellPx = time.slotMinutes * minutePx;
  const sizes: TimelineSizes = { namesPx, cellPx, minutePx, offsets, ahead };
  const view = timelineView(props, layout, sizes);
  const { focus, moving, message, isMovable, handlers, onScroll } = useAgendaInteraction({
    props,
    view,
    gridRef,
    scrollRef,
    bodyRef,
    viewport,
    setViewport,
    firstFocus: () => ({ row: 0, cell: first, id: null }),
  });

  const canvasWidth = namesPx + axis.cells * cellPx;
  const bodyHeight = offsets[offsets.length - 1] ?? 0;
  const sizeProperties = {
    '--timeline-names': `${namesPx}px`,
    '--timeline-cell': `${cellPx}px`,
    '--timeline-hour': `${HOUR_PX}px`,
    '--timeline-day': `${axis.span * minutePx}px`,
    '--timeline-lane': `${LANE_PX}px`,
  } as CSSProperties;

  let content: { head: ReactNode; body: ReactNode } = { head: null, body: null };
  if (viewport && columns.length > 0 && axis.cells > 0) {
    content = drawTimeline({
      props,
      layout,
      shaded,
      marked,
      range: rangeOf(viewport, view.range),
      focus,
      moving,
      sizes,
      isMovable,
    });
  }

  return (
    <div className={`agenda-timeline${props.className ? ` ${props.className}` : ''}`} style={sizeProperties}>
      <p id={helpId} hidden>
        {labels.instructions}
      </p>
      <output className="visually-hidden">{message}</output>
      <div ref={scrollRef} className="agenda-timeline__scroll" onScroll={onScroll}>
        <div
          ref={gridRef}
          role="grid"
          className="agenda-timeline__grid"
          aria-label={labels.grid}
          aria-describedby={helpId}
          aria-rowcount={columns.length + 2}
          aria-colcount={axis.cells + 1}
          style={{ width: canvasWidth }}
          {...handlers}
        >
          <div ref={headRef} role="rowgroup" className="agenda-timeline__head">
            {content.head ?? (
              <>
                <div role="row" aria-rowindex={1} className="agenda-timeline__head-row">
                  <div
                    role="columnheader"
                    aria-colindex={1}
                    aria-rowspan={2}
                    className="agenda-timeline__corner"
                  >
                    {labels.timeHeader}
                  </div>
                </div>
                <div
                  role="row"
                  aria-rowindex={2}
                  className="agenda-timeline__head-row agenda-timeline__head-row--hours"
                />
              </>
            )}
          </div>
          <div ref={bodyRef} role="rowgroup" className="agenda-timeline__body" style={{ height: bodyHeight }}>
            {content.body}
          </div>
        </div>
      </div>
    </div>
  );
}

const APPOINTMENT = 'agenda-grid__appt';
/** The header and the rows for the range in view: plain elements, placed absolutely. */
function drawTimeline(input: {
  props: AgendaGridProps;
  layout: TimelineLayout;
  shaded: readonly (readonly Interval[])[] | null;
  marked: ReadonlyMap<number, readonly AgendaMark[]>;
  range: Range;
  focus: TimelineFocus;
  moving: Moving<TimelinePlacement> | null;
  sizes: TimelineSizes;
  isMovable: (item: TimelineItem) => boolean;
}): { head: ReactNode; body: ReactNode } {
  const { props, layout, shaded, marked, range, focus, moving, sizes, isMovable } = input;
  const { days, columns, labels, now } = props;
  const { axis } = layout;
  const { time } = axis;
  const { namesPx, cellPx, minutePx, offsets } = sizes;
  const perHour = Math.max(1, Math.round(60 / time.slotMinutes));
  const x = (track: number) => namesPx + track * minutePx;
  const from = cellStart(axis, range.firstColumn);
  const to = cellStart(axis, range.lastColumn) + time.slotMinutes;
  const firstDay = Math.floor(range.firstColumn / axis.perDay);
  const lastDay = Math.floor(range.lastColumn / axis.perDay);

  const dayText = dayHeadings(labels, days);
  const today = now ? days.indexOf(dayOf(now)) : -1;

  // Header: the days (each spanning its cells), then the hours.
  const dayList: number[] = [];
  for (let day = firstDay; day <= lastDay; day++) dayList.push(day);
  const hourList: number[] = [];
  for (
    let cell = range.firstColumn - (range.firstColumn % perHour);
    cell <= range.lastColumn;
    cell += perHour
  )
    hourList.push(cell);
  const head = (
    <>
      <div role="row" aria-rowindex={1} className="agenda-timeline__head-row">
        <div role="columnheader" aria-colindex={1} aria-rowspan={2} className="agenda-timeline__corner">
          {labels.timeHeader}
        </div>
        {dayList.map((day) => (
          <div
            key={day}
            role="columnheader"
            aria-colindex={day * axis.perDay + 2}
            aria-colspan={axis.perDay}
            aria-current={day === today ? 'date' : undefined}
            className={`agenda-timeline__day${day === today ? ' agenda-timeline__day--today' : ''}`}
            style={{ left: x(day * axis.span) }}
          >
            <span className="agenda-timeline__day-text">{dayText(day)}</span>
          </div>
        ))}
      </div>
      <div
        role="row"
        aria-rowindex={2}
        className="agenda-timeline__head-row agenda-timeline__head-row--hours"
      >
        {hourList.map((cell) => {
          const { minute } = cellDay(axis, cell);
          return (
            <div
              key={cell}
              role="columnheader"
              aria-colindex={cell + 2}
              aria-colspan={Math.min(perHour, axis.perDay - (cell % axis.perDay))}
              className={`agenda-timeline__hour${cell % axis.perDay === 0 ? ' agenda-timeline__hour--first' : ''}`}
              style={{ left: x(cellStart(axis, cell)) }}
            >
              {clockText(minute)}
            </div>
          );
        })}
      </div>
    </>
  );

  // The rows drawn: those in view, and those of the focus and of a moving appointment.
  const movingItem = moving ? layout.byId.get(moving.id) : undefined;
  const rowList: number[] = [];
  for (let row = range.firstRow; row <= range.lastRow; row++) rowList.push(row);
  for (const row of [focus.row, movingItem?.row]) {
    if (row !== undefined && !rowList.includes(row)) rowList.push(row);
  }
  rowList.sort((a, b) => a - b);

  // Behind the rows (hidden from assistive technology): hours off, marked days, day lines, now.
  const backdrop: ReactNode[] = [];
  for (const row of rowList) {
    const top = offsets[row] ?? 0;
    const height = (offsets[row + 1] ?? top) - top;
    for (let day = firstDay; day <= lastDay; day++) {
      const g = day * columns.length + row;
      for (const interval of shaded?.[g] ?? []) {
        backdrop.push(
          <div
            key={`o${row}:${day}:${interval.start}`}
            className="agenda-timeline__off"
            style={{
              top,
              height,
              left: x(trackOf(axis, day, interval.start)),
              width: (interval.end - interval.start) * minutePx,
            }}
          />,
        );
      }
      const dayMarks = marked.get(g);
      if (dayMarks) {
        backdrop.push(
          <div
            key={`m${row}:${day}`}
            className={`agenda-grid__marked agenda-grid__marked--${dayMarks[0]?.kind ?? 'closed'} agenda-timeline__marked`}
            style={{ top, height, left: x(day * axis.span), width: axis.span * minutePx }}
          />,
        );
      }
    }
  }
  const nowMinute = now && today >= 0 ? minutesOf(now) : -1;
  const nowLine =
    nowMinute >= time.startMinute && nowMinute < time.endMinute ? (
      <div className="agenda-timeline__now" style={{ left: x(trackOf(axis, today, nowMinute)) }} />
    ) : null;

  const appointment = (item: TimelineItem, cell: number) => {
    const { appointment: entry } = item;
    const label = labels.appointment(entry);
    const movable = isMovable(item);
    return (
      <div
        key={entry.id}
        role="button"
        data-id={entry.id}
        tabIndex={focus.id === entry.id ? 0 : -1}
        className={
          `${APPOINTMENT} ${APPOINTMENT}--${entry.status} agenda-timeline__appt` +
          (movable ? ` ${APPOINTMENT}--movable agenda-timeline__appt--movable` : '') +
          (moving?.id === entry.id ? ` ${APPOINTMENT}--lifted` : '')
        }
        style={{
          top: ROW_PAD_PX / 2 + item.lane * LANE_PX,
          left: (item.from - cellStart(axis, cell)) * minutePx,
          width: Math.max(6, (item.to - item.from) * minutePx - 2),
        }}
        aria-label={label}
        title={label}
      >
        {entry.badge ? <span className="agenda-grid__badge">{entry.badge}</span> : null}
        {STATUS_ICON[entry.status]}
        {entry.title}
        {entry.detail ? (
          <>
            {' '}
            <span className="agenda-timeline__detail">· {entry.detail}</span>
          </>
        ) : null}
      </div>
    );
  };

  const rows = rowList.map((row) => {
    const column = columns[row] as AgendaColumn;
    const line = layout.rows[row];
    const top = offsets[row] ?? 0;
    const height = (offsets[row + 1] ?? top) - top;
    const inView = row >= range.firstRow && row <= range.lastRow;
    // The cells drawn: those in view, those holding an appointment that reaches into view, the focus.
    const cells = new Map<number, TimelineItem[]>();
    if (inView) for (let cell = range.firstColumn; cell <= range.lastColumn; cell++) cells.set(cell, []);
    if (line && inView) {
      for (const item of itemsWithin(line, from, to)) {
        const list = cells.get(item.cell);
        if (list) list.push(item);
        else cells.set(item.cell, [item]);
      }
    }
    const pinned = [
      focus.row === row ? focus.cell : undefined,
      movingItem?.row === row ? movingItem.cell : undefined,
    ];
    for (const cell of pinned) {
      if (cell === undefined || (cells.has(cell) && inView)) continue;
      const start = cellStart(axis, cell);
      cells.set(
        cell,
        line ? itemsWithin(line, start, start + time.slotMinutes).filter((item) => item.cell === cell) : [],
      );
    }
    const columnMarks = new Set<string>();
    for (let day = firstDay; day <= lastDay; day++) {
      for (const mark of marked.get(day * columns.length + row) ?? [])
        columnMarks.add(labels.mark(mark.kind, mark.label));
    }
    const second =
      columnMarks.size > 0 ? [...columnMarks].join(' · ') : column.detail || labels.columnKind(column.kind);
    return (
      <div
        key={row}
        role="row"
        aria-rowindex={row + 3}
        className="agenda-timeline__row"
        style={{ top, height }}
      >
        <div role="rowheader" aria-colindex={1} className="agenda-timeline__name" title={column.name}>
          <span className="agenda-timeline__name-text">{column.name}</span>
          <span className={`agenda-timeline__name-detail${columnMarks.size > 0 ? ' agenda-grid__mark' : ''}`}>
            {second}
          </span>
        </div>
        {[...cells.keys()]
          .sort((a, b) => a - b)
          .map((cell) => {
            const items = cells.get(cell);
            const { day, minute } = cellDay(axis, cell);
            const clock = clockText(minute);
            const isFocus = focus.id === null && focus.row === row && focus.cell === cell;
            const slotName = labels.slot(
              column.name,
              dayText(day),
              clock,
              line?.busy[cell] !== 1,
              isWorking(shaded?.[day * columns.length + row], minute),
            );
            const filled = items !== undefined && items.length > 0;
            return (
              <div
                key={cell}
                role="gridcell"
                aria-colindex={cell + 2}
                data-row={row}
                data-cell={cell}
                tabIndex={isFocus ? 0 : -1}
                className={`agenda-timeline__cell${cell % perHour === 0 ? ' agenda-timeline__cell--hour' : ''}${cell % axis.perDay === 0 ? ' agenda-timeline__cell--day' : ''}`}
                style={{ left: x(cellStart(axis, cell)) }}
                aria-label={filled ? undefined : slotName}
              >
                {filled ? <span className="visually-hidden">{slotName}, </span> : null}
                {items?.map((item) => appointment(item, cell))}
              </div>
            );
          })}
      </div>
    );
  });

  let ghost: ReactNode = null;
  if (moving && movingItem) {
    const { placement } = moving;
    const top = offsets[placement.row] ?? 0;
    const start = Math.max(placement.start, time.startMinute);
    const end = Math.min(placement.end, time.endMinute);
    ghost = (
      <div
        className={`agenda-grid__ghost agenda-timeline__ghost${moving.clash ? ' agenda-grid__ghost--clash' : ''}`}
        aria-hidden="true"
        style={{
          top: top + 2,
          height: Math.max(LANE_PX, (offsets[placement.row + 1] ?? top) - top - 4),
          left: x(trackOf(axis, placement.day, start)),
          width: Math.max(cellPx, (end - start) * minutePx),
        }}
      >
        <span className="agenda-grid__ghost-time">
          {clockText(placement.start)}–{clockText(placement.end)}
        </span>
        {moving.clash ? <span className="agenda-grid__ghost-clash">{labels.clash(moving.clash)}</span> : null}
      </div>
    );
  }

  return {
    head,
    body: (
      <>
        <div className="agenda-timeline__backdrop" aria-hidden="true">
          {backdrop}
          {nowLine}
        </div>
        {rows}
        {ghost}
      </>
    ),
  };
}
