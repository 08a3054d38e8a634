/**
 * Dragging an appointment with a pointer: the body of an appointment moves it (snapping to slots and
 * columns), its bottom edge resizes it. Plain listeners on the window for the drag's lifetime, so a
 * pointer move redraws only the ghost (through `onPlace`), never the appointments.
 */
import type { Placement } from './navigation';

/** How near the bottom edge (px) a press resizes instead of moving. */
export const RESIZE_EDGE_PX = 6;
/** How far (px) the pointer goes before a press becomes a drag (less is a click). */
const DRAG_THRESHOLD_PX = 4;

export interface DragGeometry {
  /** The element whose top-left corner is the grid body's origin (row 0, the time axis' left). */
  readonly body: HTMLElement;
  readonly axisPx: number;
  readonly columnPx: number;
  readonly slotPx: number;
  readonly slotMinutes: number;
  readonly startMinute: number;
  readonly endMinute: number;
  readonly groups: number;
}

export interface DragCallbacks {
  /** The pointer went past the threshold: the drag starts at the origin. */
  readonly onStart: () => void;
  /** The proposed placement changed. */
  readonly onPlace: (placement: Placement) => void;
  /** The button was released after a drag, at the last placement. */
  readonly onDrop: (placement: Placement) => void;
  /** Escape, or the browser took the pointer (a scroll, say). */
  readonly onCancel: () => void;
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

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** What a drag tells its owner, for any kind of placement. */
export interface PointerCallbacks<P> {
  readonly onStart: () => void;
  readonly onPlace: (placement: P) => void;
  readonly onDrop: (placement: P) => void;
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

/**
 * Follows a press on an appointment until release. `resize` when the press was on its bottom edge.
 * Answers a function that ends the drag at once (when the grid unmounts).
 */
export function followDrag(
  press: { readonly clientX: number; readonly clientY: number; readonly pointerId: number },
  origin: Placement,
  resize: boolean,
  geometry: () => DragGeometry,
  callbacks: DragCallbacks,
): () => void {
  const first = geometry();
  const startY = press.clientY - first.body.getBoundingClientRect().top;

  const placeAt = (clientX: number, clientY: number): Placement => {
    const g = geometry();
    const box = g.body.getBoundingClientRect();
    const y = clientY - box.top;
    const minutePx = g.slotPx / g.slotMinutes;
    if (resize) {
      const end = g.startMinute + Math.round(y / minutePx / g.slotMinutes) * g.slotMinutes;
      return {
        ...origin,
        end: clamp(end, origin.start + g.slotMinutes, Math.max(g.endMinute, origin.start + g.slotMinutes)),
      };
    }
    const duration = origin.end - origin.start;
    const top = (origin.start - g.startMinute) * minutePx + (y - startY);
    const start = clamp(
      g.startMinute + Math.round(top / g.slotPx) * g.slotMinutes,
      g.startMinute,
      Math.max(g.startMinute, g.endMinute - duration),
    );
    const column = clamp(Math.floor((clientX - box.left - g.axisPx) / g.columnPx), 0, g.groups - 1);
    return { g: column, start, end: start + duration };
  };

  return followPointer(
    press,
    origin,
    placeAt,
    (a, b) => a.g === b.g && a.start === b.start && a.end === b.end,
    callbacks,
  );
}
