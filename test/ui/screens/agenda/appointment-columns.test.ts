import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../src/application/agenda/agenda-gateway';
import { agendaEn } from '../../../../src/i18n/agenda/en';
import { agendaNl } from '../../../../src/i18n/agenda/nl';
import { addAreaTranslations } from '../../../../src/i18n/create-i18n';
import { cellText } from '../../../../src/ui/components/data-table/cell-text';
import { exportColumnsOf } from '../../../../src/ui/components/data-table/export-columns';
import type { ExportValue } from '../../../../src/ui/list/export-value';
import { plainTextOf } from '../../../../src/ui/list/export-value';
import type { Translate } from '../../../../src/ui/services-context';
import {
  appointmentColumns,
  employerAppointmentColumns,
} from '../../../../src/ui/screens/agenda/appointment-columns';
import { createTestI18n } from '../../../support/i18n';
import { anAppointment } from '../../../application/agenda/agenda-fakes';

const i18n = createTestI18n('nl');
addAreaTranslations(i18n, { nl: agendaNl, en: agendaEn });
const t: Translate = (key, values) => i18n.t(key, { ...values, lng: 'nl' });

/** A row of the export: each header with its value. */
const exported = (columns: ReturnType<typeof appointmentColumns>, appointment: Appointment) =>
  exportColumnsOf(columns).map((column): [string, ExportValue | null] => [
    column.header,
    column.value(appointment),
  ]);

/** A medical appointment as a planner receives it: the back office gave its title only. */
const withheld = anAppointment({
  title: 'Afspraak',
  operation: null,
  detailsHidden: true,
  note: null,
});

describe('the appointment list in an export', () => {
  it('gives start and end as date-times of their own and the employee and employer apart', () => {
    const appointment = anAppointment({
      start: Temporal.ZonedDateTime.from('2026-12-02T09:00:00+01:00[Europe/Amsterdam]'),
      end: Temporal.ZonedDateTime.from('2026-12-02T09:45:00+01:00[Europe/Amsterdam]'),
      reminders: [{ at: Temporal.Instant.from('2026-12-01T08:00:00Z'), channel: 'email', state: 'sent' }],
    });
    const row = exported(appointmentColumns(t, 'nl'), appointment);
    expect(row.map(([header]) => header)).toEqual([
      'Begin (Nederlandse tijd)',
      'Einde (Nederlandse tijd)',
      'Professional',
      'Wat',
      'Medewerker',
      'Werkgever',
      'Plaats',
      'Herinneringen',
      'Status',
    ]);
    expect(row[0]?.[1]).toEqual({
      kind: 'dateTime',
      dateTime: Temporal.PlainDateTime.from('2026-12-02T09:00'),
    });
    expect(row[1]?.[1]).toEqual({
      kind: 'dateTime',
      dateTime: Temporal.PlainDateTime.from('2026-12-02T09:45'),
    });
    expect(row.slice(2).map(([, value]) => plainTextOf(value))).toEqual([
      'Dr. A. Bakker',
      'Spreekuur bedrijfsarts',
      'Jan Jansen',
      'Bakkerij De Gouden Korenaar',
      'Utrecht, Spreekkamer 1',
      'Verstuurd per e-mail op di 1 dec 09:00',
      'Gepland',
    ]);
  });

  it('still shows the day and its times in one cell on the screen', () => {
    const appointment = anAppointment({
      start: Temporal.ZonedDateTime.from('2026-12-02T09:00:00+01:00[Europe/Amsterdam]'),
      end: Temporal.ZonedDateTime.from('2026-12-02T09:45:00+01:00[Europe/Amsterdam]'),
    });
    const [when, , , employee] = appointmentColumns(t, 'nl');
    expect(when && cellText(when, appointment)).toBe('wo 2 dec, 09:00–09:45');
    expect(employee && cellText(employee, appointment)).toBe('Jan Jansen, Bakkerij De Gouden Korenaar');
  });

  it('says an appointment has no employee and leaves the employer empty', () => {
    const row = exported(appointmentColumns(t, 'nl'), anAppointment({ employee: null }));
    expect(row[4]?.[1]).toEqual({ kind: 'text', text: 'Geen medewerker' });
    expect(row[5]?.[1]).toBeNull();
  });

  it('exports of a withheld medical appointment only text its row shows, and its start and end', () => {
    for (const columns of [appointmentColumns(t, 'nl'), employerAppointmentColumns(t, 'nl')]) {
      const shown = columns.map((column) => cellText(column, withheld)).join(' | ');
      for (const column of exportColumnsOf(columns)) {
        const value = column.value(withheld);
        if (value?.kind === 'text') expect(shown).toContain(value.text);
        else
          expect([withheld.start, withheld.end].map((moment) => moment.toPlainDateTime())).toContainEqual(
            value?.kind === 'dateTime' ? value.dateTime : value,
          );
      }
      expect(shown).not.toContain('Spreekuur bedrijfsarts');
    }
  });

  it('gives the employer’s list the employee alone, as its screen shows', () => {
    const headers = exportColumnsOf(employerAppointmentColumns(t, 'nl')).map((column) => column.header);
    expect(headers).toEqual([
      'Begin (Nederlandse tijd)',
      'Einde (Nederlandse tijd)',
      'Medewerker',
      'Wat',
      'Professional',
      'Plaats',
      'Status',
    ]);
  });
});
