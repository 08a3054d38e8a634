/*
 * The ARIA grid pattern (https://www.w3.org/WAI/ARIA/apg/patterns/grid/) on absolutely placed
 * elements, as in the week grid (agenda-grid.tsx): rows, cells and headers are elements with roles;
 * the grid itself is not focusable, its one tab stop is a cell or an appointment inside it (roving
 * tabindex), and clicks have their keyboard equivalents in the grid's keydown handler.
 */
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events */
import type { CSSProperties, FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AgendaColumn, AgendaGridProps, AgendaMark } from '../agenda-grid/agenda-grid-types';
import type { Viewport } from '../agenda-grid/grid-frame';
import {
  fallbackViewport,
  STATUS_ICON,
  useDrawAhead,
  useFocusKept,
  useMeasuredViewport,
} from '../agenda-grid/grid-frame';
import type { Interval } from '../agenda-grid/layout';
import {
  clockText,
  dateTimeAt,
  dayOf,
  gridTime,
  isWorking,
  marksPerGroup,
  minutesOf,
  offHours,
  shownHours,
} from '../agenda-grid/layout';
import { navigationKey } from '../agenda-grid/navigation';
import { clamp, followPointer, RESIZE_EDGE_PX } from '../agenda-grid/pointer-drag';
import type { TimelineItem, TimelineLayout } from './timeline-layout';
import { cellAt, cellDay, cellStart, itemsWithin, layoutTimeline, trackOf } from './timeline-layout';
import type { TimelineFocus, TimelinePlacement } from './timeline-navigation';
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
const CREATE_MINUTES = 30;
const DEFAULT_FIRST_MINUTE = 8 * 60;
interface Range {
  readonly firstRow: number;
  readonly lastRow: number;
  readonly firstCell: number;
  readonly lastCell: number;
}

interface Moving {
  readonly id: string;
  readonly origin: TimelinePlacement;
  readonly placement: TimelinePlacement;
  readonly clash: string | null;
  readonly by: 'keys' | 'pointer';
}

interface Sizes {
  readonly namesPx: number;
  readonly cellPx: number;
  readonly minutePx: number;
  readonly offsets: Float64Array;
  readonly cells: number;
  readonly ahead: boolean;
}

/**
 * The rows and cells in view, with the overscan: before the first drawing is on screen a few, after it
 * (`ahead`) a screen to either side (rows keep their few). `need`: what must be drawn already,
 * the view and, once ahead, half the overscan beyond it; while the drawn range holds that, a scroll
 * draws nothing, and when it does not, the range is drawn anew around the view.
 */
function rangeOf(viewport: Viewport, sizes: Sizes, need = false): Range {
  const rows = sizes.offsets.length - 1;
  const bodyHeight = Math.max(0, viewport.height - viewport.head);
  const bodyWidth = Math.max(0, viewport.width - sizes.namesPx);
  const visibleCells = Math.ceil(bodyWidth / sizes.cellPx);
  const share = need ? 0.5 : 1;
  const top = rowAtOffset(sizes.offsets, viewport.top);
  const bottom = rowAtOffset(sizes.offsets, viewport.top + bodyHeight);
  const overscan = sizes.ahead ? Math.ceil(share * visibleCells) : need ? 0 : OVERSCAN_CELLS;
  const overscanRows = need ? 0 : OVERSCAN_ROWS;
  return {
    firstRow: Math.max(0, top - overscanRows),
    lastRow: Math.min(rows - 1, bottom + overscanRows),
    firstCell: Math.max(0, Math.floor(viewport.left / sizes.cellPx) - overscan),
    lastCell: Math.min(sizes.cells - 1, Math.floor(viewport.left / sizes.cellPx) + visibleCells + overscan),
  };
}

/** Whether the drawn range holds all of another (what is in view): then nothing needs drawing. */
const holds = (drawn: Range, inView: Range) =>
  drawn.firstRow <= inView.firstRow &&
  drawn.lastRow >= inView.lastRow &&
  drawn.firstCell <= inView.firstCell &&
  drawn.lastCell >= inView.lastCell;

