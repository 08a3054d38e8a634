/*
 * The ARIA grid pattern (https://www.w3.org/WAI/ARIA/apg/patterns/grid/) on absolutely placed
 * elements: table elements cannot be placed freely, so rows, cells and headers are elements with
 * roles; the grid itself is not focusable, its one tab stop is a cell or an appointment inside it
 * (roving tabindex), and clicks have their keyboard equivalents in the grid's keydown handler.
 */
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events */
import type { CSSProperties, FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type {
  AgendaAppointment,
  AgendaColumn,
  AgendaGridLabels,
  AgendaGridProps,
  AgendaMark,
} from './agenda-grid-types';
import type { AgendaLayout, GridBucket, GridTime, Interval, PlacedAppointment } from './layout';
import {
  clockText,
  columnWidthFor,
  dateTimeAt,
  dayOf,
  gridTime,
  isWorking,
  itemsBetween,
  itemsInRow,
  laneBox,
  layoutAgenda,
  marksPerGroup,
  minuteOfRow,
  minutesOf,
  offHours,
  rowAt,
  shownHours,
} from './layout';
import type { Viewport } from './grid-frame';
import { fallbackViewport, STATUS_ICON, useDrawAhead, useFocusKept, useMeasuredViewport } from './grid-frame';
import type { GridFocus, Placement } from './navigation';
import { moveFocus, moveKey, movePlacement, navigationKey } from './navigation';
import { followDrag, RESIZE_EDGE_PX } from './pointer-drag';
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
const CREATE_MINUTES = 30;
/** An appointment this high (px) shows its detail on a second line; a lower one shows the title only. */
const TWO_LINES_PX = 34;
/** Where the first render scrolls to when it knows neither now nor working hours. */
const DEFAULT_FIRST_MINUTE = 8 * 60;
/** A slot's height: 24 px for 15 minutes (one line of text), growing with longer slots. */
const slotHeightOf = (slotMinutes: number) => Math.max(24, Math.round(slotMinutes * 1.6));

interface Range {
  readonly firstRow: number;
  readonly lastRow: number;
  readonly firstGroup: number;
  readonly lastGroup: number;
}

interface Moving {
  readonly id: string;
  readonly origin: Placement;
  readonly placement: Placement;
  readonly clash: string | null;
  readonly by: 'keys' | 'pointer';
}

/**
 * The rows and grid columns in view, with the overscan: before the first drawing is on screen a few,
 * after it (`ahead`) a screen to either side (rows keep their few). `need`: what must be drawn
 * already, the view and, once ahead, half the overscan beyond it; while the drawn range holds that, a
 * scroll draws nothing, and when it does not, the range is drawn anew around the view.
 */
function rangeOf(
  viewport: Viewport,
  sizes: { slotPx: number; columnPx: number; rows: number; groups: number; ahead: boolean },
  need = false,
): Range {
  const bodyHeight = Math.max(0, viewport.height - viewport.head);
  const bodyWidth = Math.max(0, viewport.width - AXIS_PX);
  const share = need ? 0.5 : 1;
  const overscanRows = need ? 0 : OVERSCAN_ROWS;
  const overscanColumns = sizes.ahead
    ? Math.ceil((share * bodyWidth) / sizes.columnPx)
    : need
      ? 0
      : OVERSCAN_COLUMNS;
  return {
    firstRow: Math.max(0, Math.floor(viewport.top / sizes.slotPx) - overscanRows),
    lastRow: Math.min(sizes.rows - 1, Math.ceil((viewport.top + bodyHeight) / sizes.slotPx) + overscanRows),
    firstGroup: Math.max(0, Math.floor(viewport.left / sizes.columnPx) - overscanColumns),
    lastGroup: Math.min(
      sizes.groups - 1,
      Math.ceil((viewport.left + bodyWidth) / sizes.columnPx) - 1 + overscanColumns,
    ),
  };
}

/** Whether the drawn range holds all of another (what is in view): then nothing needs drawing. */
const holds = (drawn: Range, inView: Range) =>
  drawn.firstRow <= inView.firstRow &&
  drawn.lastRow >= inView.lastRow &&
  drawn.firstGroup <= inView.firstGroup &&
  drawn.lastGroup >= inView.lastGroup;

/**
 * Where the first render scrolls to and puts the tab stop: an hour before now when today is shown,
 * else the earliest working hour on the days shown, else 08:00.
 */
function firstPlace(props: AgendaGridProps, time: GridTime): { minute: number; g: number } {
  const { now, days, columns, available } = props;
  const today = now ? days.indexOf(dayOf(now)) : -1;
  if (now && today >= 0) return { minute: minutesOf(now) - 60, g: today * columns.length };
  const shown = new Set(days);
  let earliest = Infinity;
  for (const hours of available ?? []) {
    if (shown.has(hours.day)) earliest = Math.min(earliest, minutesOf(hours.start));
  }
  return {
    minute: Number.isFinite(earliest) ? earliest : Math.max(time.startMinute, DEFAULT_FIRST_MINUTE),
    g: 0,
  };
}

/** The focus made valid for the current data: an appointment's own place, or a slot within the grid. */
function settledFocus(focus: GridFocus, layout: AgendaLayout): GridFocus {
  if (focus.id !== null) {
    const placed = layout.byId.get(focus.id);
    if (placed) return { row: placed.row, g: placed.g, id: focus.id };
  }
  return {
    row: Math.min(layout.time.rowCount - 1, Math.max(0, focus.row)),
    g: Math.min(Math.max(0, layout.groups - 1), Math.max(0, focus.g)),
    id: null,
  };
}

const originOf = (placed: PlacedAppointment): Placement => ({
  g: placed.g,
  start: placed.start,
  end: placed.end,
});

const sameFocus = (a: GridFocus, b: GridFocus) => a.row === b.row && a.g === b.g && a.id === b.id;

/** The focus an element of the grid stands for, from its data attributes. */
function focusOfElement(element: Element | null, layout: AgendaLayout): GridFocus | null {
  const target = element?.closest<HTMLElement>('[data-id], [data-row]');
  if (!target) return null;
  const id = target.dataset['id'];
  if (id !== undefined) {
    const placed = layout.byId.get(id);
    return placed ? { row: placed.row, g: placed.g, id } : null;
  }
  return { row: Number(target.dataset['row']), g: Number(target.dataset['g']), id: null };
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
  const {
    days,
    columns,
    appointments,
    available,
    hoursOf,
    marks,
    labels,
    onOpen,
    onCreate,
    onMove,
    clashOf,
  } = props;
  const { startHour, endHour } = useMemo(
    () => shownHours(props.appointments, props.startHour ?? 7, props.endHour ?? 19),
    [props.appointments, props.startHour, props.endHour],
  );
  const createMinutes = props.createMinutes ?? CREATE_MINUTES;
  const time = useMemo(
    () => gridTime(startHour, endHour, props.slotMinutes ?? 15),
    [startHour, endHour, props.slotMinutes],
  );
  const layout = useMemo(
    () => layoutAgenda({ days, columns, appointments, time }),
    [days, columns, appointments, time],
  );
  const shaded = useMemo(
    () => offHours({ available, hoursOf, days, columns, time }),
    [available, hoursOf, days, columns, time],
  );
  const marked = useMemo(() => marksPerGroup({ marks, days, columns }), [marks, days, columns]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const endDrag = useRef<(() => void) | null>(null);
  const helpId = useId();

  const [first] = useState(() => firstPlace(props, time));
  const [viewport, setViewport] = useMeasuredViewport(scrollRef, headRef, (scroll) => {
    scroll.scrollTop = Math.max(0, rowAt(time, first.minute) * slotHeightOf(time.slotMinutes));
  });
  const [printing, setPrinting] = useState(false);
  const [focusState, setFocus] = useState<GridFocus>(() => ({
    row: rowAt(time, first.minute),
    g: first.g,
    id: null,
  }));
  const [moving, setMoving] = useState<Moving | null>(null);
  const [message, setMessage] = useState('');
  const ahead = useDrawAhead();

  const { rowCount } = time;
  const { groups } = layout;
  const perDay = columns.length;
  const slotPx = slotHeightOf(time.slotMinutes);
  const minutePx = slotPx / time.slotMinutes;
  const measured = viewport ?? fallbackViewport();
  const columnPx = Math.max(
    columnWidthFor(layout.maxLanes, COLUMN_GUTTER_PX, MIN_COLUMN_PX, MAX_DENSE_COLUMN_PX),
    Math.floor((measured.width - AXIS_PX) / Math.max(1, groups)),
  );
  const sizes = { slotPx, columnPx, rows: rowCount, groups, ahead };
  const focus = settledFocus(focusState, layout);

  useEffect(() => {
    const before = () => setPrinting(true);
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      endDrag.current?.();
    };
  }, []);

  const keptFocus = useFocusKept(gridRef, focus.id, `[data-row="${focus.row}"][data-g="${focus.g}"]`);

  const columnOf = (g: number) => columns[g % Math.max(1, perDay)] as AgendaColumn;
  const dayIndexOf = (g: number) => Math.floor(g / Math.max(1, perDay));
  const dayOfGroup = (g: number) => days[dayIndexOf(g)] as string;
  const isMovable = (placed: PlacedAppointment) =>
    onMove !== undefined && placed.appointment.movable !== false;

  /** Scrolls so that the stretch [top, bottom) px of grid column g is in view, and draws what is there. */
  const reveal = (top: number, bottom: number, g: number) => {
    const scroll = scrollRef.current;
    if (!scroll || !viewport) return;
    const bodyHeight = Math.max(slotPx, viewport.height - viewport.head);
    const bodyWidth = Math.max(columnPx, viewport.width - AXIS_PX);
    if (top < scroll.scrollTop) scroll.scrollTop = top;
    else if (bottom > scroll.scrollTop + bodyHeight) scroll.scrollTop = Math.min(top, bottom - bodyHeight);
    const left = g * columnPx;
    if (left < scroll.scrollLeft) scroll.scrollLeft = left;
    else if (left + columnPx > scroll.scrollLeft + bodyWidth)
      scroll.scrollLeft = Math.min(left, left + columnPx - bodyWidth);
    const next = { ...viewport, top: scroll.scrollTop, left: scroll.scrollLeft };
    if (!holds(rangeOf(viewport, sizes), rangeOf(next, sizes, true))) setViewport(next);
  };

  const goTo = (next: GridFocus) => {
    keptFocus.expect();
    setFocus(next);
    const placed = next.id !== null ? layout.byId.get(next.id) : undefined;
    const top = placed
      ? (Math.max(placed.start, time.startMinute) - time.startMinute) * minutePx
      : next.row * slotPx;
    reveal(top, top + slotPx, next.g);
  };

  const announceStep = (placed: PlacedAppointment, placement: Placement, clash: string | null) => {
    const column = columnOf(placement.g);
    const text = labels.moving(
      placed.appointment.title,
      column.name,
      labels.dayHeading(dayOfGroup(placement.g)),
      clockText(placement.start),
      clockText(placement.end),
    );
    setMessage(clash ? `${text} ${labels.clash(clash)}` : text);
  };

  const clashAt = (id: string, placement: Placement) =>
    clashOf?.(
      id,
      columnOf(placement.g).id,
      dateTimeAt(dayOfGroup(placement.g), placement.start),
      dateTimeAt(dayOfGroup(placement.g), placement.end),
    ) ?? null;

  const drop = (current: Moving) => {
    setMoving(null);
    const placed = layout.byId.get(current.id);
    if (!placed) return;
    const { placement, origin } = current;
    if (placement.g === origin.g && placement.start === origin.start && placement.end === origin.end) {
      setMessage(labels.putBack(placed.appointment.title));
      return;
    }
    const day = dayOfGroup(placement.g);
    const column = columnOf(placement.g);
    setMessage(
      labels.dropped(
        placed.appointment.title,
        column.name,
        labels.dayHeading(day),
        clockText(placement.start),
        clockText(placement.end),
      ),
    );
    onMove?.(current.id, column.id, dateTimeAt(day, placement.start), dateTimeAt(day, placement.end));
  };

  const putBack = (current: Moving) => {
    setMoving(null);
    const placed = layout.byId.get(current.id);
    if (placed) setMessage(labels.putBack(placed.appointment.title));
  };

  const activate = (target: GridFocus) => {
    if (target.id !== null) {
      onOpen?.(target.id);
      return;
    }
    if (!onCreate) return;
    const day = dayOfGroup(target.g);
    const start = minuteOfRow(time, target.row);
    onCreate(columnOf(target.g).id, dateTimeAt(day, start), dateTimeAt(day, start + createMinutes));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moving) {
      if (moving.by === 'pointer') return;
      const placed = layout.byId.get(moving.id);
      if (event.key === 'Escape') {
        event.preventDefault();
        putBack(moving);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        drop(moving);
      } else if (placed) {
        const key = moveKey(event);
        if (!key) return;
        event.preventDefault();
        const placement = movePlacement(layout, moving.placement, key);
        const clash = placement === moving.placement ? moving.clash : clashAt(moving.id, placement);
        setMoving({ ...moving, placement, clash });
        announceStep(placed, placement, clash);
        const top = (Math.max(placement.start, time.startMinute) - time.startMinute) * minutePx;
        reveal(top, top + (placement.end - placement.start) * minutePx, placement.g);
      }
      return;
    }
    const current = focusOfElement(event.target as Element, layout) ?? focus;
    const navigation = navigationKey(event);
    if (navigation) {
      event.preventDefault();
      goTo(moveFocus(layout, current, navigation));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(current);
      return;
    }
    if (
      event.key.toLowerCase() === labels.moveKey.toLowerCase() &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      current.id !== null
    ) {
      const placed = layout.byId.get(current.id);
      if (!placed || !isMovable(placed)) return;
      event.preventDefault();
      const origin = originOf(placed);
      setMoving({ id: current.id, origin, placement: origin, clash: null, by: 'keys' });
      setMessage(labels.pickedUp(placed.appointment.title));
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const element = event.target as HTMLElement;
    keptFocus.saw(element);
    const next = focusOfElement(element, layout);
    // A picked-up appointment is put back when the focus goes elsewhere (a click on another slot).
    if (moving?.by === 'keys' && next?.id !== moving.id) putBack(moving);
    if (next && !sameFocus(next, focus)) setFocus(next);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (moving?.by === 'keys' && !(to && event.currentTarget.contains(to))) putBack(moving);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (moving) return;
    const target = focusOfElement(event.target as Element, layout);
    if (target) activate(target);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A touch drags the page, not the appointment (touch-action stays auto, so the agenda scrolls).
    if (event.button !== 0 || event.pointerType === 'touch' || moving || !onMove) return;
    const element = (event.target as Element).closest<HTMLElement>('[data-id]');
    const placed = element ? layout.byId.get(element.dataset['id'] ?? '') : undefined;
    const body = bodyRef.current;
    if (!element || !placed || !body || !isMovable(placed)) return;
    const resize = event.clientY >= element.getBoundingClientRect().bottom - RESIZE_EDGE_PX;
    const origin = originOf(placed);
    let latest: Moving = { id: placed.appointment.id, origin, placement: origin, clash: null, by: 'pointer' };
    endDrag.current?.();
    endDrag.current = followDrag(
      event,
      origin,
      resize,
      () => ({
        body,
        axisPx: AXIS_PX,
        columnPx,
        slotPx,
        slotMinutes: time.slotMinutes,
        startMinute: time.startMinute,
        endMinute: time.endMinute,
        groups,
      }),
      {
        onStart: () => setMoving(latest),
        onPlace: (placement) => {
          latest = { ...latest, placement, clash: clashAt(latest.id, placement) };
          setMoving(latest);
        },
        onDrop: () => {
          endDrag.current = null;
          drop(latest);
        },
        onCancel: () => {
          endDrag.current = null;
          putBack(latest);
        },
      },
    );
  };

  const onScroll = () => {
    const scroll = scrollRef.current;
    if (!scroll || !viewport) return;
    const next = { ...viewport, top: scroll.scrollTop, left: scroll.scrollLeft };
    // What is drawn reaches a screen beyond the view: it is drawn anew only when the view leaves it.
    if (!holds(rangeOf(viewport, sizes), rangeOf(next, sizes, true))) setViewport(next);
  };

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
    const range = rangeOf(viewport, sizes);
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
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={onClick}
          onPointerDown={onPointerDown}
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
  moving: Moving | null;
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
  for (let g = range.firstGroup; g <= range.lastGroup; g++) groupList.push(g);
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

  const dayTexts = new Map<number, string>();
  const dayText = (dayIndex: number) => {
    let text = dayTexts.get(dayIndex);
    if (text === undefined) {
      text = labels.dayHeading(days[dayIndex] as string);
      dayTexts.set(dayIndex, text);
    }
    return text;
  };
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
