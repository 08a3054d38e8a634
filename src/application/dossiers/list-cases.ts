import type { CaseListQuery } from '../../domain/dossiers/case-list';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { CasePage, DossierGateway } from './dossier-gateway';

/** The dashboard's page size choices for its list of cases. */
export const CASE_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * The open cases a dashboard counts, a page at a time: the professional's cases in their scope, the
 * employer's own employees' (the back office leaves out medical types for them). A failed page is
 * the list's to show; it tells no one else.
 */
export class ListCases {
  constructor(private readonly dossiers: DossierGateway) {}

  execute(query: CaseListQuery, signal?: AbortSignal): Promise<Result<CasePage, GatewayFailure>> {
    const size = Math.min(Math.max(1, Math.trunc(query.size)), 100);
    const page = Math.max(1, Math.trunc(query.page));
    return this.dossiers.listCases({ ...query, page, size }, signal);
  }
}
