import { ReadAppointmentReminders } from '../../application/agenda/appointment-reminders';
import { AgendaGateway } from '../../application/agenda/agenda-gateway';
import { BookAppointment } from '../../application/agenda/book-appointment';
import { DeleteAppointment } from '../../application/agenda/delete-appointment';
import { DeleteRecurringAppointment } from '../../application/agenda/delete-recurring-appointment';
import { ExportAgendaCalendar } from '../../application/agenda/export-agenda-calendar';
import { AgendaContext } from '../../application/agenda/agenda-context';
import { PreferencesGateway } from '../../application/account/preferences-gateway';
import { AvailabilityGateway } from '../../application/availability/availability-gateway';
import { TeamGateway } from '../../application/people/team-gateway';
import { FollowAgendaChanges } from '../../application/agenda/follow-agenda-changes';
import { ChangeAppointmentStatus } from '../../application/agenda/change-appointment-status';
import { OperationGateway } from '../../application/locations/location-gateway';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { AgendaViewModel } from '../../ui/screens/agenda/agenda-view-model';
import { AgendaViewModels } from '../../ui/screens/agenda/agenda-view-models';
import { portalModule } from './binder';

/** The agenda: its use cases and view-model (the appointment lists are the area `appointments`). */
export const agendaModule = portalModule((b) => {
  b.construct(ChangeAppointmentStatus, [AgendaGateway, Clock, Notifier]);
  b.construct(BookAppointment, [AgendaGateway, AvailabilityGateway, Clock, Notifier]);
  b.construct(DeleteAppointment, [AgendaGateway, Notifier]);
  b.construct(ReadAppointmentReminders, [AgendaGateway]);
  b.construct(DeleteRecurringAppointment, [AgendaGateway, Notifier]);
  b.construct(AgendaContext, [
    AgendaGateway,
    AvailabilityGateway,
    OperationGateway,
    TeamGateway,
    PreferencesGateway,
    Notifier,
  ]);

  b.construct(AgendaViewModel, [
    BookAppointment,
    AgendaContext,
    Clock,
    Notifier,
    Scheduler,
    ExportAgendaCalendar,
    SessionStore,
    ChangeAppointmentStatus,
    DeleteAppointment,
    DeleteRecurringAppointment,
    FollowAgendaChanges,
    ReadAppointmentReminders,
  ]);
  b.factories(AgendaViewModels, (get) => ({
    agenda: () => get(AgendaViewModel),
  }));
});
