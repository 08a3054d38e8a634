import { Hono } from 'hono';
import type { AvailabilityState } from '../availability/availability-state';
import type { LocationsState } from '../locations/locations-state';
import type { DemoArea } from '../platform/area';
import { idempotentWrites } from '../platform/idempotency';
import type { Env, Kit } from '../platform/route-kit';
import type { TasksState } from '../tasks/case-seed';
import { agendaChangeRoutes } from './agenda-change-routes';
import { agendaColumnRoutes } from './agenda-column-routes';
import type { AgendaState } from './agenda-state';
import { reviveAgenda } from './agenda-state';
import { appointmentRoutes } from './appointment-routes';
import { reminderSettingsRoutes } from './reminder-settings-routes';
import { calendarFeedRoutes } from './calendar-feed-routes';
import { seriesRoutes } from './series-routes';
import { followAppointments } from './appointment-reminder-service';
import { seedAgenda } from './appointment-seed';

type Needs = Pick<TasksState, 'dossiers'> &
  Pick<LocationsState, 'operations' | 'rooms' | 'resources' | 'locations'> &
  Pick<AvailabilityState, 'schedules' | 'timeConstraints' | 'personalDaysOff' | 'nationalHolidays'>;

/**
 * The agenda: its columns, the appointments and their series. Seeded last, inside the availability of
 * the professionals, at the locations with their rooms and equipment, about the open dossiers.
 */
export const agendaArea: DemoArea<AgendaState, Needs> = {
  routes: (kit: Kit) =>
    new Hono<Env>()
      // Every write of the agenda may carry an Idempotency-Key: a retried one is done once.
      .use('/api/external/v3/agenda/*', idempotentWrites(kit))
      .use('/api/external/v2/agenda/*', idempotentWrites(kit))
      .route('/', agendaColumnRoutes(kit))
      .route('/', agendaChangeRoutes(kit))
      .route('/', appointmentRoutes(kit))
      .route('/', reminderSettingsRoutes(kit))
      .route('/', seriesRoutes(kit))
      .route('/', calendarFeedRoutes(kit)),
  seed: (seedTime, earlier) => {
    const {
      dossiers,
      operations,
      rooms,
      resources,
      locations,
      schedules,
      timeConstraints,
      personalDaysOff,
      nationalHolidays,
    } = earlier;
    if (
      !dossiers ||
      !operations ||
      !rooms ||
      !resources ||
      !locations ||
      !schedules ||
      !timeConstraints ||
      !personalDaysOff ||
      !nationalHolidays
    )
      throw new Error('The agenda is seeded after the tasks, the locations and availability');
    return seedAgenda(seedTime, {
      dossiers,
      operations,
      rooms,
      resources,
      locations,
      schedules,
      timeConstraints,
      personalDaysOff,
      nationalHolidays,
    });
  },
  stateKeys: [
    'appointments',
    'series',
    'lastAppointmentId',
    'agendaChanges',
    'lastAgendaChange',
    'reminders',
    'reminderCursor',
    'reminderOverrides',
    'calendarFeeds',
  ],
  // Confirmations, reminders and their invitations follow the agenda's changes by the clock.
  tick: followAppointments,
  revive: reviveAgenda,
};
