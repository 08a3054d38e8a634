// @vitest-environment jsdom
import { act } from 'react';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AgendaAppointment,
  AgendaColumn,
  AgendaGridProps,
} from '../../../../src/ui/components/agenda-grid';
import { AgendaGrid, defaultAgendaGridLabels } from '../../../../src/ui/components/agenda-grid';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// jsdom lays nothing out: the grid falls back to the window (1024 × 768) as its viewport, so with
// 140 px columns about seven columns and, at 24 px a slot, about 32 slots (plus a margin) are in view.
const DAY = '2026-11-16';
const columns: readonly AgendaColumn[] = Array.from({ length: 20 }, (_, index) => ({
  id: `u${index}`,
  kind: 'user',
  name: `Doctor ${index}`,
}));
const appointment = (id: string, columnId: string, start: string, end: string): AgendaAppointment => ({
  id,
  columnId,
  start: `${DAY}T${start}:00`,
  end: `${DAY}T${end}:00`,
  title: `Consult ${id}`,
  status: 'planned',
});

type Callback<K extends 'onOpen' | 'onCreate' | 'onMove'> = NonNullable<AgendaGridProps[K]>;

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function renderGrid(props: Partial<AgendaGridProps> = {}) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const element: ReactElement = (
    <AgendaGrid
      days={[DAY]}
      columns={columns}
      appointments={[]}
      labels={defaultAgendaGridLabels}
      {...props}
    />
  );
  act(() => root.render(element));
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  const grid = container.querySelector<HTMLElement>('[role=grid]');
  const scroll = container.querySelector<HTMLElement>('.agenda-grid__scroll');
  if (!grid || !scroll) throw new Error('no grid');
  return {
    grid,
    scroll,
    drawn: () => [...container.querySelectorAll<HTMLElement>('[data-id]')].map((item) => item.dataset['id']),
    tabStops: () => [...grid.querySelectorAll('[tabindex="0"]')],
    status: () => container.querySelector('output')?.textContent ?? '',
  };
}

/** Presses a key on the focused element, as the browser would deliver it. */
function press(key: string, options: KeyboardEventInit = {}) {
  const target = document.activeElement ?? document.body;
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options }));
  });
}

function focusTabStop(view: ReturnType<typeof renderGrid>) {
  const [stop] = view.tabStops();
  if (!(stop instanceof HTMLElement)) throw new Error('no tab stop');
  act(() => stop.focus());
  return stop;
}

const focused = () => {
  const element = document.activeElement as HTMLElement | null;
  return { row: element?.dataset['row'], g: element?.dataset['g'], id: element?.dataset['id'] };
};

