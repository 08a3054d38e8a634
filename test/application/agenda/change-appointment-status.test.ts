import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ChangeAppointmentStatus } from '../../../src/application/agenda/change-appointment-status';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { anAppointment, FakeAgendaGateway, rejected, WednesdayClock } from './agenda-fakes';

function setUp() {
  const gateway = new FakeAgendaGateway();
  const notifier = new RecordingNotifier();
  const clock = new WednesdayClock();
  return { gateway, notifier, change: new ChangeAppointmentStatus(gateway, clock, notifier) };
}

const tomorrow = anAppointment({
  id: 'a-2',
  start: Temporal.ZonedDateTime.from('2025-11-06T09:00:00+01:00[Europe/Amsterdam]'),
  end: Temporal.ZonedDateTime.from('2025-11-06T09:30:00+01:00[Europe/Amsterdam]'),
});

describe('changing an appointment’s status', () => {
  it('offers the moves the domain allows now', () => {
    const { change } = setUp();
    expect(change.choices(anAppointment())).toEqual([
      'confirmed',
      'arrived',
      'no_show',
      'cancelled',
      'completed',
    ]);
    expect(change.choices(tomorrow)).toEqual(['confirmed', 'cancelled']);
    expect(change.choices(anAppointment({ status: 'completed' }))).toEqual([]);
  });

  it('a past appointment can be given its outcome, completed or no-show, whatever its status', () => {
    const { change } = setUp();
    const lastWeek = {
      start: Temporal.ZonedDateTime.from('2025-10-29T09:00:00+01:00[Europe/Amsterdam]'),
      end: Temporal.ZonedDateTime.from('2025-10-29T09:30:00+01:00[Europe/Amsterdam]'),
    };
    expect(change.choices(anAppointment({ ...lastWeek, status: 'confirmed' }))).toEqual([
      'planned',
      'arrived',
      'no_show',
      'cancelled',
      'completed',
    ]);
    expect(change.choices(anAppointment({ ...lastWeek, status: 'no_show' }))).toEqual([
      'confirmed',
      'completed',
    ]);
    expect(change.choices(anAppointment({ ...lastWeek, status: 'arrived' }))).toEqual([
      'confirmed',
      'completed',
      'no_show',
    ]);
    // Later today: not yet an outcome that needs moves between.
    const later = anAppointment({
      start: Temporal.ZonedDateTime.from('2025-11-05T15:00:00+01:00[Europe/Amsterdam]'),
      end: Temporal.ZonedDateTime.from('2025-11-05T15:30:00+01:00[Europe/Amsterdam]'),
    });
    expect(change.choices(later)).toEqual(['confirmed', 'arrived', 'no_show', 'cancelled']);
  });

  it('a cancellation tells the employee by e-mail when asked, and says whom; another status tells no one', async () => {
    const { gateway, notifier, change } = setUp();
    await change.execute(tomorrow, 'cancelled', { tellEmployee: true });
    expect(gateway.calls.at(-1)).toBe('changeStatus a-2 cancelled email');
    expect(notifier.notices.at(-1)).toEqual({
      type: 'success',
      title: 'appointments.toasts.cancelledTold',
      values: { name: 'Jan Jansen' },
    });
    await change.execute(anAppointment(), 'confirmed', { tellEmployee: true });
    expect(gateway.calls.at(-1)).toBe('changeStatus a-1 confirmed');
    await change.execute(anAppointment({ id: 'a-3', employee: null }), 'cancelled', { tellEmployee: true });
    expect(gateway.calls.at(-1)).toBe('changeStatus a-3 cancelled');
    expect(notifier.notices.at(-1)).toEqual({
      type: 'success',
      title: 'appointments.toasts.changed.cancelled',
    });
  });

  it('completes a past no-show through the moves between, told as one change', async () => {
    const { gateway, notifier, change } = setUp();
    const noShow = anAppointment({ status: 'no_show' });
    gateway.rows = [noShow];
    const result = await change.execute(noShow, 'completed');
    expect(result.ok && result.value.status).toBe('completed');
    expect(gateway.calls).toEqual([
      'changeStatus a-1 confirmed',
      'changeStatus a-1 arrived',
      'changeStatus a-1 completed',
    ]);
    expect(notifier.notices).toEqual([{ type: 'success', title: 'appointments.toasts.changed.completed' }]);
  });

  it('sends the change and says so', async () => {
    const { gateway, notifier, change } = setUp();
    const result = await change.execute(anAppointment(), 'arrived');
    expect(result.ok && result.value.status).toBe('arrived');
    expect(gateway.calls).toEqual(['changeStatus a-1 arrived']);
    expect(notifier.notices).toEqual([{ type: 'success', title: 'appointments.toasts.changed.arrived' }]);
  });

  it('sends nothing the domain refuses', async () => {
    const { gateway, notifier, change } = setUp();
    expect(await change.execute(tomorrow, 'no_show')).toEqual(fail('appointment.status.notYet'));
    expect(await change.execute(anAppointment({ status: 'cancelled' }), 'planned')).toEqual(
      fail('appointment.status.notAllowed'),
    );
    expect(gateway.calls).toEqual([]);
    expect(notifier.notices.map((notice) => notice.title)).toEqual([
      'appointments.problems.notYet',
      'appointments.problems.notAllowed',
    ]);
  });

  it('shows the server’s refusal in its own words', async () => {
    const { gateway, notifier, change } = setUp();
    gateway.statusAnswer = fail(rejected(422, 'Deze afspraak is al afgerond.'));
    expect(await change.execute(anAppointment(), 'confirmed')).toEqual(fail('appointment.status.refused'));
    expect(notifier.notices).toEqual([
      { type: 'error', title: 'Deze afspraak is al afgerond.', verbatim: true },
    ]);
  });

  it('adds nothing to a failure the HTTP client already told', async () => {
    const { gateway, notifier, change } = setUp();
    gateway.statusAnswer = fail({ kind: 'network', told: true });
    expect(await change.execute(anAppointment(), 'confirmed')).toEqual(
      fail('appointment.status.unavailable'),
    );
    expect(notifier.notices).toEqual([]);
  });

  it('offers to undo a move the domain has a way back from, and tells the caller of each move back', async () => {
    const { change, gateway, notifier } = setUp();
    const back: string[] = [];
    const confirmed = await change.execute(anAppointment(), 'confirmed', {
      onUndone: (one) => back.push(one.status),
    });
    expect(confirmed.ok).toBe(true);
    const notice = notifier.notices.at(-1);
    expect(notice?.action?.label).toBe('appointments.toasts.undo');
    notice?.action?.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gateway.calls.at(-1)).toBe('changeStatus a-1 planned');
    expect(back).toEqual(['planned']);
    expect(notifier.notices.at(-1)).toEqual({ type: 'info', title: 'appointments.toasts.undone' });
  });

  it('offers no undo of a cancellation, which is final, nor to a caller that did not ask', async () => {
    const { change, notifier } = setUp();
    await change.execute(anAppointment(), 'cancelled', { onUndone: () => undefined });
    expect(notifier.notices.at(-1)?.action).toBeUndefined();
    await change.execute(anAppointment(), 'confirmed');
    expect(notifier.notices.at(-1)?.action).toBeUndefined();
  });
});
