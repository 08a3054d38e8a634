/**
 * The agenda grid on a page of its own, for `npm run bench` (agenda-bench.ts) and for an outside page
 * that measures it beside other calendars: `mount(element, data)` draws
 * the grid synchronously from the benchmark data alone (no router, backend, container or
 * translations: the plain English labels), filling the element, 08:00 to 18:00.
 * `mountTimeline` draws the same data as the agenda's timeline (a row per column); `mountLive` draws
 * the grid and answers a function that applies one change by another planner to it, as the agenda
 * does when its live feed reports one.
 */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { AgendaAppointment, AgendaStatus } from '../../src/ui/components/agenda-grid';
import { AgendaGrid, defaultAgendaGridLabels } from '../../src/ui/components/agenda-grid';
import { AgendaTimeline } from '../../src/ui/components/agenda-timeline';
import type { AgendaBenchData } from './agenda-data.mjs';

function mountWith(element: HTMLElement, content: React.ReactNode): () => void {
  const root = createRoot(element);
  flushSync(() => root.render(content));
  return () => {
    root.unmount();
    element.replaceChildren();
  };
}

/** Draws the grid into the element (which needs a size: the grid fills it); the function returned removes it. */
export function mount(element: HTMLElement, data: AgendaBenchData): () => void {
  return mountWith(
    element,
    <AgendaGrid
      className="agenda-grid--fill"
      days={data.days}
      columns={data.columns}
      appointments={data.appointments}
      startHour={8}
      endHour={18}
      labels={defaultAgendaGridLabels}
    />,
  );
}

/** Draws the data as the agenda's timeline: a row per column, the days and hours across. */
export function mountTimeline(element: HTMLElement, data: AgendaBenchData): () => void {
  return mountWith(
    element,
    <AgendaTimeline
      className="agenda-grid--fill"
      days={data.days}
      columns={data.columns}
      appointments={data.appointments}
      startHour={8}
      endHour={18}
      labels={defaultAgendaGridLabels}
      onMove={() => undefined}
    />,
  );
}

const NEXT_STATUS: Readonly<Record<AgendaStatus, AgendaStatus>> = {
  planned: 'confirmed',
  confirmed: 'arrived',
  arrived: 'completed',
  completed: 'planned',
  no_show: 'planned',
  cancelled: 'planned',
};

/**
 * Draws the grid, and answers `change(index)`: what the agenda does with a change another planner
 * made (a status move of one appointment, marked with who made it): a new list of appointments with
 * that one replaced, drawn synchronously.
 */
export function mountLive(
  element: HTMLElement,
  data: AgendaBenchData,
): { change: (index: number) => void; unmount: () => void } {
  let apply: ((index: number) => void) | null = null;
  function Live() {
    const [appointments, setAppointments] = useState<readonly AgendaAppointment[]>(data.appointments);
    apply = (index) =>
      setAppointments((list) =>
        list.map((entry, at) =>
          at === index
            ? { ...entry, status: NEXT_STATUS[entry.status], detail: 'Changed by Anna de Vries' }
            : entry,
        ),
      );
    return (
      <AgendaGrid
        className="agenda-grid--fill"
        days={data.days}
        columns={data.columns}
        appointments={appointments}
        startHour={8}
        endHour={18}
        labels={defaultAgendaGridLabels}
      />
    );
  }
  const unmount = mountWith(element, <Live />);
  return { change: (index) => flushSync(() => apply?.(index)), unmount };
}
