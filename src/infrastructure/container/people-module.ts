import { EmployeeGateway } from '../../application/people/employee-gateway';
import { LastOpenDossier } from '../../application/people/last-open-dossier';
import { ListEmployees } from '../../application/people/list-employees';
import { OpenEmployee } from '../../application/people/open-employee';
import { TeamGateway } from '../../application/people/team-gateway';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { HttpClient } from '../http/http-client';
import { HttpEmployeeGateway } from '../people/http-employee-gateway';
import { HttpTeamGateway } from '../people/http-team-gateway';
import { portalModule } from './binder';

/**
 * People: the teams of professionals, from which the planner picks the agenda's columns, and the
 * employees: the employee list, an employee's page and their last open dossier of a type.
 */
export const peopleModule = portalModule((b) => {
  b.factory(TeamGateway, [HttpClient], (http) => new HttpTeamGateway(http)).inSingletonScope();
  b.factory(EmployeeGateway, [HttpClient], (http) => new HttpEmployeeGateway(http)).inSingletonScope();

  b.construct(ListEmployees, [EmployeeGateway, TeamGateway, Notifier]);
  b.construct(OpenEmployee, [EmployeeGateway, Clock, Notifier]);
  b.construct(LastOpenDossier, [EmployeeGateway, Notifier]);
});
