import { EmployeeGateway } from '../../application/people/employee-gateway';
import { AgendaGateway } from '../../application/agenda/agenda-gateway';
import { FollowAgendaChanges } from '../../application/agenda/follow-agenda-changes';
import { AvailabilityGateway } from '../../application/availability/availability-gateway';
import { LocationGateway, OperationGateway } from '../../application/locations/location-gateway';
import { FindSlots } from '../../application/planning/find-slots';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { PlanningViewModel } from '../../ui/screens/planning/planning-view-model';
import { PlanningViewModels } from '../../ui/screens/planning/planning-view-models';
import { portalModule } from './binder';

/** Planning: finding free slots and booking one. */
export const planningModule = portalModule((b) => {
  b.construct(FindSlots, [
    AvailabilityGateway,
    OperationGateway,
    LocationGateway,
    AgendaGateway,
    Clock,
    EmployeeGateway,
  ]);
  b.construct(PlanningViewModel, [FindSlots, SessionStore, Notifier, Scheduler, FollowAgendaChanges]);
  b.factories(PlanningViewModels, (get) => ({ planning: () => get(PlanningViewModel) }));
});
