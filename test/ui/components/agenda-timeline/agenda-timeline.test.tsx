// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AgendaAppointment,
  AgendaColumn,
  AgendaGridProps,
} from '../../../../src/ui/components/agenda-grid';
import { defaultAgendaGridLabels } from '../../../../src/ui/components/agenda-grid';
import { AgendaTimeline } from '../../../../src/ui/components/agenda-timeline';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// jsdom lays nothing out: the timeline takes the window (1024 × 768) as its viewport.
const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
const rows: readonly AgendaColumn[] = Array.from({ length: 300 }, (_, index) => ({
  id: `u${index}`,
  kind: 'user',
  name: `Doctor ${index}`,
}));
const appointment = (
  id: string,
  columnId: string,
  day: string,
  start: string,
  end: string,
): AgendaAppointment => ({
  id,
  columnId,
  start: `${day}T${start}:00`,
  end: `${day}T${end}:00`,
  title: `Consult ${id}`,
  status: 'planned',
});

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function renderTimeline(props: Partial<AgendaGridProps> = {}) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <AgendaTimeline
        days={DAYS}
        columns={rows}
        appointments={[]}
        labels={defaultAgendaGridLabels}
        {...props}
      />,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  const grid = container.querySelector<HTMLElement>('[role=grid]');
  if (!grid) throw new Error('no timeline');
  return {
    grid,
    drawn: () => [...container.querySelectorAll<HTMLElement>('[data-id]')].map((item) => item.dataset['id']),
    rowsDrawn: () => container.querySelectorAll('[role=row]').length,
    status: () => container.querySelector('output')?.textContent ?? '',
  };
}

function press(key: string, options: KeyboardEventInit = {}) {
  const target = document.activeElement ?? document.body;
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options }));
  });
}

const focused = () => {
  const element = document.activeElement as HTMLElement | null;
  return { row: element?.dataset['row'], cell: element?.dataset['cell'], id: element?.dataset['id'] };
};

describe('AgendaTimeline', () => {
  it('shows the mark of who changed an appointment on its tile, however short', () => {
    const view = renderTimeline({
      appointments: [
        { ...appointment('moved', 'u1', DAYS[0] as string, '08:00', '08:15'), badge: 'Verplaatst' },
      ],
    });
    const tile = view.grid.querySelector('[data-id="moved"]');
    expect(tile?.querySelector('.agenda-grid__badge')?.textContent).toBe('Verplaatst');
  });

  it('draws a row per column, only those in view and a margin, with the full size for assistive technology', () => {
    const view = renderTimeline({
      appointments: [
        appointment('near', 'u1', DAYS[0] as string, '08:00', '08:30'),
        appointment('far', 'u250', DAYS[0] as string, '08:00', '08:30'),
      ],
    });
    expect(view.grid.getAttribute('aria-rowcount')).toBe('302');
    // Five days of 07:00 to 19:00 in half hours, and the names.
    expect(view.grid.getAttribute('aria-colcount')).toBe(String(5 * 24 + 1));
    expect(view.drawn()).toContain('near');
    expect(view.drawn()).not.toContain('far');
    expect(view.rowsDrawn()).toBeLessThan(80);
  });

  it('has one tab stop; Right goes through an appointment of the slot, Down to the next row', () => {
    const onOpen = vi.fn<(id: string) => void>();
    const view = renderTimeline({
      appointments: [appointment('a1', 'u0', DAYS[0] as string, '08:00', '08:30')],
      onOpen,
    });
    const stops = view.grid.querySelectorAll<HTMLElement>('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    // The first working place without working hours: 08:00 of the first day, the first row.
    act(() => stops[0]?.focus());
    expect(focused()).toEqual({ row: '0', cell: '2', id: undefined });
    press('ArrowRight');
    expect(focused().id).toBe('a1');
    press('Enter');
    expect(onOpen).toHaveBeenCalledWith('a1');
    press('ArrowRight');
    expect(focused()).toEqual({ row: '0', cell: '3', id: undefined });
    press('ArrowDown');
    expect(focused()).toEqual({ row: '1', cell: '3', id: undefined });
  });

  it('moves a picked-up appointment a slot later and a row down, announced, and calls onMove on Enter', () => {
    const onMove = vi.fn<(id: string, column: string, start: string, end: string) => void>();
    const view = renderTimeline({
      appointments: [appointment('a1', 'u0', DAYS[0] as string, '08:00', '08:30')],
      onMove,
    });
    act(() => view.grid.querySelector<HTMLElement>('[data-id="a1"]')?.focus());
    press('m');
    expect(view.status()).toContain('Consult a1 picked up.');
    press('ArrowRight');
    press('ArrowDown');
    expect(view.status()).toContain('08:30');
    press('Enter');
    expect(onMove).toHaveBeenCalledExactlyOnceWith('a1', 'u1', `${DAYS[0]}T08:30:00`, `${DAYS[0]}T09:00:00`);
  });
});
