import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import { normalisePostcode } from '../../domain/locations/location-rules';
import type { AddressDetails, AddressLookup, AddressSuggestion } from './location-gateway';

/** Fewer characters than this match half the country; the lookup is not asked. */
export const ADDRESS_QUERY_MIN = 3;
export const ADDRESS_QUERY_MAX = 100;

export type AddressLookupCode = 'address.unavailable';

/**
 * The address lookup behind the location form (v3/agenda/google-places): suggestions while typing,
 * and the full address and coordinates of the one chosen.
 */
export class FindAddress {
  constructor(private readonly lookup: AddressLookup) {}

  async suggestions(
    text: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly AddressSuggestion[], AddressLookupCode>> {
    const query = text.trim().replace(/\s+/g, ' ').slice(0, ADDRESS_QUERY_MAX);
    if (query.length < ADDRESS_QUERY_MIN) return ok([]);
    const answer = await this.lookup.suggestions(query, signal);
    return answer.ok ? answer : fail('address.unavailable');
  }

  async details(placeId: string, signal?: AbortSignal): Promise<Result<AddressDetails, AddressLookupCode>> {
    const answer = await this.lookup.details(placeId, signal);
    if (!answer.ok) return fail('address.unavailable');
    const { address, coordinates } = answer.value;
    return ok({ coordinates, address: { ...address, postcode: normalisePostcode(address.postcode) } });
  }
}
