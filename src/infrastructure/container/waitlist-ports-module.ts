import { WaitlistGateway } from '../../application/waitlist/waitlist-gateway';
import { HttpClient } from '../http/http-client';
import { HttpWaitlistGateway } from '../waitlist/http-waitlist-gateway';
import { portalModule } from './binder';

/** The waitlist's gateway. */
export const waitlistPortsModule = portalModule((b) => {
  b.factory(WaitlistGateway, [HttpClient], (http) => new HttpWaitlistGateway(http)).inSingletonScope();
});
