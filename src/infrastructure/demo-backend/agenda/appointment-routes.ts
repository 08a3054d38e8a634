import { Hono } from 'hono';
import { employeeName } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { employeeOf, permissionsOf } from '../access/users';
import { addDays, isIsoDate, startOfAmsterdamDay } from '../platform/amsterdam-time';
import { Problems, readList } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { refuse, refuseFields } from '../platform/route-kit';

/**
 * The appointments of one Amsterdam day (GET v3/agenda/appointments?filter[date]=…&filter[mine]=true),
 * sorted by start: the caller's own, or with filter[mine]=false everyone's for those who may see other
 * people's calendars. The dashboard needs only this much; the agenda will grow the call.
 */
export function appointmentRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get('/api/external/v3/agenda/appointments', (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    const problems = new Problems(c);
    const list = readList(c, { filters: ['date', 'mine'], sorts: [] }, problems);
    const date = list.filter['date'];
    if (!isIsoDate(date)) problems.add('filter[date]', 'invalidDate');
    const mine = list.filter['mine'] ?? 'true';
    if (mine !== 'true' && mine !== 'false') problems.add('filter[mine]', 'invalidFilter', { value: mine });
    if (problems.any || !isIsoDate(date)) return refuseFields(c, problems.errors);
    if (mine === 'false' && !permissionsOf(user).has('see_agenda_users_calendars')) {
      return refuse(c, 403, 'forbidden', { code: 'forbidden' });
    }
    const from = startOfAmsterdamDay(date);
    const to = startOfAmsterdamDay(addDays(date, 1));
    const appointments = store.state.appointments
      .filter((appointment) => mine === 'false' || appointment.userId === user.id)
      .filter((appointment) => {
        const start = Date.parse(appointment.start);
        return start >= from && start < to;
      })
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || Number(a.id) - Number(b.id));
    return c.json({
      data: appointments.map((appointment) => ({
        id: appointment.id,
        start: appointment.start,
        end: appointment.end,
        title: appointment.title,
        location: appointment.location,
        employeeName: appointment.employeeId ? employeeName(employeeOf(appointment.employeeId)) : null,
      })),
    });
  });

  return routes;
}
