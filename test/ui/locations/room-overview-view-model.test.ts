import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { RoomOverview } from '../../../src/application/locations/location-gateway';
import { ShowRoomOverview } from '../../../src/application/locations/show-room-overview';
import {
  ROOM_OVERVIEW,
  RoomOverviewViewModel,
  pageOfOverview,
} from '../../../src/ui/screens/locations/room-overview-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { FixedClock } from '../../support/task-fakes';
import { TODAY } from '../../support/task-mother';
import { FakeLocationGateway, aRoom } from '../../application/locations/location-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const row = (name: string, locationName: string, capacity: number): RoomOverview => ({
  room: aRoom({ id: `${locationName}-${name}`, name, capacity }),
  locationName,
  bookings: [],
});

const ROWS = [
  row('Spreekkamer 10', 'Utrecht', 3),
  row('Spreekkamer 2', 'Utrecht', 2),
  row('Groepsruimte', 'Nijmegen', 10),
  row('Spreekkamer A', 'Amersfoort', 3),
];

const request = (changes: Partial<Parameters<typeof pageOfOverview>[1]> = {}) => ({
  filters: {},
  search: '',
  sort: ROOM_OVERVIEW.sort,
  page: 1,
  size: 10,
  ...changes,
});

describe('the room overview', () => {
  it('orders by location, then room, with numbers in their natural order', () => {
    const names = pageOfOverview(ROWS, request()).rows.map((r) => `${r.locationName} ${r.room.name}`);
    expect(names).toEqual([
      'Amersfoort Spreekkamer A',
      'Nijmegen Groepsruimte',
      'Utrecht Spreekkamer 2',
      'Utrecht Spreekkamer 10',
    ]);
  });

  it('searches every word in room and location, and pages what it found', () => {
    const found = pageOfOverview(ROWS, request({ search: 'spreek utr', size: 1, page: 2 }));
    expect(found.total).toBe(2);
    expect(found.rows.map((r) => r.room.name)).toEqual(['Spreekkamer 10']);
    const byCapacity = pageOfOverview(ROWS, request({ sort: { field: 'capacity', direction: 'desc' } }));
    expect(byCapacity.rows[0]?.room.name).toBe('Groepsruimte');
  });

  it('finds the rooms on a floor named in either language, however their floor was typed', () => {
    const floors = [
      { ...row('Spreekkamer 1', 'Utrecht', 2), room: aRoom({ id: 'a', name: 'Spreekkamer 1', floor: '0' }) },
      {
        ...row('Audiometriecabine', 'Utrecht', 1),
        room: aRoom({ id: 'b', name: 'Audiometriecabine', floor: 'BG' }),
      },
      { ...row('Spreekkamer 5', 'Utrecht', 2), room: aRoom({ id: 'c', name: 'Spreekkamer 5', floor: '1' }) },
    ];
    for (const search of ['begane grond', 'Ground floor']) {
      expect(pageOfOverview(floors, request({ search })).rows.map((r) => r.room.id)).toEqual(['b', 'a']);
    }
    expect(pageOfOverview(floors, request({ search: '1e verdieping' })).rows.map((r) => r.room.id)).toEqual([
      'c',
    ]);
  });

  it('asks for today once, pages without asking again, and asks again on refresh', async () => {
    const gateway = new FakeLocationGateway();
    gateway.overview = ROWS;
    const vm = new RoomOverviewViewModel(
      new ShowRoomOverview(gateway, new FixedClock()),
      new FakeScheduler(),
    );
    vm.attach();
    vm.list.applySearchParams(new URLSearchParams('size=10'), 10);
    await settle();
    vm.list.toggleSort('room');
    await settle();
    expect(gateway.calls).toEqual([`roomOverview ${TODAY.toString()}`]);
    expect(vm.date).toEqual(Temporal.PlainDate.from(TODAY));
    expect(vm.list.rows).toHaveLength(4);
    vm.refresh();
    await settle();
    expect(gateway.calls).toHaveLength(2);
  });
});
