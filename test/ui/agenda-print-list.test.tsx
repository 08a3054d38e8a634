// @vitest-environment jsdom
import { observable } from 'mobx';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/domain/locale/locale';
import { agendaEn } from '../../src/i18n/agenda/en';
import { agendaNl } from '../../src/i18n/agenda/nl';
const translations = { nl: agendaNl, en: agendaEn };
import { addAreaTranslations } from '../../src/i18n/create-i18n';
import { createTestI18n } from '../support/i18n';
import { formatWeekdayDate } from '../../src/ui/format';
import type { PortalServices } from '../../src/ui/portal-services';
import { ServicesProvider } from '../../src/ui/services-context';
import type { PrintColumn } from '../../src/ui/screens/agenda/agenda-print-list';
import { AgendaPrintList, PrintAgendaButton } from '../../src/ui/screens/agenda/agenda-print-list';
import { anAppointment } from '../application/agenda/agenda-fakes';
import { click, textOf } from './components/render';

const monday = Temporal.PlainDate.from('2025-11-03');
const tuesday = Temporal.PlainDate.from('2025-11-04');
const at = (day: Temporal.PlainDate, time: string) =>
  day.toZonedDateTime({ timeZone: 'Europe/Amsterdam', plainTime: Temporal.PlainTime.from(time) });

const columns: readonly PrintColumn[] = [
  { id: 'u-1', kind: 'user', name: 'Dr. A. Bakker' },
  { id: 'room-1', kind: 'room', name: 'Spreekkamer 1' },
  { id: 'u-2', kind: 'user', name: 'Dr. B. Smit' },
];

const appointments = [
  anAppointment({
    id: 'late',
    start: at(monday, '11:00'),
    end: at(monday, '11:30'),
    roomId: null,
    roomName: null,
  }),
  anAppointment({ id: 'early', start: at(monday, '09:00'), end: at(monday, '09:45'), status: 'confirmed' }),
  anAppointment({
    id: 'call',
    userId: 'u-2',
    start: at(tuesday, '14:00'),
    end: at(tuesday, '14:15'),
    channel: 'phone',
    status: 'cancelled',
    title: 'Bezet',
    employee: null,
    location: 'Telefonisch',
    roomId: null,
    roomName: null,
  }),
];

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

/** Renders with the two services the print list uses and the agenda's texts, as its screen has them. */
function show(ui: ReactNode, language: Locale = 'nl') {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = createTestI18n(language);
  addAreaTranslations(i18n, translations);
  const services = { i18n, locale: observable({ current: language }) } as unknown as PortalServices;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<ServicesProvider value={services}>{ui}</ServicesProvider>));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  cleanup = unmount;
  return { container, unmount };
}

