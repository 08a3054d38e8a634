import { DossierFileGateway } from '../../application/dossiers/dossier-file-gateway';
import { DossierGateway } from '../../application/dossiers/dossier-gateway';
import { TaskGateway } from '../../application/tasks/task-gateway';
import { HttpDossierFileGateway } from '../dossiers/http-dossier-file-gateway';
import { HttpDossierGateway } from '../dossiers/http-dossier-gateway';
import { HttpTaskGateway } from '../tasks/http-task-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The tasks area's gateways: what other areas' screens use of it, loaded without its screens. */
export const tasksPortsModule = portalModule((b) => {
  b.factory(TaskGateway, [HttpClient], (http) => new HttpTaskGateway(http)).inSingletonScope();
  b.factory(DossierGateway, [HttpClient], (http) => new HttpDossierGateway(http)).inSingletonScope();
  b.factory(DossierFileGateway, [HttpClient], (http) => new HttpDossierFileGateway(http)).inSingletonScope();
});
