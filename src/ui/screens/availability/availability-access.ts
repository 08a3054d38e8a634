import type { User } from '../../../domain/access/user';
import { mayShow } from '../../../domain/access/navigation-guard';

/**
 * Who may change a person's schedules, exceptions and days off (issue: availability; the back office
 * checks the same): anyone's with manage_agenda_users_availability_schedules, one's own with
 * manage_own_availability_schedules. Others who may open the screens (see_agenda_users_calendars) look.
 */
export function mayManageAvailabilityOf(user: User | null, personId: string): boolean {
  if (mayShow(user, ['manage_agenda_users_availability_schedules'])) return true;
  return user?.id === personId && mayShow(user, ['manage_own_availability_schedules']);
}

/** Who may change an agenda user's settings: the two the route lets in (availability-routes.ts). */
export const mayChangeAgendaSettings = (user: User | null): boolean =>
  mayShow(user, ['manage_agenda_users_availability_schedules', 'manage_user_roles_permissions']);

/**
 * Who may open a person's schedules and days off: whoever looks at the agendas or manages anyone's
 * availability, and a person who manages their own, for themselves only.
 */
export function mayOpenAvailabilityOf(user: User | null, personId: string): boolean {
  if (mayShow(user, ['see_agenda_users_calendars', 'manage_agenda_users_availability_schedules']))
    return true;
  return user?.id === personId && mayShow(user, ['manage_own_availability_schedules']);
}
