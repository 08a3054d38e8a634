import { ReportGateway } from '../../application/reports/report-gateway';
import { HttpClient } from '../http/http-client';
import { HttpReportGateway } from '../reports/http-report-gateway';
import { portalModule } from './binder';

/** The reports area's gateways: what other areas' screens use of it, loaded without its screens. */
export const reportsPortsModule = portalModule((b) => {
  b.factory(ReportGateway, [HttpClient], (http) => new HttpReportGateway(http)).inSingletonScope();
});