/** The first cell in view and focus: an hour before now when today is shown, else the first working hour. */
function firstCell(props: AgendaGridProps, layout: TimelineLayout): number {
  const { axis } = layout;
  const { now, days, available } = props;
  const today = now ? days.indexOf(dayOf(now)) : -1;
  if (now && today >= 0)
    return cellAt(axis, trackOf(axis, today, Math.max(axis.time.startMinute, minutesOf(now) - 60)));
  const first = days[0];
  let earliest = Infinity;
  for (const hours of available ?? [])
    if (hours.day === first) earliest = Math.min(earliest, minutesOf(hours.start));
  const minute = Number.isFinite(earliest) ? earliest : Math.max(axis.time.startMinute, DEFAULT_FIRST_MINUTE);
  return cellAt(axis, trackOf(axis, 0, minute));
}

function settledFocus(focus: TimelineFocus, layout: TimelineLayout): TimelineFocus {
  if (focus.id !== null) {
    const item = layout.byId.get(focus.id);
    if (item) return { row: item.row, cell: item.cell, id: focus.id };
  }
  return {
    row: clamp(focus.row, 0, Math.max(0, layout.rows.length - 1)),
    cell: clamp(focus.cell, 0, Math.max(0, layout.axis.cells - 1)),
    id: null,
  };
}

const sameFocus = (a: TimelineFocus, b: TimelineFocus) =>
  a.row === b.row && a.cell === b.cell && a.id === b.id;
const samePlacement = (a: TimelinePlacement, b: TimelinePlacement) =>
  a.row === b.row && a.day === b.day && a.start === b.start && a.end === b.end;
const originOf = (item: TimelineItem): TimelinePlacement => ({
  row: item.row,
  day: item.day,
  start: item.start,
  end: item.end,
});

