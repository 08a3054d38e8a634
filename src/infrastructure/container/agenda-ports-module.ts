import { AgendaGateway } from '../../application/agenda/agenda-gateway';
import { HttpAgendaGateway } from '../agenda/http-agenda-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The agenda area's gateways: what other areas' screens use of it, loaded without its screens. */
export const agendaPortsModule = portalModule((b) => {
  b.factory(AgendaGateway, [HttpClient], (http) => new HttpAgendaGateway(http)).inSingletonScope();
});
