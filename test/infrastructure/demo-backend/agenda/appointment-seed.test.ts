import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { seedAgenda } from '../../../../src/infrastructure/demo-backend/agenda/appointment-seed';
import { seedCases } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { START } from '../demo-client';

const seed = seedAgenda(START, seedCases(START).dossiers);
const professionals = USERS.filter((user) => user.roles.some((role) => role.id === 3));

describe('the agenda seed of the demo backend', () => {
  it('is the same every time for the same day', () => {
    expect(seedAgenda(START, seedCases(START).dossiers)).toEqual(seed);
  });

  it('plans appointments without overlap in office hours, Amsterdam time', () => {
    expect(seed.appointments.length).toBeGreaterThan(150);
    expect(new Set(seed.appointments.map((appointment) => appointment.userId))).toEqual(
      new Set(professionals.map((user) => user.id)),
    );
    for (const user of professionals) {
      const sorted = seed.appointments
        .filter((appointment) => appointment.userId === user.id)
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
      sorted.forEach((appointment, index) => {
        const start = Temporal.Instant.from(appointment.start).toZonedDateTimeISO('Europe/Amsterdam');
        const end = Temporal.Instant.from(appointment.end).toZonedDateTimeISO('Europe/Amsterdam');
        expect(start.hour * 60 + start.minute).toBeGreaterThanOrEqual(8 * 60 + 30);
        expect(end.hour * 60 + end.minute).toBeLessThanOrEqual(17 * 60);
        const next = sorted[index + 1];
        if (next) expect(Date.parse(appointment.end)).toBeLessThanOrEqual(Date.parse(next.start));
      });
    }
  });
});
