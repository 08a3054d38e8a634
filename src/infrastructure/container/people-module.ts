import { TeamGateway } from '../../application/people/team-gateway';
import { HttpClient } from '../http/http-client';
import { HttpTeamGateway } from '../people/http-team-gateway';
import { portalModule } from './binder';

/** People: the teams of professionals, from which the planner picks the agenda's columns. */
export const peopleModule = portalModule((b) => {
  b.factory(TeamGateway, [HttpClient], (http) => new HttpTeamGateway(http)).inSingletonScope();
});
