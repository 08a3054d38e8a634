/**
 * What the agenda's week grid and its timeline share around their drawing: the hours, hours off and
 * marks they draw, the scroll box's measured viewport, the drawing ahead once the first is on screen,
 * the focus put back where the keyboard sent it, and the status signs of appointments.
 */
import type { RefObject } from 'react';
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AgendaGridProps, AgendaMark, AgendaStatus } from './agenda-grid-types';
import type { GridTime, Interval } from './layout';
import { gridTime, marksPerGroup, offHours, shownHours } from './layout';

/** What a view draws its time from, made once per change of the data. */
export interface AgendaTimeData {
  /** The hours shown (widened to hold every appointment), in slots. */
  readonly time: GridTime;
  /** Per grid column (day × column), the time outside working hours; null when nothing is shaded. */
  readonly shaded: readonly (readonly Interval[])[] | null;
  /** Per grid column, its day's marks. */
  readonly marked: ReadonlyMap<number, readonly AgendaMark[]>;
}

/** The hours, the hours off and the marks of the agenda's props; slots of `slotMinutes` unless it says. */
export function useAgendaTime(props: AgendaGridProps, slotMinutes: number): AgendaTimeData {
  const { days, columns, appointments, available, hoursOf, marks } = props;
  const { startHour, endHour } = useMemo(
    () => shownHours(appointments, props.startHour ?? 7, props.endHour ?? 19),
    [appointments, props.startHour, props.endHour],
  );
  const time = useMemo(
    () => gridTime(startHour, endHour, props.slotMinutes ?? slotMinutes),
    [startHour, endHour, props.slotMinutes, slotMinutes],
  );
  const shaded = useMemo(
    () => offHours({ available, hoursOf, days, columns, time }),
    [available, hoursOf, days, columns, time],
  );
  const marked = useMemo(() => marksPerGroup({ marks, days, columns }), [marks, days, columns]);
  return { time, shaded, marked };
}

/** The scroll box's size and scroll position when last drawn. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
  /** Height of the sticky header, which covers the top of the scroll area. */
  readonly head: number;
  readonly top: number;
  readonly left: number;
}

/** Before the viewport is measured (and where it cannot be, as in jsdom): a guess from the window. */
export const fallbackViewport = (): Viewport => ({
  width: globalThis.innerWidth || 1024,
  height: globalThis.innerHeight || 768,
  head: 0,
  top: 0,
  left: 0,
});

/**
 * Measures the scroll box once mounted (and when it or the header changes size), after `firstScroll`
 * has scrolled it to the first place. Until then the viewport is null, so the first render draws only
 * the frame and the rows are drawn once, for the right viewport.
 */
export function useMeasuredViewport(
  scrollRef: RefObject<HTMLElement | null>,
  headRef: RefObject<HTMLElement | null>,
  firstScroll: (scroll: HTMLElement) => void,
): [Viewport | null, (viewport: Viewport) => void] {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  useLayoutEffect(() => {
    const scroll = scrollRef.current;
    if (!scroll) return;
    const measure = (initial: boolean) => {
      const guess = fallbackViewport();
      if (initial) firstScroll(scroll);
      const next: Viewport = {
        width: scroll.clientWidth || guess.width,
        height: scroll.clientHeight || guess.height,
        head: headRef.current?.offsetHeight ?? 0,
        top: scroll.scrollTop,
        left: scroll.scrollLeft,
      };
      setViewport((current) =>
        current &&
        current.width === next.width &&
        current.height === next.height &&
        current.head === next.head
          ? current
          : next,
      );
    };
    measure(true);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure(false));
    observer.observe(scroll);
    if (headRef.current) observer.observe(headRef.current);
    return () => observer.disconnect();
    // Measured once per mount; later sizes come from the observer.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [viewport, setViewport];
}

/** False for the first drawing; true once it is on screen, so the screens around it are drawn too. */
export function useDrawAhead(): boolean {
  const [ahead, setAhead] = useState(false);
  // At a lower priority: the first drawing is painted before the one ahead is made.
  useEffect(() => startTransition(() => setAhead(true)), []);
  return ahead;
}

const attributeValue = (text: string) => text.replace(/["\\]/g, '\\$&');

/**
 * After every render: puts the focus where the keyboard sent it (`pending`), and back on the focused
 * item when a redraw replaced the element that had it (an appointment that moved elsewhere, say).
 * `slotSelector` names the focused slot's element; an appointment is found by its `data-id`.
 */
export function useFocusKept(
  gridRef: RefObject<HTMLElement | null>,
  focusedId: string | null,
  slotSelector: string,
): {
  /** A keyboard move: the focus goes to the focused item after the render. */
  readonly expect: () => void;
  /** An element of the grid got the focus. */
  readonly saw: (element: HTMLElement) => void;
} {
  const pending = useRef(false);
  const lastFocused = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const lost =
      lastFocused.current !== null &&
      !lastFocused.current.isConnected &&
      (document.activeElement === null || document.activeElement === document.body);
    if (!pending.current && !lost) return;
    pending.current = false;
    const target = grid.querySelector<HTMLElement>(
      focusedId !== null ? `[data-id="${attributeValue(focusedId)}"]` : slotSelector,
    );
    if (target && document.activeElement !== target) target.focus({ preventScroll: true });
  });
  return {
    expect: () => {
      pending.current = true;
    },
    saw: (element) => {
      lastFocused.current = element;
    },
  };
}

/**
 * A sign per status, so no status is told by colour alone (with the edge's style and, for cancelled,
 * the line through). Text in the appointment rather than a CSS ::before: a pseudo-element per
 * appointment costs its own style and layout; the accessible name (aria-label) leaves it out anyway.
 */
export const STATUS_ICON: Readonly<Record<AgendaStatus, string>> = {
  planned: '○ ',
  confirmed: '● ',
  arrived: '→ ',
  completed: '✓ ',
  no_show: '! ',
  cancelled: '✕ ',
};
