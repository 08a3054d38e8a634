/*
 * The ARIA grid pattern (https://www.w3.org/WAI/ARIA/apg/patterns/grid/) on absolutely placed
 * elements: table elements cannot be placed freely, so rows, cells and headers are elements with
 * roles; the grid itself is not focusable, its one tab stop is a cell or an appointment inside it
 * (roving tabindex), and clicks have their keyboard equivalents in the grid's keydown handler.
 */
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events */
import type { CSSProperties, ReactNode } from 'react';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type {
  AgendaAppointment,
  AgendaColumn,
  AgendaGridLabels,
  AgendaGridProps,
  AgendaMark,
} from './agenda-grid-types';
import type { AgendaLayout, GridBucket, Interval, PlacedAppointment } from './layout';
import {
  clockText,
  columnWidthFor,
  dayOf,
  isWorking,
  itemsBetween,
  itemsInRow,
  laneBox,
  layoutAgenda,
  minuteOfRow,
  minutesOf,
  rowAt,
} from './layout';
import {
  fallbackViewport,
  STATUS_ICON,
  useAgendaTime,
  useDrawAhead,
  useMeasuredViewport,
} from './grid-frame';
import type { Box, Moving, Range } from './interaction';
import { dayHeadings, firstMoment, rangeOf } from './interaction';
import type { GridFocus, MoveKey, Placement } from './navigation';
import { moveFocus, moveKey, movePlacement } from './navigation';
import { gridPlacer } from './pointer-drag';
import type { AgendaView } from './use-agenda-interaction';
import { useAgendaInteraction } from './use-agenda-interaction';
import './agenda-grid.css';

/** Width of the time axis (px). */
const AXIS_PX = 56;
/** Narrowest column (px): below it the grid scrolls sideways instead of squeezing. */
const MIN_COLUMN_PX = 140;
/** The widest a dense cluster makes the columns (px); denser than that, its lanes stack. */
const MAX_DENSE_COLUMN_PX = 420;
/** Room (px) kept free at the right of a column, to click or tap a slot beside its appointments. */
const COLUMN_GUTTER_PX = 8;
/**
 * Slot rows and grid columns drawn beyond the viewport, so scrolling and arrow keys find them there:
 * a few for the first drawing, then, once it is on screen, a whole screen of columns to either side,
 * so the first frame after scrolling a screen sideways is complete.
 */
const OVERSCAN_ROWS = 4;
const OVERSCAN_COLUMNS = 1;
/** An appointment this high (px) shows its detail on a second line; a lower one shows the title only. */
const TWO_LINES_PX = 34;
/** A slot's height: 24 px for 15 minutes (one line of text), growing with longer slots. */
const slotHeightOf = (slotMinutes: number) => Math.max(24, Math.round(slotMinutes * 1.6));

/** The grid's sizes in one drawing (px), and whether it draws ahead. */
interface GridSizes {
  readonly slotPx: number;
  readonly minutePx: number;
  readonly columnPx: number;
  readonly ahead: boolean;
}

/**
 * The grid as the interaction model sees it: the focus is a slot row of a grid column (day × column)
 * or an appointment in the row it starts in; a placement is a grid column and minutes of its day. Time
 * runs down, the grid columns across, all of one width.
 */
