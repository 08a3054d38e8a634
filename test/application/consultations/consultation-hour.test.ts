import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ChangeAppointmentStatus } from '../../../src/application/agenda/change-appointment-status';
import { FollowAgendaChanges } from '../../../src/application/agenda/follow-agenda-changes';
import type {
  ConsultationDay,
  ConsultationGateway,
  ConsultationSettings,
} from '../../../src/application/consultations/consultation-gateway';
import { ConsultationHour, touchesDay } from '../../../src/application/consultations/consultation-hour';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import { FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import {
  aChangeBy,
  anAppointment,
  FakeAgendaChangeFeed,
  FakeAgendaGateway,
  rejected,
  WednesdayClock,
} from '../agenda/agenda-fakes';

class FakeConsultationGateway implements ConsultationGateway {
  saved: ConsultationSettings[] = [];
  saveAnswer: Result<ConsultationSettings, GatewayFailure> | null = null;
  day(userId: string | null, date: Temporal.PlainDate): Promise<Result<ConsultationDay, GatewayFailure>> {
    return Promise.resolve(
      ok({
        date,
        userId: userId ?? 'u-1',
        userName: 'Dr. A. Bakker',
        lateAfterMinutes: 10,
        consultations: [],
      }),
    );
  }
  attendance(from: string, until: string) {
    return Promise.resolve(
      ok({ from, until, rows: [], total: { held: 0, noShows: 0, cancelled: 0, noShowPercentage: null } }),
    );
  }
  saveSettings(settings: ConsultationSettings) {
    this.saved.push(settings);
    return Promise.resolve(this.saveAnswer ?? ok(settings));
  }
}

function setUp() {
  const agenda = new FakeAgendaGateway();
  const notifier = new RecordingNotifier();
  const clock = new WednesdayClock();
  const feed = new FakeAgendaChangeFeed();
  const session = new FakeSessionStore();
  const gateway = new FakeConsultationGateway();
  const hour = new ConsultationHour(
    gateway,
    agenda,
    new ChangeAppointmentStatus(agenda, clock, notifier),
    new FollowAgendaChanges(feed, session),
    clock,
    notifier,
  );
  return { agenda, notifier, clock, feed, gateway, hour };
}

describe('the consultation hour', () => {
  it('marks an arrival through the agenda’s status move and offers to undo it the way the domain allows back', async () => {
    const { agenda, notifier, hour } = setUp();
    const changed: string[] = [];
    const marked = await hour.mark(anAppointment(), 'arrived', (appointment) =>
      changed.push(appointment.status),
    );
    expect(marked.ok).toBe(true);
    expect(agenda.calls).toEqual(['changeStatus a-1 arrived']);
    const notice = notifier.notices.at(-1);
    expect(notice).toMatchObject({
      type: 'success',
      title: 'consultations.marked.arrived',
      values: { name: 'Jan Jansen' },
    });
    // Arrived cannot go straight back to planned: the undo goes through confirmed.
    notice?.action?.run();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(agenda.calls).toEqual([
      'changeStatus a-1 arrived',
      'changeStatus a-1 confirmed',
      'changeStatus a-1 planned',
    ]);
    expect(changed).toEqual(['confirmed', 'planned']);
    expect(notifier.notices.at(-1)).toMatchObject({ type: 'info', title: 'consultations.undone' });
  });

  it('offers no undo of a completed consultation, which is final', async () => {
    const { notifier, hour } = setUp();
    await hour.mark(anAppointment({ status: 'arrived' }), 'completed', () => undefined);
    expect(notifier.notices.at(-1)?.title).toBe('consultations.marked.completed');
    expect(notifier.notices.at(-1)?.action).toBeUndefined();
  });

  it('shows the server’s refusal in its own words, once', async () => {
    const { agenda, notifier, hour } = setUp();
    agenda.statusAnswer = fail(rejected(422, 'De afspraak is al geannuleerd.'));
    const marked = await hour.mark(anAppointment(), 'no_show', () => undefined);
    expect(marked.ok).toBe(false);
    expect(notifier.notices).toEqual([
      { type: 'error', title: 'De afspraak is al geannuleerd.', verbatim: true },
    ]);
  });

  it('offers only the day’s statuses the domain allows now: none yet for tomorrow', () => {
    const { hour } = setUp();
    expect(hour.choices(anAppointment())).toEqual(['arrived', 'completed', 'no_show']);
    expect(hour.choices(anAppointment({ status: 'arrived' }))).toEqual(['completed']);
    const tomorrow = anAppointment({
      start: Temporal.ZonedDateTime.from('2025-11-06T09:00:00+01:00[Europe/Amsterdam]'),
      end: Temporal.ZonedDateTime.from('2025-11-06T09:30:00+01:00[Europe/Amsterdam]'),
    });
    expect(hour.choices(tomorrow)).toEqual([]);
  });

  it('counts a consultation late by the clock and the day’s setting', () => {
    const { hour, clock } = setUp();
    const consultation = {
      appointment: anAppointment(),
      arrivedAt: null,
      statusAt: null,
      reminders: [],
      followUp: null,
    };
    // 10:00, an hour after the 09:00 start.
    expect(hour.moment(consultation, 10)).toEqual({ state: 'late', waitingMinutes: null, lateByMinutes: 60 });
    clock.at = Temporal.ZonedDateTime.from('2025-11-05T09:05:00+01:00[Europe/Amsterdam]');
    expect(hour.moment(consultation, 10).state).toBe('due');
  });

  it('hears a colleague’s change of the day it shows, and not of another day or person', () => {
    const { hour, feed } = setUp();
    const date = Temporal.PlainDate.from('2025-11-05');
    let heard = 0;
    const stop = hour.follow(
      () => ({ userId: 'u-1', date }),
      () => (heard += 1),
    );
    feed.emit({ type: 'changes', changes: [aChangeBy('desk', anAppointment(), { kind: 'status' })] });
    feed.emit({ type: 'changes', changes: [aChangeBy('desk', anAppointment({ userId: 'u-2' }))] });
    expect(heard).toBe(1);
    feed.emit({ type: 'reload' });
    expect(heard).toBe(2);
    stop();
  });

  it('counts a move away from the day as touching it', () => {
    const moved = aChangeBy(
      'desk',
      anAppointment({ start: Temporal.ZonedDateTime.from('2025-11-07T09:00:00+01:00[Europe/Amsterdam]') }),
      {
        previous: {
          start: Temporal.ZonedDateTime.from('2025-11-05T09:00:00+01:00[Europe/Amsterdam]'),
          end: Temporal.ZonedDateTime.from('2025-11-05T09:30:00+01:00[Europe/Amsterdam]'),
          userId: 'u-1',
          roomId: null,
          resourceIds: [],
        },
      },
    );
    expect(touchesDay(moved, 'u-1', Temporal.PlainDate.from('2025-11-05'))).toBe(true);
    expect(touchesDay(moved, 'u-1', Temporal.PlainDate.from('2025-11-06'))).toBe(false);
  });

  it('says a refused setting next to its field in the server’s words', async () => {
    const { hour, gateway, notifier } = setUp();
    gateway.saveAnswer = fail({
      ...rejected(422, 'Ongeldig.'),
      fieldErrors: { lateAfterMinutes: ['Het veld minuten moet tussen 1 en 60 liggen.'] },
    });
    expect(await hour.saveLateAfter(90)).toEqual(
      fail({ kind: 'field', message: 'Het veld minuten moet tussen 1 en 60 liggen.' }),
    );
    gateway.saveAnswer = null;
    expect(await hour.saveLateAfter(15)).toEqual(ok(15));
    expect(notifier.notices.at(-1)).toEqual({ type: 'success', title: 'consultations.settings.saved' });
  });
});
