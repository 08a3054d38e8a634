import { ReportGateway } from '../../application/report/report-gateway';
import { HttpClient } from '../http/http-client';
import { HttpReportGateway } from '../report/http-report-gateway';
import { portalModule } from './binder';

/** The reports area's gateways: what other areas' screens use of it, loaded without its screens. */
export const reportsPortsModule = portalModule((b) => {
  b.factory(ReportGateway, [HttpClient], (http) => new HttpReportGateway(http)).inSingletonScope();
});