function gridView(
  props: AgendaGridProps,
  layout: AgendaLayout,
  sizes: GridSizes,
): AgendaView<GridFocus, Placement, MoveKey, PlacedAppointment> {
  const { days, columns } = props;
  const { time, groups } = layout;
  const { slotPx, minutePx, columnPx } = sizes;
  const perDay = Math.max(1, columns.length);
  const columnOf = (g: number) => columns[g % perDay] as AgendaColumn;
  const dayOfGroup = (g: number) => days[Math.floor(g / perDay)] as string;
  /** The stretch from `top` to `bottom` (px) of grid column g. */
  const columnBox = (top: number, bottom: number, g: number): Box => ({
    top,
    bottom,
    left: g * columnPx,
    right: g * columnPx + columnPx,
  });
  /** How far down (px) a minute of the day is drawn (the grid's first hour at the top). */
  const topOf = (minute: number) => (Math.max(minute, time.startMinute) - time.startMinute) * minutePx;
  return {
    range: {
      rows: time.rowCount,
      columns: groups,
      fixedLeftPx: AXIS_PX,
      columnPx,
      rowsIn: (top, height) => ({
        first: Math.floor(top / slotPx),
        last: Math.ceil((top + height) / slotPx),
      }),
      columnsIn: (left, width) => ({
        first: Math.floor(left / columnPx),
        last: Math.ceil((left + width) / columnPx) - 1,
      }),
      overscanRows: OVERSCAN_ROWS,
      overscanColumns: OVERSCAN_COLUMNS,
      ahead: sizes.ahead,
    },
    leastBody: { height: slotPx, width: columnPx },
    itemOf: (id) => layout.byId.get(id),
    focusOn: (placed) => ({ row: placed.row, g: placed.g, id: placed.appointment.id }),
    slotOf: (element) => ({ row: Number(element.dataset['row']), g: Number(element.dataset['g']), id: null }),
    clampSlot: (focus) => ({
      row: Math.min(time.rowCount - 1, Math.max(0, focus.row)),
      g: Math.min(Math.max(0, groups - 1), Math.max(0, focus.g)),
      id: null,
    }),
    slotSelector: (focus) => `[data-row="${focus.row}"][data-g="${focus.g}"]`,
    moveFocus: (focus, key) => moveFocus(layout, focus, key),
    focusBox: (focus, placed) => {
      const top = placed ? topOf(placed.start) : focus.row * slotPx;
      return columnBox(top, top + slotPx, focus.g);
    },
    slotPlace: (focus) => ({
      column: columnOf(focus.g),
      day: dayOfGroup(focus.g),
      minute: minuteOfRow(time, focus.row),
    }),
    placementOf: (placed) => ({ g: placed.g, start: placed.start, end: placed.end }),
    moveKey,
    movePlacement: (placement, key) => movePlacement(layout, placement, key),
    placeOf: (placement) => ({ column: columnOf(placement.g), day: dayOfGroup(placement.g) }),
    placementBox: (placement) => {
      const top = topOf(placement.start);
      return columnBox(top, top + (placement.end - placement.start) * minutePx, placement.g);
    },
    endEdge: 'bottom',
    placer: (origin, resize, press, pressBody) =>
      gridPlacer(
        {
          axisPx: AXIS_PX,
          columnPx,
          slotPx,
          slotMinutes: time.slotMinutes,
          startMinute: time.startMinute,
          endMinute: time.endMinute,
          groups,
        },
        origin,
        resize,
        press,
        pressBody,
      ),
  };
}

/**
 * The agenda's day or week: a column per person, room or resource for each day shown, appointments
 * in lanes where they overlap, working hours and marked days shaded, a line for now. Fed with plain
 * data, it draws only what is in view (rows and columns, plus a small margin) as absolutely placed
 * elements, so a day of 500 columns stays quick; the header and the time axis stay in place.
 *
 * ARIA grid: a row per time slot, a gridcell per column and day, header rows for the days and the
 * columns, a row header per slot; aria-rowcount and aria-colcount give the full size.
 *
 * Keyboard (one tab stop, roving tabindex): the appointments are the focusable content of the slot
 * they start in. Up and Down go from slot to slot, passing through the appointments that start in a
 * slot (Down from the slot reaches the first, Down from the last reaches the next slot); Left and
 * Right go to the neighbouring column's slot of the same row (across days), PageUp and PageDown an
 * hour, Home and End the first and last column, Ctrl (or Cmd) with them the first and last slot.
 * Enter (or Space) on a slot calls onCreate for it, on an appointment onOpen. The move key (labels,
 * 'm') picks up a movable appointment: the arrows and PageUp/PageDown move its ghost by a slot, a
 * column or an hour, Shift+Up/Down its end by a slot, Enter drops it (onMove), Escape puts it back;
 * each step is announced in a status region, with the text clashOf answers.
 *
 * Pointer: a click on an appointment opens it, a click on the free part of a slot creates there
 * (single click: the screen's form can still be cancelled). Dragging an appointment moves it, dragging
 * its bottom edge resizes it; a ghost shows the place (outlined when clashOf answers a clash), release
 * calls onMove, Escape cancels. On touch screens a drag scrolls; moving is by keyboard or form there.
 *
 * Printing draws every row of the columns in view, without the scroll box.
 */
