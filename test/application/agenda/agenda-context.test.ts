import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AgendaContext } from '../../../src/application/agenda/agenda-context';
import type { AppointmentQuery } from '../../../src/application/agenda/agenda-gateway';
import type { PreferencesGateway } from '../../../src/application/account/preferences-gateway';
import type { AvailabilityGateway } from '../../../src/application/availability/availability-gateway';
import type { OperationGateway } from '../../../src/application/locations/location-gateway';
import type { TeamGateway } from '../../../src/application/people/team-gateway';
import { RecordingNotifier } from '../../support/fakes';
import { FakeAgendaGateway } from './agenda-fakes';

/** The agenda gateway, also recording how each period was asked for. */
class AskingGateway extends FakeAgendaGateway {
  readonly options: ({ readonly toldByCaller?: boolean } | undefined)[] = [];
  override appointments(
    query: AppointmentQuery,
    _signal?: AbortSignal,
    options?: { readonly toldByCaller?: boolean },
  ) {
    this.options.push(options);
    return super.appointments(query);
  }
}

describe('the agenda’s reading', () => {
  it('asks for a period’s appointments without a message of their own: the agenda shows a failure in place', async () => {
    const gateway = new AskingGateway();
    const notifier = new RecordingNotifier();
    const context = new AgendaContext(
      gateway,
      {} as AvailabilityGateway,
      {} as OperationGateway,
      {} as TeamGateway,
      {} as PreferencesGateway,
      notifier,
    );
    const answer = await context.appointments({
      from: Temporal.PlainDate.from('2025-11-03'),
      until: Temporal.PlainDate.from('2025-11-09'),
      agendaIds: ['u-1'],
    });
    expect(answer.ok).toBe(true);
    expect(gateway.options).toEqual([{ toldByCaller: true }]);
  });
});
