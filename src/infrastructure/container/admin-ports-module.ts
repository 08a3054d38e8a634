import { AdminGateway } from '../../application/admin/admin-gateway';
import { HttpAdminGateway } from '../admin/http-admin-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The admin area's gateways: what other areas' screens use of it, loaded without its screens. */
export const adminPortsModule = portalModule((b) => {
  b.factory(AdminGateway, [HttpClient], (http) => new HttpAdminGateway(http)).inSingletonScope();
});
