import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { LocationGateway, OperationChangeImpact } from './location-gateway';

export type OperationsChangeCode =
  /** The change would take operations away from future appointments: the user confirms first. */
  | 'operations.confirm'
  /** The server refused the change; `message` says why. */
  | 'operations.refused'
  | 'operations.unavailable';

export interface OperationsChangeRefusal {
  readonly code: OperationsChangeCode;
  /** What the change would break, for 'operations.confirm'. */
  readonly impact: OperationChangeImpact | null;
  readonly message: string | null;
}

/**
 * Choosing the operations a location offers (PATCH v3/agenda/locations/{id}/operations). The server is
 * asked first with validateOnly; when the change would affect future appointments, it is made only
 * once the user has confirmed at least that many (a count that grew meanwhile is asked again).
 */
export class ChangeLocationOperations {
  constructor(
    private readonly locations: LocationGateway,
    private readonly notifier: Notifier,
  ) {}

  async execute(
    locationId: string,
    operationIds: readonly string[],
    confirmedAppointments = 0,
  ): Promise<Result<OperationChangeImpact, OperationsChangeRefusal>> {
    const ids = [...new Set(operationIds)];
    const preview = await this.locations.setOperations(locationId, ids, true);
    if (!preview.ok) return fail(this.refusalOf(preview.error));
    if (preview.value.affectedAppointments > confirmedAppointments) {
      return fail({ code: 'operations.confirm', impact: preview.value, message: null });
    }
    const done = await this.locations.setOperations(locationId, ids, false);
    if (!done.ok) return fail(this.refusalOf(done.error));
    this.notifier.notify({ type: 'success', title: 'locations.notices.operationsSaved' });
    return ok(done.value);
  }

  private refusalOf(failure: GatewayFailure): OperationsChangeRefusal {
    if (failure.kind === 'rejected') {
      return { code: 'operations.refused', impact: null, message: failure.message.trim() || null };
    }
    if (!needsNoMessage(failure)) this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    return { code: 'operations.unavailable', impact: null, message: null };
  }
}