function focusOfElement(element: Element | null, layout: TimelineLayout): TimelineFocus | null {
  const target = element?.closest<HTMLElement>('[data-id], [data-row]');
  if (!target) return null;
  const id = target.dataset['id'];
  if (id !== undefined) {
    const item = layout.byId.get(id);
    return item ? { row: item.row, cell: item.cell, id } : null;
  }
  return { row: Number(target.dataset['row']), cell: Number(target.dataset['cell']), id: null };
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
    () => gridTime(startHour, endHour, props.slotMinutes ?? 30),
    [startHour, endHour, props.slotMinutes],
  );
  const layout = useMemo(
    () => layoutTimeline({ days, rows: columns, appointments, time }),
    [days, columns, appointments, time],
  );
  const shaded = useMemo(
    () => offHours({ available, hoursOf, days, columns, time }),
    [available, hoursOf, days, columns, time],
  );
  const marked = useMemo(() => marksPerGroup({ marks, days, columns }), [marks, days, columns]);
  const offsets = useMemo(() => rowOffsets(layout.rows.map((row) => rowHeightOf(row.lanes))), [layout]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const endDrag = useRef<(() => void) | null>(null);
  const helpId = useId();

  const [first] = useState(() => firstCell(props, layout));
  const [viewport, setViewport] = useMeasuredViewport(scrollRef, headRef, (scroll) => {
    scroll.scrollLeft = Math.max(0, first * time.slotMinutes * (HOUR_PX / 60));
  });
  const [focusState, setFocus] = useState<TimelineFocus>(() => ({ row: 0, cell: first, id: null }));
  const [moving, setMoving] = useState<Moving | null>(null);
  const [message, setMessage] = useState('');
  const ahead = useDrawAhead();

  const { axis } = layout;
  const measured = viewport ?? fallbackViewport();
  const namesPx = measured.width < NARROW_BELOW_PX ? NARROW_NAMES_PX : NAMES_PX;
  const minutePx = HOUR_PX / 60;
  const cellPx = time.slotMinutes * minutePx;
  const sizes: Sizes = { namesPx, cellPx, minutePx, offsets, cells: axis.cells, ahead };
  const focus = settledFocus(focusState, layout);

  useEffect(() => () => endDrag.current?.(), []);

  const keptFocus = useFocusKept(gridRef, focus.id, `[data-row="${focus.row}"][data-cell="${focus.cell}"]`);

  const rowColumn = (row: number) => columns[row] as AgendaColumn;
  const isMovable = (item: TimelineItem) => onMove !== undefined && item.appointment.movable !== false;

  /** Scrolls so that track minutes [from, to) of a row are in view, and draws what is there. */
  const reveal = (row: number, from: number, to: number) => {
    const scroll = scrollRef.current;
    if (!scroll || !viewport) return;
    const bodyHeight = Math.max(0, viewport.height - viewport.head);
    const bodyWidth = Math.max(cellPx, viewport.width - namesPx);
    const top = offsets[row] ?? 0;
    const bottom = offsets[row + 1] ?? top;
    if (top < scroll.scrollTop) scroll.scrollTop = top;
    else if (bottom > scroll.scrollTop + bodyHeight) scroll.scrollTop = Math.min(top, bottom - bodyHeight);
    const left = from * minutePx;
    const right = Math.min(to * minutePx, left + bodyWidth);
    if (left < scroll.scrollLeft) scroll.scrollLeft = left;
    else if (right > scroll.scrollLeft + bodyWidth) scroll.scrollLeft = right - bodyWidth;
    const next = { ...viewport, top: scroll.scrollTop, left: scroll.scrollLeft };
    if (!holds(rangeOf(viewport, sizes), rangeOf(next, sizes, true))) setViewport(next);
  };

  const goTo = (next: TimelineFocus) => {
    keptFocus.expect();
    setFocus(next);
    const item = next.id !== null ? layout.byId.get(next.id) : undefined;
    const from = item ? item.from : cellStart(axis, next.cell);
    reveal(next.row, from, from + time.slotMinutes);
  };

  const dayText = (day: number) => labels.dayHeading(days[day] as string);

  const announceStep = (item: TimelineItem, placement: TimelinePlacement, clash: string | null) => {
    const text = labels.moving(
      item.appointment.title,
      rowColumn(placement.row).name,
      dayText(placement.day),
      clockText(placement.start),
      clockText(placement.end),
    );
    setMessage(clash ? `${text} ${labels.clash(clash)}` : text);
  };

  const clashAt = (id: string, placement: TimelinePlacement) =>
    clashOf?.(
      id,
      rowColumn(placement.row).id,
      dateTimeAt(days[placement.day] as string, placement.start),
      dateTimeAt(days[placement.day] as string, placement.end),
    ) ?? null;

  const drop = (current: Moving) => {
    setMoving(null);
    const item = layout.byId.get(current.id);
    if (!item) return;
    const { placement, origin } = current;
    if (samePlacement(placement, origin)) {
      setMessage(labels.putBack(item.appointment.title));
      return;
    }
    const day = days[placement.day] as string;
    const column = rowColumn(placement.row);
    setMessage(
      labels.dropped(
        item.appointment.title,
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
    const item = layout.byId.get(current.id);
    if (item) setMessage(labels.putBack(item.appointment.title));
  };

  const activate = (target: TimelineFocus) => {
    if (target.id !== null) {
      onOpen?.(target.id);
      return;
    }
    if (!onCreate) return;
    const { day, minute } = cellDay(axis, target.cell);
    const date = days[day] as string;
    onCreate(rowColumn(target.row).id, dateTimeAt(date, minute), dateTimeAt(date, minute + createMinutes));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moving) {
      if (moving.by === 'pointer') return;
      const item = layout.byId.get(moving.id);
      if (event.key === 'Escape') {
        event.preventDefault();
        putBack(moving);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        drop(moving);
      } else if (item) {
        const key = timelineMoveKey(event);
        if (!key) return;
        event.preventDefault();
        const placement = moveTimelinePlacement(layout, moving.placement, key);
        const clash = placement === moving.placement ? moving.clash : clashAt(moving.id, placement);
        setMoving({ ...moving, placement, clash });
        announceStep(item, placement, clash);
        const from = trackOf(axis, placement.day, placement.start);
        reveal(placement.row, from, from + placement.end - placement.start);
      }
      return;
    }
    const current = focusOfElement(event.target as Element, layout) ?? focus;
    const navigation = navigationKey(event);
    if (navigation) {
      event.preventDefault();
      goTo(moveTimelineFocus(layout, current, navigation));
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
      const item = layout.byId.get(current.id);
      if (!item || !isMovable(item)) return;
      event.preventDefault();
      const origin = originOf(item);
      setMoving({ id: current.id, origin, placement: origin, clash: null, by: 'keys' });
      setMessage(labels.pickedUp(item.appointment.title));
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const element = event.target as HTMLElement;
    keptFocus.saw(element);
    const next = focusOfElement(element, layout);
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
    if (event.button !== 0 || event.pointerType === 'touch' || moving || !onMove) return;
    const element = (event.target as Element).closest<HTMLElement>('[data-id]');
    const item = element ? layout.byId.get(element.dataset['id'] ?? '') : undefined;
    const body = bodyRef.current;
    if (!element || !item || !body || !isMovable(item)) return;
    const resize = event.clientX >= element.getBoundingClientRect().right - RESIZE_EDGE_PX;
    const origin = originOf(item);
    const { startMinute, endMinute, slotMinutes } = time;
    const pressX = event.clientX;
    const placeAt = (clientX: number, clientY: number): TimelinePlacement => {
      const box = body.getBoundingClientRect();
      if (resize) {
        const track = (clientX - box.left - namesPx) / minutePx;
        const minute = startMinute + Math.round((track - origin.day * axis.span) / slotMinutes) * slotMinutes;
        return {
          ...origin,
          end: clamp(minute, origin.start + slotMinutes, Math.max(endMinute, origin.start + slotMinutes)),
        };
      }
      const duration = origin.end - origin.start;
      const track = trackOf(axis, origin.day, origin.start) + (clientX - pressX) / minutePx;
      const day = clamp(Math.floor(track / axis.span), 0, days.length - 1);
      const start = clamp(
        startMinute + Math.round((track - day * axis.span) / slotMinutes) * slotMinutes,
        startMinute,
        Math.max(startMinute, endMinute - duration),
      );
      const row = clamp(rowAtOffset(offsets, clientY - box.top), 0, columns.length - 1);
      return { row, day, start, end: start + duration };
    };
    let latest: Moving = { id: item.appointment.id, origin, placement: origin, clash: null, by: 'pointer' };
    endDrag.current?.();
    endDrag.current = followPointer(event, origin, placeAt, samePlacement, {
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
    });
  };

  const onScroll = () => {
    const scroll = scrollRef.current;
    if (!scroll || !viewport) return;
    const next = { ...viewport, top: scroll.scrollTop, left: scroll.scrollLeft };
    if (!holds(rangeOf(viewport, sizes), rangeOf(next, sizes, true))) setViewport(next);
  };

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
      range: rangeOf(viewport, sizes),
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
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={onClick}
          onPointerDown={onPointerDown}
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
  moving: Moving | null;
  sizes: Sizes;
  isMovable: (item: TimelineItem) => boolean;
}): { head: ReactNode; body: ReactNode } {
  const { props, layout, shaded, marked, range, focus, moving, sizes, isMovable } = input;
  const { days, columns, labels, now } = props;
  const { axis } = layout;
  const { time } = axis;
  const { namesPx, cellPx, minutePx, offsets } = sizes;
  const perHour = Math.max(1, Math.round(60 / time.slotMinutes));
  const x = (track: number) => namesPx + track * minutePx;
  const from = cellStart(axis, range.firstCell);
  const to = cellStart(axis, range.lastCell) + time.slotMinutes;
  const firstDay = Math.floor(range.firstCell / axis.perDay);
  const lastDay = Math.floor(range.lastCell / axis.perDay);

  const dayTexts = new Map<number, string>();
  const dayText = (day: number) => {
    let text = dayTexts.get(day);
    if (text === undefined) {
      text = labels.dayHeading(days[day] as string);
      dayTexts.set(day, text);
    }
    return text;
  };
  const today = now ? days.indexOf(dayOf(now)) : -1;

  // Header: the days (each spanning its cells), then the hours.
  const dayList: number[] = [];
  for (let day = firstDay; day <= lastDay; day++) dayList.push(day);
  const hourList: number[] = [];
  for (let cell = range.firstCell - (range.firstCell % perHour); cell <= range.lastCell; cell += perHour)
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
    if (inView) for (let cell = range.firstCell; cell <= range.lastCell; cell++) cells.set(cell, []);
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
