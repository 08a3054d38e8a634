import { describe, expect, it } from 'vitest';
import { markKindOf } from '../../../../src/ui/screens/agenda/live-changes';
import { aChangeBy, anAppointment } from '../../../application/agenda/agenda-fakes';

describe('the words of a colleague’s change', () => {
  const appointment = anAppointment({ roomId: 'room-2' });
  const previous = {
    start: appointment.start,
    end: appointment.end,
    userId: appointment.userId,
    roomId: 'room-1',
    resourceIds: [],
  };

  it('call a move that kept the time and the professional a change of room', () => {
    expect(markKindOf(aChangeBy('Anna', appointment, { previous }))).toBe('room');
  });

  it('call a move in time a move, and leave other kinds as they are', () => {
    const earlier = { ...previous, start: appointment.start.subtract({ hours: 1 }) };
    expect(markKindOf(aChangeBy('Anna', appointment, { previous: earlier }))).toBe('moved');
    expect(markKindOf(aChangeBy('Anna', appointment, { kind: 'status', previous }))).toBe('status');
    expect(markKindOf(aChangeBy('Anna', appointment))).toBe('moved');
  });
});
