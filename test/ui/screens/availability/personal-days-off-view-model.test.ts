import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AgendaUserGateway } from '../../../../src/application/availability/agenda-user-gateway';
import { DeletePersonalDayOff } from '../../../../src/application/availability/delete-personal-day-off';
import { ListPersonalDaysOff } from '../../../../src/application/availability/list-personal-days-off';
import type { PersonalDaysOffGateway } from '../../../../src/application/availability/personal-days-off-gateway';
import { ShowAgendaUser } from '../../../../src/application/availability/show-agenda-user';
import type { PersonalDayOff } from '../../../../src/domain/availability/availability';
import { ok } from '../../../../src/domain/shared/result';
import { PersonalDaysOffViewModel } from '../../../../src/ui/screens/availability/personal-days-off-view-model';
import { FakeSessionStore, RecordingNotifier } from '../../../support/fakes';
import { aUser } from '../../../support/user-mother';
import { WednesdayClock } from '../../../application/agenda/agenda-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const aDayOff = (id: string, start: string, end: string): PersonalDayOff => ({
  id,
  userId: 'u-7',
  start: Temporal.PlainDateTime.from(start),
  end: Temporal.PlainDateTime.from(end),
  reason: 'Cursus',
});

/** The clock stands on Wednesday 5 November 2025, 10:00 in Amsterdam. */
async function opened(daysOff: readonly PersonalDayOff[]) {
  const gateway = {
    daysOff: () => Promise.resolve(ok(daysOff)),
    deleteDayOff: () => Promise.resolve(ok(undefined)),
  } as unknown as PersonalDaysOffGateway;
  const users = {
    agendaUser: () => Promise.resolve(ok({ id: 'u-7', displayName: 'Dr. B. de Jong' })),
  } as unknown as AgendaUserGateway;
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(['see_agenda_users_calendars', 'manage_agenda_users']).build());
  const vm = new PersonalDaysOffViewModel(
    new ShowAgendaUser(users),
    new ListPersonalDaysOff(gateway),
    new DeletePersonalDayOff(gateway, new RecordingNotifier()),
    session,
    new WednesdayClock(),
    'u-7',
  );
  vm.attach();
  await settle();
  return vm;
}

const shown = (vm: PersonalDaysOffViewModel) =>
  vm.takenBack.map((freed) => [freed.key, freed.start.toString(), freed.end.toString()]);

describe('taking a day off back', () => {
  it('frees its time for the waitlist a day at a time, from now on where it has begun', async () => {
    const vm = await opened([aDayOff('off-1', '2025-11-05T08:00', '2025-11-06T17:00')]);
    vm.askDelete(vm.daysOff[0]!);
    await vm.confirmDelete('5 en 6 november');
    expect(shown(vm)).toEqual([
      [
        'day-off:off-1:2025-11-05',
        '2025-11-05T10:00:00+01:00[Europe/Amsterdam]',
        '2025-11-06T00:00:00+01:00[Europe/Amsterdam]',
      ],
      [
        'day-off:off-1:2025-11-06',
        '2025-11-06T00:00:00+01:00[Europe/Amsterdam]',
        '2025-11-06T17:00:00+01:00[Europe/Amsterdam]',
      ],
    ]);
    expect(vm.takenBack.every((freed) => freed.userId === 'u-7' && freed.userName === 'Dr. B. de Jong')).toBe(
      true,
    );
  });

  it('frees nothing for a day off that is over, and no more than five days of a long one', async () => {
    const vm = await opened([
      aDayOff('off-past', '2025-11-03T08:00', '2025-11-03T17:00'),
      aDayOff('off-long', '2025-11-10T00:00', '2025-11-24T00:00'),
    ]);
    vm.askDelete(vm.daysOff[0]!);
    await vm.confirmDelete('3 november');
    expect(vm.takenBack).toEqual([]);
    vm.askDelete(vm.daysOff[0]!);
    await vm.confirmDelete('10 tot 24 november');
    expect(vm.takenBack.map((freed) => freed.key.split(':').at(-1))).toEqual([
      '2025-11-10',
      '2025-11-11',
      '2025-11-12',
      '2025-11-13',
      '2025-11-14',
    ]);
  });
});