describe('AgendaGrid', () => {
  it('draws only the appointments in view and a screen around them, and the others once scrolled to', () => {
    const view = renderGrid({
      appointments: [
        appointment('morning', 'u0', '09:00', '09:30'),
        appointment('far-column', 'u15', '09:00', '09:30'),
        appointment('evening', 'u0', '18:30', '19:00'),
      ],
    });
    expect(view.drawn()).toContain('morning');
    expect(view.drawn()).not.toContain('far-column');
    expect(view.grid.getAttribute('aria-colcount')).toBe('21');
    expect(view.grid.getAttribute('aria-rowcount')).toBe('50');

    act(() => {
      view.scroll.scrollLeft = 14 * 140;
      view.scroll.dispatchEvent(new Event('scroll'));
    });
    expect(view.drawn()).toContain('far-column');

    act(() => {
      view.scroll.scrollLeft = 0;
      view.scroll.scrollTop = 40 * 24;
      view.scroll.dispatchEvent(new Event('scroll'));
    });
    expect(view.drawn()).toContain('evening');
  });

  it('has one tab stop, which the arrow keys, Page Down and Home move between slots', () => {
    const view = renderGrid();
    expect(view.tabStops()).toHaveLength(1);
    focusTabStop(view);
    // Scrolled to 08:00 (row 4 from 07:00), first column.
    expect(focused()).toEqual({ row: '4', g: '0', id: undefined });

    press('ArrowDown');
    press('ArrowRight');
    press('ArrowRight');
    expect(focused()).toEqual({ row: '5', g: '2', id: undefined });
    press('ArrowUp');
    press('ArrowLeft');
    expect(focused()).toEqual({ row: '4', g: '1', id: undefined });
    press('PageDown');
    expect(focused()).toEqual({ row: '8', g: '1', id: undefined });
    press('End');
    expect(focused()).toEqual({ row: '8', g: '19', id: undefined });
    press('Home', { ctrlKey: true });
    expect(focused()).toEqual({ row: '0', g: '0', id: undefined });

    expect(view.tabStops()).toEqual([document.activeElement]);
  });

  it('calls onCreate with the column and time of a free slot on Enter', () => {
    const onCreate = vi.fn<Callback<'onCreate'>>();
    const view = renderGrid({ onCreate });
    focusTabStop(view);
    press('ArrowRight');
    press('ArrowDown');
    press('Enter');
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('u1', `${DAY}T08:15:00`, `${DAY}T08:45:00`);
  });

  it('reaches an appointment with Down from the slot it starts in, and calls onOpen on Enter', () => {
    const onOpen = vi.fn<Callback<'onOpen'>>();
    const onCreate = vi.fn<Callback<'onCreate'>>();
    const view = renderGrid({
      appointments: [appointment('a1', 'u0', '08:00', '08:30')],
      onOpen,
      onCreate,
    });
    focusTabStop(view);
    press('ArrowDown');
    expect(focused().id).toBe('a1');
    expect(view.tabStops()).toEqual([document.activeElement]);
    press('Enter');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('a1');
    expect(onCreate).not.toHaveBeenCalled();
    press('ArrowDown');
    expect(focused()).toEqual({ row: '5', g: '0', id: undefined });
  });

  it('moves a picked-up appointment two slots down and a column right, and calls onMove on Enter', () => {
    const onMove = vi.fn<Callback<'onMove'>>();
    const view = renderGrid({ appointments: [appointment('a1', 'u0', '08:00', '08:30')], onMove });
    focusTabStop(view);
    press('ArrowDown');
    press('m');
    expect(view.status()).toContain('picked up');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowRight');
    expect(view.status()).toBe(`Consult a1: 08:30 to 09:00, Doctor 1, Monday 16 November`);
    press('Enter');
    expect(onMove).toHaveBeenCalledExactlyOnceWith('a1', 'u1', `${DAY}T08:30:00`, `${DAY}T09:00:00`);
  });

  it('changes the end with Shift and the arrows', () => {
    const onMove = vi.fn<Callback<'onMove'>>();
    const view = renderGrid({ appointments: [appointment('a1', 'u0', '08:00', '08:30')], onMove });
    focusTabStop(view);
    press('ArrowDown');
    press('m');
    press('ArrowDown', { shiftKey: true });
    press('Enter');
    expect(onMove).toHaveBeenCalledExactlyOnceWith('a1', 'u0', `${DAY}T08:00:00`, `${DAY}T08:45:00`);
  });

  it('puts a picked-up appointment back on Escape and calls nothing', () => {
    const onMove = vi.fn<Callback<'onMove'>>();
    const onOpen = vi.fn<Callback<'onOpen'>>();
    const onCreate = vi.fn<Callback<'onCreate'>>();
    const view = renderGrid({
      appointments: [appointment('a1', 'u0', '08:00', '08:30')],
      onMove,
      onOpen,
      onCreate,
    });
    focusTabStop(view);
    press('ArrowDown');
    press('m');
    press('ArrowDown');
    press('ArrowRight');
    expect(view.grid.querySelector('.agenda-grid__ghost')).not.toBeNull();
    press('Escape');
    expect(view.status()).toBe('Consult a1 put back.');
    expect(view.grid.querySelector('.agenda-grid__ghost')).toBeNull();
    expect(focused().id).toBe('a1');
    expect([onMove, onOpen, onCreate].map((callback) => callback.mock.calls.length)).toEqual([0, 0, 0]);
  });

  it('announces the clash clashOf answers for the proposed place, and outlines the ghost', () => {
    const clashOf = vi.fn<NonNullable<AgendaGridProps['clashOf']>>((_id, columnId) =>
      columnId === 'u1' ? 'Doctor 1 has an intake then' : null,
    );
    const view = renderGrid({
      appointments: [appointment('a1', 'u0', '08:00', '08:30')],
      onMove: vi.fn<Callback<'onMove'>>(),
      clashOf,
    });
    focusTabStop(view);
    press('ArrowDown');
    press('m');
    press('ArrowRight');
    expect(clashOf).toHaveBeenLastCalledWith('a1', 'u1', `${DAY}T08:00:00`, `${DAY}T08:30:00`);
    expect(view.status()).toContain('Clash: Doctor 1 has an intake then');
    expect(view.grid.querySelector('.agenda-grid__ghost--clash')?.textContent).toContain(
      'Doctor 1 has an intake then',
    );
    press('ArrowLeft');
    expect(view.status()).not.toContain('Clash');
  });

  it('does not pick up an appointment that is not movable', () => {
    const onMove = vi.fn<Callback<'onMove'>>();
    const view = renderGrid({
      appointments: [{ ...appointment('a1', 'u0', '08:00', '08:30'), movable: false }],
      onMove,
    });
    focusTabStop(view);
    press('ArrowDown');
    press('m');
    press('ArrowDown');
    expect(focused()).toEqual({ row: '5', g: '0', id: undefined });
    expect(view.grid.querySelector('.agenda-grid__ghost')).toBeNull();
  });

  it('opens an appointment on a click, and creates on a click on a free slot', () => {
    const onOpen = vi.fn<Callback<'onOpen'>>();
    const onCreate = vi.fn<Callback<'onCreate'>>();
    const view = renderGrid({ appointments: [appointment('a1', 'u2', '09:00', '09:30')], onOpen, onCreate });
    act(() => view.grid.querySelector<HTMLElement>('[data-id="a1"]')?.click());
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('a1');
    act(() => view.grid.querySelector<HTMLElement>('[data-row="10"][data-g="3"]')?.click());
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('u3', `${DAY}T09:30:00`, `${DAY}T10:00:00`);
  });

  it('names slots, appointments and marked columns', () => {
    const view = renderGrid({
      appointments: [{ ...appointment('a1', 'u0', '08:00', '08:30'), detail: 'J. de Vries' }],
      available: [{ columnId: 'u0', day: DAY, start: '08:00', end: '17:00' }],
      marks: [{ columnId: 'u1', day: DAY, kind: 'dayOff', label: 'Leave' }],
    });
    const cell = (row: number, g: number) =>
      view.grid.querySelector(`[data-row="${row}"][data-g="${g}"]`)?.getAttribute('aria-label');
    // A slot holding an appointment is named by its content, the slot's words first (label in name).
    const booked = view.grid.querySelector('[data-row="4"][data-g="0"]');
    expect(booked?.hasAttribute('aria-label')).toBe(false);
    expect(booked?.querySelector('.visually-hidden')?.textContent).toBe(
      '08:00, Doctor 0, Monday 16 November, booked, ',
    );
    expect(cell(3, 0)).toBe('07:45, Doctor 0, Monday 16 November, outside working hours');
    expect(view.grid.querySelector('[data-id="a1"]')?.getAttribute('aria-label')).toBe(
      'Consult a1, J. de Vries, 08:00 to 08:30, planned',
    );
    expect(view.grid.querySelector('[aria-colindex="3"][role=columnheader]')?.textContent).toContain(
      'Day off: Leave',
    );
  });
});
