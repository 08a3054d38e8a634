import { AbsenceGateway } from '../../application/legal-clock/absence-gateway';
import { HttpClient } from '../http/http-client';
import { HttpAbsenceGateway } from '../legal-clock/http-absence-gateway';
import { portalModule } from './binder';

/** The legal clock's gateways: what other areas' screens use of it, loaded without its screens. */
export const legalClockPortsModule = portalModule((b) => {
  b.factory(AbsenceGateway, [HttpClient], (http) => new HttpAbsenceGateway(http)).inSingletonScope();
});
