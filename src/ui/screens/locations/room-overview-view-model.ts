import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { RoomOverview } from '../../../application/locations/location-gateway';
import type { ShowRoomOverview } from '../../../application/locations/show-room-overview';
import type { GatewayFailure } from '../../../application/platform/gateway-failure';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { Result } from '../../../domain/shared/result';
import { ok } from '../../../domain/shared/result';
import { ListViewModel } from '../../list/list-view-model';
import type { ListPage, ListRequest } from '../../list/list-request';
import type { NoFilters } from '../../list/admin-list';
import { adminList } from '../../list/admin-list';
import { floorNumber } from './floor-name';

export type RoomOverviewSortField = 'room' | 'location' | 'capacity';

export const ROOM_OVERVIEW = adminList<RoomOverview, RoomOverviewSortField>(
  (row) => row.room.id,
  ['room', 'location', 'capacity'],
  { field: 'location', direction: 'asc' },
);

const compareText = (a: string, b: string) =>
  a.localeCompare(b, 'nl', { sensitivity: 'base', numeric: true });

function compare(field: RoomOverviewSortField, a: RoomOverview, b: RoomOverview): number {
  if (field === 'capacity') return a.room.capacity - b.room.capacity;
  if (field === 'room') return compareText(a.room.name, b.room.name);
  return compareText(a.locationName, b.locationName) || compareText(a.room.name, b.room.name);
}

/** Searches, orders and pages the day's overview, which arrives whole (a service has tens of rooms). */
export function pageOfOverview(
  rows: readonly RoomOverview[],
  request: ListRequest<NoFilters, RoomOverviewSortField>,
): ListPage<RoomOverview> {
  const words = request.search.toLowerCase().split(/\s+/).filter(Boolean);
  // A search that names a floor ("begane grond", "ground floor", "1e verdieping") finds the rooms on
  // it, however their floor was typed ("0", "BG").
  const floor = floorNumber(request.search);
  const found = rows.filter((row) => {
    const text = `${row.room.name} ${row.room.floor ?? ''} ${row.locationName}`.toLowerCase();
    return (
      words.every((word) => text.includes(word)) || (floor !== null && floorNumber(row.room.floor) === floor)
    );
  });
  const sort = request.sort ?? ROOM_OVERVIEW.sort;
  const ordered = sort
    ? [...found].sort((a, b) => (sort.direction === 'asc' ? 1 : -1) * compare(sort.field, a, b))
    : found;
  const start = (request.page - 1) * request.size;
  return { rows: ordered.slice(start, start + request.size), total: found.length };
}

/**
 * /rooms: every room the user may see, with its location, capacity, accessibility and its bookings of
 * today. The day is asked for once; searching, ordering and paging work on that answer, and
 * `refresh` asks again.
 */
export class RoomOverviewViewModel {
  readonly list: ListViewModel<RoomOverview, NoFilters, RoomOverviewSortField>;
  /** The day the bookings are of, once known. */
  date: Temporal.PlainDate | null = null;
  private day: readonly RoomOverview[] | null = null;

  constructor(
    private readonly showRoomOverview: ShowRoomOverview,
    scheduler: Scheduler,
  ) {
    this.list = new ListViewModel(
      ROOM_OVERVIEW,
      (request, signal) => this.loadPage(request, signal),
      scheduler,
    );
    makeAutoObservable<RoomOverviewViewModel, 'showRoomOverview' | 'day' | 'loadPage'>(
      this,
      { list: false, date: observableRef, showRoomOverview: false, day: false, loadPage: false },
      { autoBind: true },
    );
  }

  attach(): () => void {
    return this.list.attach();
  }

  refresh(): void {
    this.day = null;
    void this.list.retry();
  }

  private async loadPage(
    request: ListRequest<NoFilters, RoomOverviewSortField>,
    signal: AbortSignal,
  ): Promise<Result<ListPage<RoomOverview>, GatewayFailure>> {
    if (!this.day) {
      const answer = await this.showRoomOverview.execute(signal);
      if (!answer.ok) return answer;
      if (!signal.aborted) {
        this.day = answer.value.rooms;
        runInAction(() => (this.date = answer.value.date));
      }
    }
    return ok(pageOfOverview(this.day ?? [], request));
  }
}
