import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AgendaGateway, AppointmentDetail } from '../../../../src/application/agenda/agenda-gateway';
import { ReadAppointmentReminders } from '../../../../src/application/agenda/appointment-reminders';
import type { GatewayFailure } from '../../../../src/application/platform/gateway-failure';
import type { Result } from '../../../../src/domain/shared/result';
import { fail, ok } from '../../../../src/domain/shared/result';
import { AppointmentRemindersViewModel } from '../../../../src/ui/screens/agenda/appointment-reminders-view-model';

const sent = {
  at: Temporal.Instant.from('2026-12-09T09:00:00Z'),
  channel: 'email' as const,
  state: 'sent' as const,
};
const planned = { ...sent, at: Temporal.Instant.from('2026-12-10T08:00:00Z'), state: 'planned' as const };

function reading(answers: Result<AppointmentDetail, GatewayFailure>[]) {
  const asked: string[] = [];
  const gateway = {
    appointment: (id: string) => {
      asked.push(id);
      return Promise.resolve(answers.shift() ?? fail({ kind: 'network', told: false }));
    },
  } as unknown as AgendaGateway;
  return { asked, vm: new AppointmentRemindersViewModel(new ReadAppointmentReminders(gateway)) };
}

const detail = (reminders: AppointmentDetail['reminders']) => ({ reminders }) as unknown as AppointmentDetail;

describe('the reminders under an appointment’s details', () => {
  it('reads what was sent and what is to come when the details show them', async () => {
    const { asked, vm } = reading([ok(detail([sent, planned]))]);
    expect(vm.state).toBe('idle');
    await vm.load('a-1');
    expect(asked).toEqual(['a-1']);
    expect(vm.state).toBe('ready');
    expect(vm.reminders.map((reminder) => reminder.state)).toEqual(['sent', 'planned']);
  });

  it('says a failed read in its own place and reads again on retry', async () => {
    const { asked, vm } = reading([fail({ kind: 'network', told: true }), ok(detail([planned]))]);
    await vm.load('a-1');
    expect(vm.state).toBe('failed');
    vm.retry();
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toEqual(['a-1', 'a-1']);
    expect(vm.state).toBe('ready');
    vm.stop();
    expect([vm.state, vm.reminders]).toEqual(['idle', []]);
  });
});
