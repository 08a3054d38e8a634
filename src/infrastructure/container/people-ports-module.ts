import { EmployeeGateway } from '../../application/people/employee-gateway';
import { TeamGateway } from '../../application/people/team-gateway';
import { HttpClient } from '../http/http-client';
import { HttpEmployeeGateway } from '../people/http-employee-gateway';
import { HttpTeamGateway } from '../people/http-team-gateway';
import { portalModule } from './binder';

/** The people area's gateways: what other areas' screens use of it, loaded without its screens. */
export const peoplePortsModule = portalModule((b) => {
  b.factory(TeamGateway, [HttpClient], (http) => new HttpTeamGateway(http)).inSingletonScope();
  b.factory(EmployeeGateway, [HttpClient], (http) => new HttpEmployeeGateway(http)).inSingletonScope();
});
