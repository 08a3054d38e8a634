import { WizardGateway } from '../../application/wizards/wizard-gateway';
import { HttpClient } from '../http/http-client';
import { HttpWizardGateway } from '../wizards/http-wizard-gateway';
import { portalModule } from './binder';

/** The wizards area's gateways: what other areas' screens use of it, loaded without its screens. */
export const wizardsPortsModule = portalModule((b) => {
  b.factory(WizardGateway, [HttpClient], (http) => new HttpWizardGateway(http)).inSingletonScope();
});
