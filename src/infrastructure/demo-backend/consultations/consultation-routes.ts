import { Hono } from 'hono';
import { attendanceOf, attendancePeriodProblem } from '../../../domain/consultations/attendance';
import { isLateAfterSetting, LATE_AFTER_BOUNDS } from '../../../domain/consultations/consultation-day';
import { employeeOf, employerOf, permissionsOf, userOf } from '../access/users';
import { agendaViewer, forbidden, V3 } from '../agenda/agenda-kit';
import { mayWrite } from '../agenda/agenda-viewer';
import { appointmentJson } from '../agenda/appointment-json';
import { remindersJson } from '../agenda/appointment-reminder-service';
import type { DemoState } from '../demo-backend';
import { addDays, amsterdamDate, isIsoDate, startOfAmsterdamDay } from '../platform/amsterdam-time';
import { Problems, readList } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuse, refuseFields } from '../platform/route-kit';
import { say } from '../platform/server-messages';
import { canSee, caseViewerOf } from '../tasks/case-scope';
import type { AgendaViewer } from '../agenda/agenda-viewer';
import { followUpOf } from './no-show-follow-up';

const isMonthText = (text: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

/** The refusal of each period the report cannot be made of. */
const ATTENDANCE_MESSAGES = {
  'attendance.month-invalid': 'attendanceMonth',
  'attendance.period-backwards': 'attendanceBackwards',
  'attendance.period-too-long': 'attendanceTooLong',
  'attendance.period-in-future': 'attendanceFuture',
} as const;

/** Who may change the consultation hour's settings: whoever manages users and roles (the admin's right). */
const SETTINGS_PERMISSION = 'manage_user_roles_permissions';

/**
 * The no-show's follow-up task as this reader may know of it: only a reader who may see the case it
 * is on (tasks/case-scope.ts) learns that there is a case and who has the task.
 */
function followUpJson(state: DemoState, viewer: AgendaViewer, appointmentId: string) {
  const task = followUpOf(state, appointmentId);
  if (!task) return null;
  const cases = caseViewerOf(viewer.user);
  const dossier = state.dossiers.find((candidate) => candidate.id === task.dossierId);
  if (!cases || !dossier || !canSee(cases, dossier)) return null;
  return {
    taskId: task.id,
    dossierId: task.dossierId,
    assigneeName: userOf(task.assigneeId)?.displayName ?? null,
    dueDate: task.dueDate,
    status: task.status,
  };
}

/**
 * The consultation hour (consultation-schemas.ts): one professional's consultations of a day, with
 * the arrivals, the reminders sent and a no-show's follow-up; and the administrator's setting of when
 * a consultation counts as late.
 */
export function consultationRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(`${V3}/consultations/day`, (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const problems = new Problems(c);
    const list = readList(c, { filters: ['user', 'date'], sorts: [] }, problems);
    const date = list.filter['date'] ?? '';
    if (!isIsoDate(date)) problems.add('filter[date]', 'fieldInvalid', { field: 'filter[date]' });
    if (problems.any) return refuseFields(c, problems.errors);
    const userId = list.filter['user'] ?? who.user.id;
    const professional = userOf(userId);
    // A professional opens their own day; the desk and the planners, who see everyone's agenda, anyone's.
    const readsOthers = permissionsOf(who.user).has('see_agenda_users_calendars');
    if (!professional || !(readsOthers || (userId === who.user.id && mayWrite(who, userId))))
      return forbidden(c);
    const { state } = store;
    const from = startOfAmsterdamDay(date);
    const until = startOfAmsterdamDay(addDays(date, 1));
    const language = c.get('language');
    const consultations = state.appointments
      .filter((appointment) => {
        const start = Date.parse(appointment.start);
        return (
          appointment.userId === userId && appointment.employeeId !== null && start >= from && start < until
        );
      })
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || Number(a.id) - Number(b.id))
      .map((appointment) => ({
        appointment: appointmentJson(state, appointment, who, language),
        arrivedAt: appointment.arrivedAt ?? null,
        statusAt: appointment.statusAt ?? null,
        reminders: remindersJson(state, appointment.id),
        followUp: appointment.status === 'no_show' ? followUpJson(state, who, appointment.id) : null,
      }));
    return c.json({
      data: {
        date,
        userId,
        userName: professional.displayName,
        lateAfterMinutes: state.consultationSettings.lateAfterMinutes,
        consultations,
      },
    });
  });

  routes.get(`${V3}/consultations/attendance`, (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const permissions = permissionsOf(who.user);
    const employer =
      who.user.userTypeId === 3 && who.user.employerId !== null && permissions.has('employer_view_dashboard')
        ? who.user.employerId
        : null;
    // The service's dashboard reads every employer; an employer's only its own.
    if (!employer && (who.user.userTypeId === 3 || !permissions.has('view_professional_dashboard')))
      return forbidden(c);
    const problems = new Problems(c);
    const list = readList(c, { filters: ['from', 'until'], sorts: [] }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const from = list.filter['from'] ?? '';
    const until = list.filter['until'] ?? '';
    const language = c.get('language');
    const problem = attendancePeriodProblem(from, until, amsterdamDate(kit.now()).slice(0, 7));
    if (problem)
      return refuseFields(c, {
        [problem === 'attendance.month-invalid' && isMonthText(until) ? 'filter[from]' : 'filter[until]']: [
          say(ATTENDANCE_MESSAGES[problem], language),
        ],
      });
    const facts = store.state.appointments.flatMap((appointment) => {
      if (!appointment.employeeId) return [];
      const month = amsterdamDate(Date.parse(appointment.start)).slice(0, 7);
      if (month < from || month > until) return [];
      const person = employeeOf(appointment.employeeId);
      if (employer && person.employerId !== employer) return [];
      return [
        {
          employerId: person.employerId,
          employerName: employerOf(person.employerId).name,
          month,
          status: appointment.status,
        },
      ];
    });
    return c.json({ data: { from, until, ...attendanceOf(facts) } });
  });

  routes.get(`${V3}/consultations/settings`, (c) => {
    if (!agendaViewer(c)) return refuse(c, 401, 'unauthenticated');
    return c.json({ data: store.state.consultationSettings });
  });

  routes.put(`${V3}/consultations/settings`, async (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    if (!permissionsOf(who.user).has(SETTINGS_PERMISSION)) return forbidden(c);
    const body = await readJson(c);
    const minutes = body['lateAfterMinutes'];
    if (typeof minutes !== 'number' || !isLateAfterSetting(minutes)) {
      const field = c.get('language') === 'nl' ? 'minuten' : 'minutes';
      return refuseFields(c, {
        lateAfterMinutes: [
          say('fieldBetween', c.get('language'), {
            field,
            min: String(LATE_AFTER_BOUNDS.min),
            max: String(LATE_AFTER_BOUNDS.max),
          }),
        ],
      });
    }
    store.change((draft) => {
      draft.consultationSettings = { lateAfterMinutes: minutes };
    });
    return c.json({ data: store.state.consultationSettings });
  });

  return routes;
}