export function AgendaGrid(props: AgendaGridProps) {
  const { days, columns, appointments, labels } = props;
  const { time, shaded, marked } = useAgendaTime(props, 15);
  const layout = useMemo(
    () => layoutAgenda({ days, columns, appointments, time }),
    [days, columns, appointments, time],
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const helpId = useId();

  const [first] = useState(() => firstMoment(props, time.startMinute, days));
  const [viewport, setViewport] = useMeasuredViewport(scrollRef, headRef, (scroll) => {
    scroll.scrollTop = Math.max(0, rowAt(time, first.minute) * slotHeightOf(time.slotMinutes));
  });
  const [printing, setPrinting] = useState(false);
  const ahead = useDrawAhead();

  const { rowCount } = time;
  const { groups } = layout;
  const slotPx = slotHeightOf(time.slotMinutes);
  const minutePx = slotPx / time.slotMinutes;
  const measured = viewport ?? fallbackViewport();
  const columnPx = Math.max(
    columnWidthFor(layout.maxLanes, COLUMN_GUTTER_PX, MIN_COLUMN_PX, MAX_DENSE_COLUMN_PX),
    Math.floor((measured.width - AXIS_PX) / Math.max(1, groups)),
  );
  const view = gridView(props, layout, { slotPx, minutePx, columnPx, ahead });
  const { focus, moving, message, isMovable, handlers, onScroll } = useAgendaInteraction({
    props,
    view,
    gridRef,
    scrollRef,
    bodyRef,
    viewport,
    setViewport,
    firstFocus: () => ({ row: rowAt(time, first.minute), g: first.day * columns.length, id: null }),
  });

  useEffect(() => {
    const before = () => setPrinting(true);
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const canvasWidth = AXIS_PX + groups * columnPx;
  const bodyHeight = rowCount * slotPx;
  const sizeProperties = {
    '--agenda-axis': `${AXIS_PX}px`,
    '--agenda-col': `${columnPx}px`,
    '--agenda-slot': `${slotPx}px`,
    '--agenda-hour': `${Math.round(60 * minutePx)}px`,
  } as CSSProperties;

  let content: { head: ReactNode; body: ReactNode } = { head: null, body: null };
  if (viewport && groups > 0) {
    const range = rangeOf(viewport, view.range);
    const firstRow = printing ? 0 : range.firstRow;
    const lastRow = printing ? rowCount - 1 : range.lastRow;
    content = drawContent({
      props,
      layout,
      shaded,
      marked,
      range: { ...range, firstRow, lastRow },
      focus,
      moving,
      sizes: { slotPx, minutePx, columnPx },
      isMovable,
    });
  }

  return (
    <div className={`agenda-grid${props.className ? ` ${props.className}` : ''}`} style={sizeProperties}>
      <p id={helpId} hidden>
        {labels.instructions}
      </p>
      <output className="visually-hidden">{message}</output>
      <div ref={scrollRef} className="agenda-grid__scroll" onScroll={onScroll}>
        <div
          ref={gridRef}
          role="grid"
          className="agenda-grid__grid"
          aria-label={labels.grid}
          aria-describedby={helpId}
          aria-rowcount={rowCount + 2}
          aria-colcount={groups + 1}
          style={{ width: canvasWidth }}
          {...handlers}
        >
          <div ref={headRef} role="rowgroup" className="agenda-grid__head">
            {content.head ?? (
              <>
                <div
                  role="row"
                  aria-rowindex={1}
                  className="agenda-grid__head-row agenda-grid__head-row--days"
                >
                  <div role="columnheader" aria-colindex={1} aria-rowspan={2} className="agenda-grid__corner">
                    {labels.timeHeader}
                  </div>
                </div>
                <div
                  role="row"
                  aria-rowindex={2}
                  className="agenda-grid__head-row agenda-grid__head-row--columns"
                />
              </>
            )}
          </div>
          <div ref={bodyRef} role="rowgroup" className="agenda-grid__body" style={{ height: bodyHeight }}>
            {content.body}
          </div>
        </div>
      </div>
    </div>
  );
}

const APPOINTMENT = 'agenda-grid__appt';
/**
 * One appointment in its slot, placed absolutely (minutes of the day for start and end). Memoized:
 * when one appointment changes, the others of the redrawn view are not made again.
 */
const AppointmentBox = memo(function AppointmentBox(props: {
  item: AgendaAppointment;
  start: number;
  end: number;
  lane: number;
  lanes: number;
  rowMinute: number;
  minutePx: number;
  usable: number;
  focused: boolean;
  lifted: boolean;
  movable: boolean;
  labels: AgendaGridLabels;
}) {
  const { item, start, end, rowMinute, minutePx } = props;
  const label = props.labels.appointment(item);
  const height = Math.max(4, (end - start) * minutePx - 1);
  const box = laneBox(props.lane, props.lanes, props.usable);
  return (
    <div
      role="button"
      data-id={item.id}
      tabIndex={props.focused ? 0 : -1}
      className={
        `${APPOINTMENT} ${APPOINTMENT}--${item.status}` +
        (props.movable ? ` ${APPOINTMENT}--movable` : '') +
        (props.lifted ? ` ${APPOINTMENT}--lifted` : '') +
        (box.stacked ? ` ${APPOINTMENT}--stacked` : '')
      }
      style={{
        top: (start - rowMinute) * minutePx,
        height,
        left: box.left,
        width: box.width,
      }}
      aria-label={label}
      title={label}
    >
      {item.badge ? <span className="agenda-grid__badge">{item.badge}</span> : null}
      {STATUS_ICON[item.status]}
      {item.title}
      {/* The space keeps the title and the detail two words in the visible text the name must hold. */}
      {item.detail && height >= TWO_LINES_PX ? (
        <>
          {' '}
          <span className="agenda-grid__detail">{item.detail}</span>
        </>
      ) : null}
    </div>
  );
});

/** The header and the body's rows for the range in view: plain elements, placed absolutely. */
function drawContent(input: {
  props: AgendaGridProps;
  layout: AgendaLayout;
  shaded: readonly (readonly Interval[])[] | null;
  marked: ReadonlyMap<number, readonly AgendaMark[]>;
  range: Range;
  focus: GridFocus;
  moving: Moving<Placement> | null;
  sizes: { slotPx: number; minutePx: number; columnPx: number };
  isMovable: (placed: PlacedAppointment) => boolean;
}): { head: ReactNode; body: ReactNode } {
  const { props, layout, shaded, marked, range, focus, moving, sizes, isMovable } = input;
  const { days, columns, labels, now } = props;
  const { time } = layout;
  const { slotPx, minutePx, columnPx } = sizes;
  const perDay = columns.length;

  // The grid columns drawn: those in view, and the one holding the focus (the tab stop must exist).
  const groupList: number[] = [];
  for (let g = range.firstColumn; g <= range.lastColumn; g++) groupList.push(g);
  const pinned = [focus.g];
  const movingPlaced = moving ? layout.byId.get(moving.id) : undefined;
  if (movingPlaced) pinned.push(movingPlaced.g);
  for (const g of pinned) if (!groupList.includes(g)) groupList.push(g);
  groupList.sort((a, b) => a - b);

  // Per drawn column, the appointments in view by the row they start in; a pinned appointment (focused
  // or moving) brings the whole of its row, so the order within the row stays the bucket's.
  const from = minuteOfRow(time, range.firstRow);
  const to = minuteOfRow(time, range.lastRow + 1);
  const extraRows = new Set<number>();
  const byRow = groupList.map((g) => {
    const bucket = layout.buckets[g] as GridBucket;
    const rows = new Map<number, PlacedAppointment[]>();
    for (const item of itemsBetween(bucket, from, to)) {
      const list = rows.get(item.row);
      if (list) list.push(item);
      else rows.set(item.row, [item]);
      if (item.row < range.firstRow) extraRows.add(item.row);
    }
    for (const id of [focus.id, moving?.id]) {
      const placed = id ? layout.byId.get(id) : undefined;
      if (!placed || placed.g !== g || rows.get(placed.row)?.includes(placed)) continue;
      rows.set(placed.row, [...itemsInRow(bucket, placed.row)]);
      if (placed.row < range.firstRow || placed.row > range.lastRow) extraRows.add(placed.row);
    }
    return rows;
  });
  if (focus.row < range.firstRow || focus.row > range.lastRow) extraRows.add(focus.row);
  const rowList: number[] = [];
  for (let row = range.firstRow; row <= range.lastRow; row++) rowList.push(row);
  for (const row of extraRows) rowList.push(row);
  rowList.sort((a, b) => a - b);

  const dayText = dayHeadings(labels, days);
  const today = now ? days.indexOf(dayOf(now)) : -1;
  const left = (g: number) => AXIS_PX + g * columnPx;
  const usable = columnPx - COLUMN_GUTTER_PX;

  // Header: a row of days (each spanning its columns), a row of columns.
  const dayList: number[] = [];
  for (const g of groupList) {
    const dayIndex = Math.floor(g / perDay);
    if (dayList.at(-1) !== dayIndex) dayList.push(dayIndex);
  }
  const head = (
    <>
      <div role="row" aria-rowindex={1} className="agenda-grid__head-row agenda-grid__head-row--days">
        <div role="columnheader" aria-colindex={1} aria-rowspan={2} className="agenda-grid__corner">
          {labels.timeHeader}
        </div>
        {dayList.map((dayIndex) => (
          <div
            key={dayIndex}
            role="columnheader"
            aria-colindex={dayIndex * perDay + 2}
            aria-colspan={perDay}
            aria-current={dayIndex === today ? 'date' : undefined}
            className={`agenda-grid__day${dayIndex === today ? ' agenda-grid__day--today' : ''}`}
            style={{ left: left(dayIndex * perDay), width: perDay * columnPx }}
          >
            <span className="agenda-grid__day-text">{dayText(dayIndex)}</span>
          </div>
        ))}
      </div>
      <div role="row" aria-rowindex={2} className="agenda-grid__head-row agenda-grid__head-row--columns">
        {groupList.map((g) => {
          const column = columns[g % perDay] as AgendaColumn;
          const columnMarks = marked.get(g);
          return (
            <div
              key={g}
              role="columnheader"
              aria-colindex={g + 2}
              className={`agenda-grid__column${g % perDay === 0 ? ' agenda-grid__column--first' : ''}`}
              style={{ left: left(g) }}
              title={column.name}
            >
              <span className="agenda-grid__column-name">{column.name}</span>
              <span className="agenda-grid__column-kind">
                {columnMarks
                  ? columnMarks.map((mark) => (
                      <span key={`${mark.kind}${mark.label}`} className="agenda-grid__mark">
                        {labels.mark(mark.kind, mark.label)}
                      </span>
                    ))
                  : column.detail || labels.columnKind(column.kind)}
              </span>
            </div>
          );
        })}
      </div>
    </>
  );

  // Behind the rows (hidden from assistive technology): column lines, hours off, marked days, now.
  const nowMinute = now && today >= 0 ? minutesOf(now) : -1;
  const backdrop = (
    <div className="agenda-grid__backdrop" aria-hidden="true">
      {groupList.map((g) => {
        const off = shaded?.[g];
        const columnMarks = marked.get(g);
        return (
          <div
            key={g}
            className={`agenda-grid__lane${g % perDay === 0 ? ' agenda-grid__lane--first' : ''}`}
            style={{ left: left(g) }}
          >
            {off?.map((interval) => (
              <div
                key={interval.start}
                className="agenda-grid__off"
                style={{
                  top: (interval.start - time.startMinute) * minutePx,
                  height: (interval.end - interval.start) * minutePx,
                }}
              />
            ))}
            {columnMarks ? (
              <div
                className={`agenda-grid__marked agenda-grid__marked--${columnMarks[0]?.kind ?? 'closed'}`}
              />
            ) : null}
          </div>
        );
      })}
      {nowMinute >= time.startMinute && nowMinute < time.endMinute ? (
        <div
          className="agenda-grid__now"
          style={{
            top: (nowMinute - time.startMinute) * minutePx,
            left: left(today * perDay),
            width: perDay * columnPx,
          }}
        />
      ) : null}
    </div>
  );

  const appointment = (placed: PlacedAppointment, rowMinute: number) => (
    <AppointmentBox
      key={placed.appointment.id}
      item={placed.appointment}
      start={Math.max(placed.start, time.startMinute)}
      end={Math.min(Math.max(placed.end, placed.start + 1), time.endMinute)}
      lane={placed.lane}
      lanes={placed.lanes}
      rowMinute={rowMinute}
      minutePx={minutePx}
      usable={usable}
      focused={focus.id === placed.appointment.id}
      lifted={moving?.id === placed.appointment.id}
      movable={isMovable(placed)}
      labels={labels}
    />
  );

  const rows = rowList.map((row) => {
    const rowMinute = minuteOfRow(time, row);
    const clock = clockText(rowMinute);
    return (
      <div
        key={row}
        role="row"
        aria-rowindex={row + 3}
        className={`agenda-grid__row${rowMinute % 60 === 0 ? ' agenda-grid__row--hour' : ''}`}
        style={{ top: row * slotPx }}
      >
        <div role="rowheader" aria-colindex={1} className="agenda-grid__time">
          {rowMinute % 60 === 0 ? clock : <span className="visually-hidden">{clock}</span>}
        </div>
        {groupList.map((g, index) => {
          const column = columns[g % perDay] as AgendaColumn;
          const bucket = layout.buckets[g] as GridBucket;
          const items = byRow[index]?.get(row);
          const isFocus = focus.id === null && focus.row === row && focus.g === g;
          const slotName = labels.slot(
            column.name,
            dayText(Math.floor(g / perDay)),
            clock,
            bucket.busy[row] !== 1,
            isWorking(shaded?.[g], rowMinute),
          );
          return (
            <div
              key={g}
              role="gridcell"
              aria-colindex={g + 2}
              data-row={row}
              data-g={g}
              tabIndex={isFocus ? 0 : -1}
              className="agenda-grid__cell"
              style={{ left: left(g) }}
              // A slot holding appointments is named by its content, the slot's words first, so its
              // name holds the appointments' visible text (WCAG 2.5.3, label in name).
              aria-label={items ? undefined : slotName}
            >
              {items ? <span className="visually-hidden">{slotName}, </span> : null}
              {items?.map((placed) => appointment(placed, rowMinute))}
            </div>
          );
        })}
      </div>
    );
  });

  let ghost: ReactNode = null;
  if (moving && movingPlaced) {
    const { placement } = moving;
    const start = Math.max(placement.start, time.startMinute);
    ghost = (
      <div
        className={`agenda-grid__ghost${moving.clash ? ' agenda-grid__ghost--clash' : ''}`}
        aria-hidden="true"
        style={{
          top: (start - time.startMinute) * minutePx,
          height: Math.max(slotPx / 2, (Math.min(placement.end, time.endMinute) - start) * minutePx),
          left: left(placement.g),
          width: usable,
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
        {backdrop}
        {rows}
        {ghost}
      </>
    ),
  };
}
