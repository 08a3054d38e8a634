import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AppointmentDraft } from '../../../src/domain/agenda/appointment-form';
import {
  APPOINTMENT_NOTE_MAX,
  appointmentProblems,
  endAfter,
  withoutPlace,
} from '../../../src/domain/agenda/appointment-form';

const draft = (changes: Partial<AppointmentDraft> = {}): AppointmentDraft => ({
  userId: 'u-1',
  operationId: 'op-1',
  employeeId: null,
  channel: 'on_site',
  locationId: 'loc-1',
  roomId: null,
  resourceIds: [],
  date: Temporal.PlainDate.from('2026-11-24'),
  startTime: Temporal.PlainTime.from('09:00'),
  endTime: Temporal.PlainTime.from('09:30'),
  note: '',
  ...changes,
});

const time = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
  .map((parts) => Temporal.PlainTime.from(parts));

describe('the booking form rules', () => {
  it('a complete draft has no problems', () => {
    expect(appointmentProblems(draft())).toEqual({});
  });

  it('names every missing choice at its own field', () => {
    expect(
      appointmentProblems(
        draft({ userId: '', operationId: '', date: null, startTime: null, endTime: null, locationId: null }),
      ),
    ).toEqual({
      userId: 'required',
      operationId: 'required',
      date: 'required',
      startTime: 'required',
      endTime: 'required',
      locationId: 'required',
    });
  });

  it('property: the end must come after the start, and only that puts a problem at the end', () => {
    fc.assert(
      fc.property(time, time, (startTime, endTime) => {
        const problems = appointmentProblems(draft({ startTime, endTime }));
        const after = Temporal.PlainTime.compare(endTime, startTime) > 0;
        expect(problems.endTime === 'end-before-start').toBe(!after);
        expect(Object.keys(problems)).toEqual(after ? [] : ['endTime']);
      }),
    );
  });

  it('a call by phone or video needs no place, and sends none', () => {
    const byPhone = draft({ channel: 'phone', locationId: 'loc-1', roomId: 'room-1', resourceIds: ['r-1'] });
    expect(appointmentProblems({ ...byPhone, locationId: null })).toEqual({});
    expect(withoutPlace(byPhone)).toMatchObject({ locationId: null, roomId: null, resourceIds: [] });
    expect(withoutPlace(draft())).toEqual(draft());
  });

  it('a note longer than the limit is refused at the note', () => {
    expect(appointmentProblems(draft({ note: 'x'.repeat(APPOINTMENT_NOTE_MAX) }))).toEqual({});
    expect(appointmentProblems(draft({ note: 'x'.repeat(APPOINTMENT_NOTE_MAX + 1) }))).toEqual({
      note: 'too-long',
    });
  });

  it('property: the proposed end is the duration later and never past the last minute of the day', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 1, max: 600 }), (start, minutes) => {
        const end = endAfter(start, minutes);
        const startMinute = start.hour * 60 + start.minute;
        const endMinute = end.hour * 60 + end.minute;
        expect(endMinute).toBe(Math.min(startMinute + minutes, 23 * 60 + 59));
      }),
    );
  });
});
