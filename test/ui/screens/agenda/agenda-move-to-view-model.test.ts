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
    () => [column('u-1'), column('u-2'), column('room-1', 'room')],
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
      { gridId: 'a-1:u-1', columnId: 'u-2', start: '2025-11-07T14:15', end: '2025-11-07T14:45' },
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
});
