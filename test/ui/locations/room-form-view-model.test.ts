import { describe, expect, it } from 'vitest';
import { DeleteRoom } from '../../../src/application/locations/delete-room';
import { ListLocations } from '../../../src/application/locations/list-locations';
import { ListResourceTypes } from '../../../src/application/locations/list-resource-types';
import { ListRooms } from '../../../src/application/locations/list-rooms';
import { SaveRoom } from '../../../src/application/locations/save-room';
import { RoomFormViewModel } from '../../../src/ui/screens/locations/room-form-view-model';
import { FakeNavigator, FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import { aUser } from '../../support/user-mother';
import {
  FakeLocationGateway,
  FakeResourceTypeGateway,
  aRoom,
} from '../../application/locations/location-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(permissions: readonly string[], roomId: string | null, locationId = 'loc-1') {
  const gateway = new FakeLocationGateway();
  gateway.roomList = [aRoom(), aRoom({ id: 'room-elsewhere', locationId: 'loc-2' })];
  const notifier = new RecordingNotifier();
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(permissions).build());
  const navigator = new FakeNavigator();
  const vm = new RoomFormViewModel(
    new ListLocations(gateway),
    new ListRooms(gateway),
    new ListResourceTypes(new FakeResourceTypeGateway()),
    new SaveRoom(gateway, notifier),
    new DeleteRoom(gateway, notifier),
    session,
    navigator,
    locationId,
    roomId,
  );
  return { gateway, navigator, vm };
}

describe('the room form', () => {
  it('lets a user with manage_rooms change the room, and goes back to the rooms after adding one', async () => {
    const { gateway, navigator, vm } = setUp(['manage_locations', 'manage_rooms'], null);
    vm.attach();
    await settle();
    expect(vm.canEdit).toBe(true);
    vm.setValue('name', 'Spreekkamer 2');
    vm.setValue('capacity', '2');
    vm.toggleResourceType('type-2');
    await vm.submit();
    expect(gateway.calls.at(-1)).toBe('createRoom loc-1');
    expect(gateway.saved[0]).toMatchObject({
      name: 'Spreekkamer 2',
      capacity: 2,
      resourceTypeIds: ['type-2'],
    });
    expect(navigator.visited).toEqual(['/admin/locations/loc-1/rooms']);
  });

  it('shows the room read-only without manage_rooms and sends nothing', async () => {
    const { gateway, vm } = setUp(['manage_locations'], 'room-1');
    vm.attach();
    await settle();
    expect(vm.canEdit).toBe(false);
    expect(vm.room?.name).toBe('Spreekkamer 1.01');
    await vm.submit();
    vm.deletion.ask();
    await vm.confirmDelete();
    expect(gateway.calls.filter((call) => /^(create|update|delete)/.test(call))).toEqual([]);
  });

  it('treats a room of another location under this location’s address as not found', async () => {
    const { vm } = setUp(['manage_rooms'], 'room-elsewhere');
    vm.attach();
    await settle();
    expect(vm.load.state).toBe('not-found');
    expect(vm.room).toBeNull();
  });
});
