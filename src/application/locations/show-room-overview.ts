import type { Temporal } from 'temporal-polyfill';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { LocationGateway, RoomOverview } from './location-gateway';

export interface RoomDay {
  /** Today in Europe/Amsterdam, the day the bookings are of. */
  readonly date: Temporal.PlainDate;
  readonly rooms: readonly RoomOverview[];
}

/** /rooms: every room the user may see, with its location and what it is booked for today. */
export class ShowRoomOverview {
  constructor(
    private readonly locations: LocationGateway,
    private readonly clock: Clock,
  ) {}

  async execute(signal?: AbortSignal): Promise<Result<RoomDay, GatewayFailure>> {
    const date = this.clock.today();
    const answer = await this.locations.roomOverview(date, signal);
    return answer.ok ? ok({ date, rooms: answer.value }) : answer;
  }
}
