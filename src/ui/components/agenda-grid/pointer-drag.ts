/**
 * Dragging an appointment with a pointer: the body of an appointment moves it (snapping to slots and
 * columns), its end edge resizes it. Plain listeners on the window for the drag's lifetime, so a
 * pointer move redraws only the ghost (through `onPlace`), never the appointments. The grid and the
 * timeline share the following; each says with a placer where a pointer proposes the appointment.
 */
import { clamp } from './layout';
import type { Placement } from './navigation';

/** How near the end edge (px) a press resizes instead of moving. */
export const RESIZE_EDGE_PX = 6;
/** How far (px) the pointer goes before a press becomes a drag (less is a click). */
const DRAG_THRESHOLD_PX = 4;

/** A point on the screen, as a pointer event gives it. */
export interface Point {
  readonly clientX: number;
  readonly clientY: number;
}

/** Where on the screen a view's body has its top-left corner (its first row, at the left edge). */
export interface Corner {
  readonly top: number;
  readonly left: number;
}

/** Where a pointer proposes the dragged appointment, with the body's corner where it is now. */
export type Placer<P> = (pointer: Point, body: Corner) => P;

/** The edge of an appointment that changes its end when dragged: bottom in the grid, right in the timeline. */
export type EndEdge = 'bottom' | 'right';

/** Whether a press on an appointment's box is on its end edge: a resize rather than a move. */
export function onEndEdge(
  press: Point,
  box: { readonly bottom: number; readonly right: number },
  edge: EndEdge,
): boolean {
  return edge === 'bottom'
    ? press.clientY >= box.bottom - RESIZE_EDGE_PX
    : press.clientX >= box.right - RESIZE_EDGE_PX;
}

/** Swallows the click that follows a drag (it is not an "open"), once; the next press forgets it. */
function swallowNextClick(): void {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    forget();
  };
  const forget = () => {
    window.removeEventListener('click', swallow, true);
    window.removeEventListener('pointerdown', forget, true);
  };
  window.addEventListener('click', swallow, true);
  // The drag's own click comes before any new press.
  queueMicrotask(() => window.addEventListener('pointerdown', forget, true));
}

/** What a drag tells its owner, for any kind of placement. */
export interface PointerCallbacks<P> {
  /** The pointer went past the threshold: the drag starts at the origin. */
  readonly onStart: () => void;
  /** The proposed placement changed. */
  readonly onPlace: (placement: P) => void;
  /** The button was released after a drag, at the last placement. */
  readonly onDrop: (placement: P) => void;
  /** Escape, or the browser took the pointer (a scroll, say). */
  readonly onCancel: () => void;
}

/**
 * Follows a press until release: past the threshold it is a drag, every pointer move asks `placeAt`
 * where the pointer proposes the item and reports a new placement, release drops it there, Escape or
 * the browser taking the pointer cancels it. Answers a function that ends the drag at once. The grid
 * and the timeline share it, each with its own geometry.
 */
export function followPointer<P>(
  press: { readonly clientX: number; readonly clientY: number; readonly pointerId: number },
  origin: P,
  placeAt: (clientX: number, clientY: number) => P,
  same: (a: P, b: P) => boolean,
  callbacks: PointerCallbacks<P>,
): () => void {
  let started = false;
  let placement = origin;
  const stop = () => {
    window.removeEventListener('pointermove', onMove, true);
    window.removeEventListener('pointerup', onUp, true);
    window.removeEventListener('pointercancel', onCancel, true);
    window.removeEventListener('keydown', onKey, true);
  };
  const onMove = (event: PointerEvent) => {
    if (event.pointerId !== press.pointerId) return;
    if (!started) {
      if (Math.hypot(event.clientX - press.clientX, event.clientY - press.clientY) < DRAG_THRESHOLD_PX)
        return;
      started = true;
      callbacks.onStart();
    }
    event.preventDefault();
    const next = placeAt(event.clientX, event.clientY);
    if (!same(next, placement)) {
      placement = next;
      callbacks.onPlace(next);
    }
  };
  const onUp = (event: PointerEvent) => {
    if (event.pointerId !== press.pointerId) return;
    stop();
    if (!started) return;
    swallowNextClick();
    callbacks.onDrop(placement);
  };
  const onCancel = (event: PointerEvent) => {
    if (event.pointerId !== press.pointerId) return;
    stop();
    if (started) callbacks.onCancel();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !started) return;
    event.preventDefault();
    event.stopPropagation();
    stop();
    swallowNextClick();
    callbacks.onCancel();
  };
  window.addEventListener('pointermove', onMove, true);
  window.addEventListener('pointerup', onUp, true);
  window.addEventListener('pointercancel', onCancel, true);
  window.addEventListener('keydown', onKey, true);
  return stop;
}

/** What the grid's placer needs of its geometry. */
export interface GridDragGeometry {
  /** Width (px) of the time axis at the body's left. */
  readonly axisPx: number;
  readonly columnPx: number;
  readonly slotPx: number;
  readonly slotMinutes: number;
  readonly startMinute: number;
  readonly endMinute: number;
  readonly groups: number;
}

/**
 * The grid's placer for a press at `press`, the body's corner then at `pressBody`: the pointer's height
 * moves the start by whole slots (keeping the length) and its column picks the grid column; on a
 * resize, its height sets the end (at least a slot after the start).
 */
export function gridPlacer(
  geometry: GridDragGeometry,
  origin: Placement,
  resize: boolean,
  press: Point,
  pressBody: Corner,
): Placer<Placement> {
  const { axisPx, columnPx, slotPx, slotMinutes, startMinute, endMinute, groups } = geometry;
  const startY = press.clientY - pressBody.top;
  const minutePx = slotPx / slotMinutes;
  return (pointer, body) => {
    const y = pointer.clientY - body.top;
    if (resize) {
      const end = startMinute + Math.round(y / minutePx / slotMinutes) * slotMinutes;
      return {
        ...origin,
        end: clamp(end, origin.start + slotMinutes, Math.max(endMinute, origin.start + slotMinutes)),
      };
    }
    const duration = origin.end - origin.start;
    const top = (origin.start - startMinute) * minutePx + (y - startY);
    const start = clamp(
      startMinute + Math.round(top / slotPx) * slotMinutes,
      startMinute,
      Math.max(startMinute, endMinute - duration),
    );
    const column = clamp(Math.floor((pointer.clientX - body.left - axisPx) / columnPx), 0, groups - 1);
    return { g: column, start, end: start + duration };
  };
}
