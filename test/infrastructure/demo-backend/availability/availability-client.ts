import type { Temporal } from 'temporal-polyfill';
import type { PersonalDayOff, TimeConstraint } from '../../../../src/domain/availability/availability';
import type { Schedule } from '../../../../src/domain/availability/schedule';
import { hhmmOf } from '../../../../src/infrastructure/demo-backend/availability/availability-engine';
import type {
  StoredDayOff,
  StoredSchedule,
  StoredTimeConstraint,
} from '../../../../src/infrastructure/demo-backend/availability/availability-state';
import type { DemoState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { LOCATION_IDS } from '../../../../src/infrastructure/demo-backend/locations/locations-seed';
import type { Answer, DemoClient } from '../demo-client';

/** Test helpers for the availability area: its paths, bodies, the state, and domain values as stored. */

export const SCHEDULES = '/api/external/v3/agenda/schedules';
export const DAYS_OFF = '/api/external/v3/agenda/personal-days-off';
export const HOLIDAYS = '/api/external/v3/agenda/national-holidays';
export const AGENDA_USERS = '/api/external/v3/agenda/users';
export const AVAILABILITIES = '/api/external/v3/agenda/availabilities';
export const patternsOf = (userId: string) => `/api/external/v2/agenda/${userId}/availability-patterns`;

export const stateOf = (client: DemoClient): DemoState => client.backend.store.state;

/** The field messages of a 422. */
export const errorsOf = (answer: Answer): Record<string, string[]> =>
  (answer.json as { errors?: Record<string, string[]> } | null)?.errors ?? {};

export const operationCoded = (client: DemoClient, code: string): string => {
  const found = stateOf(client).operations.find((operation) => operation.code === code);
  if (!found) throw new Error(`no operation ${code}`);
  return found.id;
};

/** A schedule body at Utrecht, Saturdays 09:00-12:00 every week from 2026-03-07 (no seeded clash). */
export const newSchedule = (client: DemoClient, userId: string, overrides: Record<string, unknown> = {}) => ({
  userId,
  locationId: LOCATION_IDS.utrecht,
  operationIds: [operationCoded(client, 'SPR-BA')],
  blocks: [{ weekday: 6, start: '09:00', end: '12:00' }],
  repeat: { kind: 'every-week' },
  validFrom: '2026-03-07',
  validUntil: null,
  ...overrides,
});

// Domain values as the demo backend stores them, for comparing the two computations.

export const hhmm = (time: Temporal.PlainTime): string => hhmmOf(time.hour * 60 + time.minute);

export const storedSchedule = (schedule: Schedule): StoredSchedule => ({
  id: schedule.id,
  userId: schedule.userId,
  locationId: schedule.locationId,
  operationIds: [...schedule.operationIds],
  blocks: schedule.blocks.map((block) => ({
    weekday: block.weekday,
    start: hhmm(block.start),
    end: hhmm(block.end),
  })),
  repeat: schedule.repeat.kind,
  repeatWeeks: schedule.repeat.kind === 'every-n-weeks' ? schedule.repeat.weeks : null,
  validFrom: schedule.validFrom.toString(),
  validUntil: schedule.validUntil?.toString() ?? null,
  deletedAt: schedule.deleted ? '2026-01-01T00:00:00Z' : null,
});

export const storedConstraint = (constraint: TimeConstraint): StoredTimeConstraint => ({
  id: constraint.id,
  scheduleId: constraint.scheduleId,
  date: constraint.date.toString(),
  kind: constraint.kind,
  start: constraint.start && hhmm(constraint.start),
  end: constraint.end && hhmm(constraint.end),
});

export const storedDayOff = (dayOff: PersonalDayOff): StoredDayOff => ({
  id: dayOff.id,
  userId: dayOff.userId,
  startDate: dayOff.start.toPlainDate().toString(),
  startTime: hhmm(dayOff.start.toPlainTime()),
  endDate: dayOff.end.toPlainDate().toString(),
  endTime: hhmm(dayOff.end.toPlainTime()),
  reason: dayOff.reason,
});
