import { describe, expect, it } from 'vitest';
import { ListScheduleChoices } from '../../../src/application/availability/list-schedule-choices';
import { SaveAgendaUserSettings } from '../../../src/application/availability/save-agenda-user-settings';
import { ShowAgendaUser } from '../../../src/application/availability/show-agenda-user';
import { AgendaSettingsViewModel } from '../../../src/ui/screens/availability/agenda-settings-view-model';
import { FakeNavigator, RecordingNotifier } from '../../support/fakes';
import {
  FakeAgendaUserGateway,
  PERSON,
  anAgendaUser,
} from '../../application/availability/availability-fakes';
import { FakeLocationGateway, FakeOperationGateway } from '../../application/locations/location-fakes';
import { sessionOf, settle } from './availability-vm-setup';

function setUp(permissions?: readonly string[]) {
  const gateway = new FakeAgendaUserGateway();
  gateway.users = [
    anAgendaUser({ disallowedOperationIds: ['op-2'] }),
    anAgendaUser({ id: 'user-9', displayName: 'Dr. Joost Bakker' }),
  ];
  const navigator = new FakeNavigator();
  const vm = new AgendaSettingsViewModel(
    new ShowAgendaUser(gateway),
    new ListScheduleChoices(new FakeLocationGateway(), new FakeOperationGateway()),
    new SaveAgendaUserSettings(gateway, new RecordingNotifier()),
    sessionOf(permissions),
    navigator,
    PERSON,
  );
  return { gateway, navigator, vm };
}

describe('an agenda user’s settings', () => {
  it('start from what the person may not be booked for, and save only a change', async () => {
    const { gateway, vm } = setUp();
    vm.attach();
    await settle();
    expect([...vm.disallowed]).toEqual(['op-2']);
    expect(vm.changed).toBe(false);
    vm.toggle('op-1');
    expect(vm.changed).toBe(true);
    await vm.save();
    expect(gateway.calls).toContain(`setDisallowedOperations ${PERSON} op-2,op-1`);
    expect(vm.changed).toBe(false);
  });

  it('go to another agenda user’s settings only when asked to, not on choosing', async () => {
    const { navigator, vm } = setUp();
    vm.attach();
    await settle();
    expect(vm.people.map((person) => person.displayName)).toEqual(['Kevin van Leeuwen', 'Dr. Joost Bakker']);
    vm.choosePerson('user-9');
    expect(navigator.visited).toEqual([]);
    vm.openChosen();
    expect(navigator.visited).toEqual(['/admin/agendas/user-9']);
  });

  it('are shown, not changed, to someone who may only look at calendars', async () => {
    const { gateway, vm } = setUp(['see_agenda_users_calendars']);
    vm.attach();
    await settle();
    expect(vm.canEdit).toBe(false);
    expect(vm.canSeeCalendars).toBe(true);
    vm.toggle('op-1');
    await vm.save();
    expect(gateway.calls.some((call) => call.startsWith('setDisallowed'))).toBe(false);
  });
});
