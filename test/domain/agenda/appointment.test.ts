import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../src/domain/agenda/appointment';
import { APPOINTMENT_CHANNELS, APPOINTMENT_STATUSES } from '../../../src/domain/agenda/appointment';
import { amsterdam } from './agenda-arbitraries';

describe('an appointment', () => {
  it('has six statuses, in the order of its life', () => {
    expect(APPOINTMENT_STATUSES).toEqual([
      'planned',
      'confirmed',
      'arrived',
      'completed',
      'no_show',
      'cancelled',
    ]);
  });

  it('takes place on site, by phone or by video', () => {
    expect(APPOINTMENT_CHANNELS).toEqual(['on_site', 'phone', 'video']);
  });

  it('is booked as the person, room and resources it occupies from start to end', () => {
    const booking: Booking = {
      id: 'a-1',
      userId: 'u-1',
      roomId: null,
      resourceIds: ['interpreter'],
      start: amsterdam('2026-11-16T09:00'),
      end: amsterdam('2026-11-16T09:30'),
      status: 'planned',
    };
    expect(booking.start.until(booking.end).total('minutes')).toBe(30);
  });
});
