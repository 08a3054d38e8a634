import type { Temporal } from 'temporal-polyfill';
import type {
  WaitingEntry,
  WaitlistQuery,
  WaitlistSortField,
} from '../../../application/waitlist/waitlist-gateway';
import type { WaitingPurpose } from '../../../domain/waitlist/waiting-entry';
import { WAITING_PURPOSES } from '../../../domain/waitlist/waiting-entry';
import type { ListDefinition, ListRequest } from '../../list/list-request';
import { identifier, oneOf, plainDate } from '../../list/url-codecs';

/** The waitlist's filters, as the shared list view-model holds them. */
export interface WaitlistFilters {
  readonly operation: string | null;
  readonly location: string | null;
  readonly purpose: WaitingPurpose | null;
  readonly latestBefore: Temporal.PlainDate | null;
}

/**
 * /waitlist on the shared list view-model, soonest latest date first. The operation, location, reason
 * and date go into the address bar (ids, codes and a date, never a name); the search text never does.
 */
export const waitlistList: ListDefinition<WaitingEntry, WaitlistFilters, WaitlistSortField> = {
  rowKey: (entry) => entry.id,
  filters: { operation: null, location: null, purpose: null, latestBefore: null },
  sort: { field: 'latestDate', direction: 'asc' },
  sortFields: ['latestDate', 'addedAt', 'employee'],
  pageSizes: [10, 25, 50, 100],
  defaultSize: 100,
  urlFilters: {
    operation: identifier(),
    location: identifier(),
    purpose: oneOf(WAITING_PURPOSES),
    latestBefore: plainDate(),
  },
};

/** The gateway's query for a request of the list. */
export const waitlistQueryOf = (request: ListRequest<WaitlistFilters, WaitlistSortField>): WaitlistQuery => ({
  search: request.search,
  operationId: request.filters.operation,
  locationId: request.filters.location,
  userId: null,
  purpose: request.filters.purpose,
  latestBefore: request.filters.latestBefore,
  sort: request.sort,
  page: request.page,
  size: request.size,
});
