import { EmployeeGateway } from '../../application/people/employee-gateway';
import { EmployeeWizards } from '../../application/people/employee-wizards';
import { LastOpenDossier } from '../../application/people/last-open-dossier';
import { ListEmployees } from '../../application/people/list-employees';
import { OpenEmployee } from '../../application/people/open-employee';
import { TeamGateway } from '../../application/people/team-gateway';
import { Clock } from '../../application/platform/clock';
import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { RunWizard } from '../../application/wizards/run-wizard';
import { permissionsOf } from '../../domain/access/user';
import { EmployeeListViewModel } from '../../ui/screens/people/employee-list-view-model';
import { EmployeeViewModel } from '../../ui/screens/people/employee-view-model';
import { PeopleViewModels } from '../../ui/screens/people/people-view-models';
import { portalModule } from './binder';

/**
 * People: the teams of professionals, from which the planner picks the agenda's columns, and the
 * employees: the employee list, an employee's page and their last open dossier of a type.
 */
export const peopleModule = portalModule((b) => {
  b.construct(ListEmployees, [EmployeeGateway, TeamGateway, Notifier]);
  b.construct(OpenEmployee, [EmployeeGateway, Clock, Notifier]);
  b.construct(LastOpenDossier, [EmployeeGateway, Notifier]);
  b.construct(EmployeeWizards, [RunWizard]);
  b.construct(EmployeeListViewModel, [ListEmployees, Scheduler]);
  b.factories(PeopleViewModels, (get) => ({
    employeeList: () => get(EmployeeListViewModel),
    employee: (employeeId) => {
      const user = get(SessionStore).user;
      // Wizards are filled in by whoever works on cases (spec: the wizard calls are professionals').
      const mayRunWizards = user !== null && permissionsOf(user).has('view_tasks');
      return new EmployeeViewModel(
        get(OpenEmployee),
        get(EmployeeWizards),
        get(Navigator),
        employeeId,
        mayRunWizards,
      );
    },
  }));
});
