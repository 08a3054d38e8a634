import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ChangeAppointmentStatus } from '../../../src/application/agenda/change-appointment-status';
import { CancelAppointmentsHit } from '../../../src/application/availability/cancel-appointments-hit';
import { hitOf } from '../../../src/application/availability/find-appointments-hit';
import type { Appointment } from '../../../src/application/agenda/agenda-gateway';
import { addAreaTranslations } from '../../../src/i18n/create-i18n';
import { availabilityEn } from '../../../src/i18n/availability/en';
import { availabilityNl } from '../../../src/i18n/availability/nl';
const translations = { nl: availabilityNl, en: availabilityEn };
import { RecordingNotifier } from '../../support/fakes';
import { FixedClock } from '../../support/task-fakes';
import { createTestI18n } from '../../support/i18n';
import { anAppointment, rejected } from '../agenda/agenda-fakes';
import { CancellingAgenda } from './availability-fakes';

const at = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Amsterdam]`);

function setUp(rows: readonly Appointment[]) {
  const agenda = new CancellingAgenda();
  agenda.rows = [...rows];
  const notifier = new RecordingNotifier();
  const clock = new FixedClock();
  const cancel = new CancelAppointmentsHit(new ChangeAppointmentStatus(agenda, clock, notifier), notifier);
  return { agenda, notifier, cancel, hits: rows.map(hitOf) };
}

const JAN = { id: 'e-1', name: 'Jan Jansen', employerName: 'Bakkerij De Gouden Korenaar' };
const SANNE = { id: 'e-2', name: 'Sanne de Wit', employerName: 'Bakkerij De Gouden Korenaar' };

describe('cancelling the appointments a day off hits', () => {
  it('cancels each through the agenda’s status move, tells each employee once, and says so in one message', async () => {
    const { agenda, notifier, cancel, hits } = setUp([
      anAppointment({ id: 'a-1', start: at('2026-12-14T09:00'), employee: JAN }),
      // As a non-medical reader has it: the operation withheld, the title as the back office wrote it.
      anAppointment({
        id: 'a-2',
        start: at('2026-12-14T10:00'),
        employee: JAN,
        operation: null,
        title: 'Afspraak (afgeschermd)',
        detailsHidden: true,
      }),
      anAppointment({ id: 'a-3', start: at('2026-12-14T11:00'), employee: SANNE, status: 'confirmed' }),
      anAppointment({ id: 'a-4', start: at('2026-12-14T12:00'), employee: null }),
    ]);
    const done = await cancel.execute(hits, true);
    expect(done).toEqual({ cancelled: ['a-1', 'a-2', 'a-3', 'a-4'], mailed: ['e-1', 'e-2'], failed: [] });
    expect(agenda.moves).toEqual([
      { id: 'a-1', status: 'cancelled', email: true },
      { id: 'a-2', status: 'cancelled', email: true },
      { id: 'a-3', status: 'cancelled', email: true },
      // Nobody to tell.
      { id: 'a-4', status: 'cancelled', email: false },
    ]);
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'availability.hits.done', values: { count: 4, mailed: 2 } },
    ]);
  });

  it('returns a refusal in the server’s words and goes on with the others; the domain’s refusal asks nothing', async () => {
    const { agenda, notifier, cancel, hits } = setUp([
      anAppointment({ id: 'a-1', start: at('2026-12-14T09:00') }),
      anAppointment({ id: 'a-2', start: at('2026-12-14T10:00') }),
      anAppointment({ id: 'a-3', start: at('2026-12-14T11:00'), status: 'cancelled' }),
    ]);
    agenda.refusals.set('a-1', rejected(409, 'Deze afspraak is zojuist gewijzigd door Anna de Vries.'));
    const done = await cancel.execute(hits, false);
    expect(done).toEqual({
      cancelled: ['a-2'],
      mailed: [],
      failed: [
        { id: 'a-1', message: 'Deze afspraak is zojuist gewijzigd door Anna de Vries.' },
        { id: 'a-3', message: null },
      ],
    });
    expect(agenda.moves.map((move) => move.id)).toEqual(['a-1', 'a-2']);
    // The form shows the failures; the one message says what was done.
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'availability.hits.done', values: { count: 1, mailed: 0 } },
    ]);
  });

  it('says nothing when nothing was cancelled', async () => {
    const { agenda, notifier, cancel, hits } = setUp([anAppointment({ id: 'a-1' })]);
    agenda.refusals.set('a-1', rejected(503, ''));
    expect(await cancel.execute(hits, true)).toEqual({
      cancelled: [],
      mailed: [],
      failed: [{ id: 'a-1', message: null }],
    });
    expect(notifier.notices).toEqual([]);
  });

  it('says what was done with the plural forms of both languages', () => {
    const say = (language: 'nl' | 'en', count: number, mailed: number) => {
      const i18n = createTestI18n(language);
      addAreaTranslations(i18n, translations);
      return i18n.t('availability.hits.done', { count, mailed, lng: language });
    };
    expect(say('nl', 2, 2)).toBe('2 afspraken geannuleerd, 2 werknemers gemaild');
    expect(say('nl', 1, 1)).toBe('1 afspraak geannuleerd, 1 werknemer gemaild');
    expect(say('nl', 3, 0)).toBe('3 afspraken geannuleerd, niemand gemaild');
    expect(say('en', 2, 2)).toBe('2 appointments cancelled, 2 employees e-mailed');
    expect(say('en', 2, 1)).toBe('2 appointments cancelled, 1 employee e-mailed');
    expect(say('en', 1, 0)).toBe('1 appointment cancelled, no one e-mailed');
  });
});
