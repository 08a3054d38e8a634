import type {
  AddressDetails,
  AddressLookup,
  AddressSuggestion,
} from '../../application/locations/location-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { AddressDetailsSchema, AddressSuggestionsSchema } from './location-schemas';

const PLACES = '/v3/agenda/google-places';

/**
 * The address lookup over HTTP: suggestions while typing and the details of a chosen one. Both are
 * reads that a newer keystroke cancels, so they take the caller's signal; they are quiet because the
 * combobox shows its own "no address found" and a failed lookup must not cover the form with toasts.
 */
export class HttpAddressLookup implements AddressLookup {
  constructor(private readonly http: HttpClient) {}

  async suggestions(
    text: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly AddressSuggestion[], GatewayFailure>> {
    const answer = await this.http.request(AddressSuggestionsSchema, {
      method: 'GET',
      path: `${PLACES}/suggestions/`,
      params: { input: text },
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async details(placeId: string, signal?: AbortSignal): Promise<Result<AddressDetails, GatewayFailure>> {
    const answer = await this.http.request(AddressDetailsSchema, {
      method: 'GET',
      path: `${PLACES}/details/${encodeURIComponent(placeId)}`,
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }
}
