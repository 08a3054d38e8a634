import type { Bilingual } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { LocationGateway, OperationGateway } from '../locations/location-gateway';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { DeleteRefusal } from '../platform/record-refusal';
import { deleteWith } from '../platform/record-refusal';
import type { WaitingEntry, WaitlistGateway, WaitlistQuery } from './waitlist-gateway';

/** What the list's filters offer: the operations the reader may know by name, and the locations. */
export interface WaitlistChoices {
  readonly operations: readonly { readonly id: string; readonly name: Bilingual }[];
  readonly locations: readonly { readonly id: string; readonly name: string }[];
}

/** The waitlist as a list (GET v3/waitlist), and taking someone off it by hand (DELETE v3/waitlist/{id}). */
export class BrowseWaitlist {
  constructor(
    private readonly waitlist: WaitlistGateway,
    private readonly operations: OperationGateway,
    private readonly locations: LocationGateway,
    private readonly notifier: Notifier,
  ) {}

  /**
   * The filters' choices. A medical operation is one only for a medical reader: who waits for it is
   * medical information, so no one else filters by it (the back office would find nobody either).
   */
  async choices(
    readsMedical: boolean,
    signal?: AbortSignal,
  ): Promise<Result<WaitlistChoices, GatewayFailure>> {
    const [operations, places] = await Promise.all([
      this.operations.allOperations(signal),
      this.locations.locations({ search: '', sort: null, page: 1, size: 100 }, signal),
    ]);
    if (!operations.ok) return operations;
    if (!places.ok) return places;
    return ok({
      operations: operations.value.flatMap((operation) =>
        operation.name && (readsMedical || !operation.medical)
          ? [{ id: operation.id, name: operation.name }]
          : [],
      ),
      locations: places.value.rows.map((location) => ({ id: location.id, name: location.name })),
    });
  }

  list(
    query: WaitlistQuery,
    signal?: AbortSignal,
  ): Promise<Result<{ rows: readonly WaitingEntry[]; total: number }, GatewayFailure>> {
    return this.waitlist.list(query, signal);
  }

  remove(entry: WaitingEntry): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(
      () => this.waitlist.remove(entry.id),
      this.notifier,
      entry.employee.name,
      'waitlist.notices.removed',
    );
  }
}