/** The printed list as text: per day its heading, per column its heading and its rows (or empty line). */
function outline(list: Element | null) {
  return [...(list?.querySelectorAll('.agenda-print__day') ?? [])].map((day) => ({
    day: textOf(day.querySelector('h2')),
    columns: [...day.querySelectorAll('.agenda-print__column')].map((column) => ({
      name: textOf(column.querySelector('h3')),
      rows: [...column.querySelectorAll('tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => textOf(cell)),
      ),
      empty: textOf(column.querySelector('.agenda-print__empty')) ?? null,
    })),
  }));
}

describe('the printed agenda', () => {
  it('lists each day, and in it each column with its appointments in time order', () => {
    const { container } = show(
      <AgendaPrintList days={[monday, tuesday]} columns={columns} appointments={appointments} />,
    );
    const list = container.querySelector('.agenda-print');
    expect(textOf(list?.querySelector('h1'))).toBe('Agenda, 3 nov 2025 t/m 4 nov 2025');
    expect(outline(list)).toEqual([
      {
        day: formatWeekdayDate(monday, 'nl'),
        columns: [
          {
            name: 'Dr. A. Bakker',
            rows: [
              [
                '09:00–09:45',
                'Spreekuur bedrijfsarts',
                'Bevestigd',
                'Jan Jansen (Bakkerij De Gouden Korenaar)',
                'Utrecht, Spreekkamer 1',
                'Op locatie',
              ],
              [
                '11:00–11:30',
                'Spreekuur bedrijfsarts',
                'Gepland',
                'Jan Jansen (Bakkerij De Gouden Korenaar)',
                'Utrecht',
                'Op locatie',
              ],
            ],
            empty: null,
          },
          {
            name: 'Spreekkamer 1',
            rows: [expect.arrayContaining(['09:00–09:45', 'Bevestigd'])],
            empty: null,
          },
          { name: 'Dr. B. Smit', rows: [], empty: 'Geen afspraken.' },
        ],
      },
      {
        day: formatWeekdayDate(tuesday, 'nl'),
        columns: [
          { name: 'Dr. A. Bakker', rows: [], empty: 'Geen afspraken.' },
          { name: 'Spreekkamer 1', rows: [], empty: 'Geen afspraken.' },
          {
            name: 'Dr. B. Smit',
            rows: [['14:00–14:15', 'Bezet', 'Geannuleerd', 'Geen medewerker', 'Telefonisch', 'Telefonisch']],
            empty: null,
          },
        ],
      },
    ]);
  });

  it('says so for a day without any appointment, with column headers only where there are rows', () => {
    const { container } = show(
      <AgendaPrintList days={[monday]} columns={columns.slice(0, 1)} appointments={[]} />,
      'en',
    );
    const list = container.querySelector('.agenda-print');
    expect(textOf(list?.querySelector('h1'))).toBe('Agenda of Dr. A. Bakker, 3 Nov 2025');
    expect(outline(list)).toEqual([
      {
        day: formatWeekdayDate(monday, 'en'),
        columns: [{ name: 'Dr. A. Bakker', rows: [], empty: 'No appointments.' }],
      },
    ]);
    expect(list?.querySelector('table')).toBeNull();
  });
});

describe('the print button', () => {
  // jsdom has no modal dialogs; these do what the browser's do for the portal's Modal.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });

  const printed = () => outline(document.body.querySelector(':scope > .agenda-print'));
  const names = () => printed()[0]?.columns.map((column) => column.name);
  const dialog = () => document.querySelector('dialog');

  it('prints every chosen column, or the one person picked', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { container } = show(
      <PrintAgendaButton days={[monday]} columns={columns} appointments={appointments} />,
    );
    expect(document.body.querySelector(':scope > .agenda-print')).toBeNull();
    const opener = container.querySelector('button');
    expect(textOf(opener)).toBe('Afdrukken');
    expect(dialog()).toBeNull();
    click(opener);
    const form = dialog()?.querySelector('form');
    expect(textOf(form?.querySelector('legend'))).toBe('Wat wilt u afdrukken?');
    const [all, one] = [...(form?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? [])];
    expect(all?.checked).toBe(true);
    expect(textOf(all?.closest('label'))).toBe('Alle gekozen kolommen');
    const select = form?.querySelector('select');
    expect(textOf(select?.closest('label')?.querySelector('span'))).toBe('Persoon');
    expect(select?.disabled).toBe(true);
    expect([...(select?.options ?? [])].map((option) => option.text)).toEqual([
      'Dr. A. Bakker',
      'Dr. B. Smit',
    ]);

    click(one);
    expect(select?.disabled).toBe(false);
    act(() => {
      if (!select) return;
      select.value = 'u-2';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });

    click(form?.querySelector('button[type=submit]'));
    expect(print).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
    expect(names()).toEqual(['Dr. B. Smit']);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.body.querySelector(':scope > .agenda-print')).toBeNull();
  });

  it('the browser’s own print command prints every chosen column', () => {
    show(<PrintAgendaButton days={[monday]} columns={columns} appointments={appointments} />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(names()).toEqual(['Dr. A. Bakker', 'Spreekkamer 1', 'Dr. B. Smit']);
  });

  it('closes the choice with Escape without printing', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { container } = show(<PrintAgendaButton days={[monday]} columns={columns} appointments={[]} />);
    click(container.querySelector('button'));
    act(() => {
      dialog()?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog()).toBeNull();
    expect(print).not.toHaveBeenCalled();
  });

  it('offers no person to pick when only rooms and resources are chosen', () => {
    const { container } = show(
      <PrintAgendaButton days={[monday]} columns={[columns[1] as PrintColumn]} appointments={[]} />,
    );
    click(container.querySelector('button'));
    const [, one] = [...(dialog()?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? [])];
    expect(one?.disabled).toBe(true);
    expect(dialog()?.querySelector('select')).toBeNull();
    expect(textOf(dialog()?.querySelector('.agenda-print-choice__hint'))).toBe(
      'Er staat geen persoon in de gekozen kolommen.',
    );
  });

  it('takes its print list away with it', () => {
    const view = show(<PrintAgendaButton days={[monday]} columns={columns} appointments={[]} />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(document.body.querySelectorAll(':scope > .agenda-print')).toHaveLength(1);
    view.unmount();
    cleanup = null;
    expect(document.body.querySelectorAll('.agenda-print')).toHaveLength(0);
  });
});
