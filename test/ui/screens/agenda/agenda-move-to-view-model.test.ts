import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AgendaColumn } from '../../../../src/application/agenda/agenda-gateway';
import type { MoveToTarget } from '../../../../src/ui/screens/agenda/agenda-move-to-view-model';
import { AgendaMoveToViewModel } from '../../../../src/ui/screens/agenda/agenda-move-to-view-model';
import { anAppointment } from '../../../application/agenda/agenda-fakes';

const column = (id: string, kind: AgendaColumn['kind'] = 'user'): AgendaColumn => ({
  id,
  kind,
  name: `Kolom ${id}`,
  locationIds: [],
  detail: null,
});

function moving() {
  const moves: MoveToTarget[] = [];
  const vm = new AgendaMoveToViewModel(
    () => [
      column('u-1'),
      column('u-2'),
      column('room-1', 'room'),
      column('room-2', 'room'),
      { ...column('room-9', 'room'), locationIds: ['elsewhere'] },
      column('r-2', 'resource'),
    ],
    (target) => {
      moves.push(target);
      return Promise.resolve();
    },
  );
  return { moves, vm };
}

describe('moving an appointment from its details, without dragging', () => {
  it('opens on where the appointment is, and offers the professionals in view', () => {
    const { vm } = moving();
    vm.open(anAppointment());
    expect(vm.date?.toString()).toBe('2025-11-05');
    expect(vm.startTime?.toString()).toBe('09:00:00');
    expect(vm.personId).toBe('u-1');
    expect(vm.people.map((person) => person.id)).toEqual(['u-1', 'u-2']);
  });

  it('sends the grid’s move to another day, time and professional, its length kept', async () => {
    const { moves, vm } = moving();
    vm.open(anAppointment());
    vm.setDate(Temporal.PlainDate.from('2025-11-07'));
    vm.setStartTime(Temporal.PlainTime.from('14:15'));
    vm.setPersonId('u-2');
    expect(await vm.submit()).toBe(true);
    expect(moves).toEqual([
      { gridId: 'a-1:u-1', columnId: 'u-2', start: '2025-11-07T14:15', end: '2025-11-07T14:45', also: [] },
    ]);
    expect(vm.isOpen).toBe(false);
  });

  it('says at the field what is missing, keeps the rest, and sends nothing', async () => {
    const { moves, vm } = moving();
    vm.open(anAppointment());
    vm.setDate(null);
    vm.setStartTime(null);
    expect(await vm.submit()).toBe(false);
    expect(vm.problems).toEqual({ date: 'required', startTime: 'required' });
    expect(vm.personId).toBe('u-1');
    vm.setDate(Temporal.PlainDate.from('2025-11-07'));
    expect(vm.problems).toEqual({ startTime: 'required' });
    expect(moves).toEqual([]);
  });

  it('sends the room and a piece of equipment along with the person, only those that change', async () => {
    const { moves, vm } = moving();
    vm.open(anAppointment({ resources: [{ id: 'r-1', name: 'Audiometer' }] }));
    expect(vm.roomId).toBe('room-1');
    // A room at another location is not offered.
    expect(vm.rooms.map((room) => room.id)).toEqual(['room-1', 'room-2']);
    // The equipment it holds stays a choice though it is not in view.
    expect(vm.resources).toEqual([
      {
        held: { id: 'r-1', name: 'Audiometer' },
        choices: [
          { id: 'r-1', name: 'Audiometer' },
          { id: 'r-2', name: 'Kolom r-2' },
        ],
      },
    ]);
    vm.setRoomId('room-2');
    vm.setResourceId('r-1', 'r-2');
    expect(await vm.submit()).toBe(true);
    expect(moves[0]?.also).toEqual([
      { from: { kind: 'room', id: 'room-1' }, to: { kind: 'room', id: 'room-2' } },
      { from: { kind: 'resource', id: 'r-1' }, to: { kind: 'resource', id: 'r-2' } },
    ]);
  });

  it('offers no room for an appointment without one', () => {
    const { vm } = moving();
    vm.open(anAppointment({ roomId: null, roomName: null }));
    expect(vm.rooms).toEqual([]);
  });
});
