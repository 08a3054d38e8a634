import type { SearchGroup } from '../../domain/search/search-hit';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

export const SearchGateway = token<SearchGateway>('SearchGateway');
/**
 * The back office's one search over what the signed-in user may reach (GET v2/search): employees,
 * dossiers, appointments, locations and rooms, each group holding at most `size` hits. It answers
 * only what the user's rights and the medical rule let them see.
 */
export interface SearchGateway {
  /** The groups with hits for this text, in the back office's order; an empty group is left out. */
  search(
    text: string,
    size: number,
    signal: AbortSignal,
  ): Promise<Result<readonly SearchGroup[], GatewayFailure>>;
}
