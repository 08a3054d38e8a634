import { ChangeAppointmentStatus } from '../../../src/application/agenda/change-appointment-status';
import { AddTimeConstraint } from '../../../src/application/availability/add-time-constraint';
import { CancelAppointmentsHit } from '../../../src/application/availability/cancel-appointments-hit';
import { CheckScheduleOperations } from '../../../src/application/availability/check-schedule-operations';
import { DeleteSchedule } from '../../../src/application/availability/delete-schedule';
import { FindAppointmentsHit } from '../../../src/application/availability/find-appointments-hit';
import { ListScheduleChoices } from '../../../src/application/availability/list-schedule-choices';
import { ListSchedules } from '../../../src/application/availability/list-schedules';
import { PreviewAvailability } from '../../../src/application/availability/preview-availability';
import { RemoveTimeConstraint } from '../../../src/application/availability/remove-time-constraint';
import { RestoreSchedule } from '../../../src/application/availability/restore-schedule';
import { SaveSchedule } from '../../../src/application/availability/save-schedule';
import { ShowAgendaUser } from '../../../src/application/availability/show-agenda-user';
import { ScheduleExceptions } from '../../../src/ui/screens/availability/schedule-exceptions';
import { ScheduleFormViewModel } from '../../../src/ui/screens/availability/schedule-form-view-model';
import { ScheduleListViewModel } from '../../../src/ui/screens/availability/schedule-list-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { FakeNavigator, FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import { FixedClock } from '../../support/task-fakes';
import { aUser } from '../../support/user-mother';
import {
  CancellingAgenda,
  FakeAgendaUserGateway,
  FakeAvailabilityGateway,
  FakeScheduleGateway,
  PERSON,
} from '../../application/availability/availability-fakes';
import {
  FakeLocationGateway,
  FakeOperationGateway,
  aLocation,
  anOperation,
} from '../../application/locations/location-fakes';

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A planner who manages anyone's schedules, or someone who may only look. */
export function sessionOf(
  permissions: readonly string[] = [
    'see_agenda_users_calendars',
    'manage_agenda_users_availability_schedules',
  ],
) {
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(permissions).build());
  return session;
}

/** Everything a schedule screen's view-model needs, as fakes the test can steer. */
export function scheduleFakes() {
  const schedules = new FakeScheduleGateway();
  const availability = new FakeAvailabilityGateway();
  const agendaUsers = new FakeAgendaUserGateway();
  const locations = new FakeLocationGateway();
  locations.locationList = [aLocation(), aLocation({ id: 'loc-2', name: 'Arbo Agenda Nijmegen' })];
  const operations = new FakeOperationGateway();
  operations.list = [
    anOperation(),
    anOperation({ id: 'op-2', code: 'AUDIO' }),
    anOperation({ id: 'op-3', code: 'PMO' }),
  ];
  const notifier = new RecordingNotifier();
  const navigator = new FakeNavigator();
  const scheduler = new FakeScheduler();
  const clock = new FixedClock();
  // The person's booked appointments, none unless a test books some.
  const agenda = new CancellingAgenda();
  agenda.rows = [];
  const useCases = {
    show: new ShowAgendaUser(agendaUsers),
    list: new ListSchedules(schedules),
    choices: new ListScheduleChoices(locations, operations),
    check: new CheckScheduleOperations(schedules),
    save: new SaveSchedule(schedules, notifier),
    remove: new DeleteSchedule(schedules, notifier),
    restore: new RestoreSchedule(schedules, notifier),
    preview: new PreviewAvailability(availability),
    findHits: new FindAppointmentsHit(agenda, clock),
    cancelHits: new CancelAppointmentsHit(new ChangeAppointmentStatus(agenda, clock, notifier), notifier),
  };
  return { schedules, availability, agendaUsers, agenda, notifier, navigator, scheduler, clock, useCases };
}

export type ScheduleFakes = ReturnType<typeof scheduleFakes>;

export function scheduleForm(fakes: ScheduleFakes, scheduleId: string | null, session = sessionOf()) {
  const { useCases: u } = fakes;
  const exceptions = scheduleId
    ? new ScheduleExceptions(
        new AddTimeConstraint(fakes.schedules, fakes.notifier),
        new RemoveTimeConstraint(fakes.schedules, fakes.notifier),
        u.findHits,
        u.cancelHits,
        PERSON,
        scheduleId,
      )
    : null;
  return new ScheduleFormViewModel(
    u.show,
    u.list,
    u.choices,
    u.check,
    u.save,
    u.remove,
    u.restore,
    u.preview,
    u.findHits,
    u.cancelHits,
    session,
    fakes.navigator,
    fakes.clock,
    fakes.scheduler,
    exceptions,
    PERSON,
    scheduleId,
  );
}

export function scheduleList(fakes: ScheduleFakes, session = sessionOf()) {
  const { useCases: u } = fakes;
  return new ScheduleListViewModel(
    u.show,
    u.list,
    u.choices,
    u.remove,
    u.restore,
    session,
    fakes.clock,
    PERSON,
  );
}
