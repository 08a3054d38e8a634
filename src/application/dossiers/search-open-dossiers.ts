import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { DossierGateway, DossierSummary } from './dossier-gateway';

/** The open dossiers whose employee or number matches the words, to put a new task in. */
export class SearchOpenDossiers {
  constructor(private readonly dossiers: DossierGateway) {}

  execute(search: string, signal?: AbortSignal): Promise<Result<readonly DossierSummary[], GatewayFailure>> {
    return this.dossiers.searchOpenDossiers(search.trim(), signal);
  }
}
