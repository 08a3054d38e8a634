import { ConsultationGateway } from '../../application/consultations/consultation-gateway';
import { HttpConsultationGateway } from '../consultations/http-consultation-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The consultation hour's gateway. */
export const consultationsPortsModule = portalModule((b) => {
  b.factory(
    ConsultationGateway,
    [HttpClient],
    (http) => new HttpConsultationGateway(http),
  ).inSingletonScope();
});
