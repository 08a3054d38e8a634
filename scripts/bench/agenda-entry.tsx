/**
 * The agenda grid on a page of its own, for `npm run bench` (agenda-bench.ts) and for an outside page
 * that measures it beside other calendars: `mount(element, data)` draws
 * the grid synchronously from the benchmark data alone (no router, backend, container or
 * translations: the plain English labels), filling the element, 08:00 to 18:00.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AgendaGrid, defaultAgendaGridLabels } from '../../src/ui/components/agenda-grid';
import type { AgendaBenchData } from './agenda-data.mjs';

/** Draws the grid into the element (which needs a size: the grid fills it); the function returned removes it. */
export function mount(element: HTMLElement, data: AgendaBenchData): () => void {
  const root = createRoot(element);
  flushSync(() =>
    root.render(
      <AgendaGrid
        className="agenda-grid--fill"
        days={data.days}
        columns={data.columns}
        appointments={data.appointments}
        startHour={8}
        endHour={18}
        labels={defaultAgendaGridLabels}
      />,
    ),
  );
  return () => {
    root.unmount();
    element.replaceChildren();
  };
}
