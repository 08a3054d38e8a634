import type { Temporal } from 'temporal-polyfill';
import type { Locale } from '../../domain/locale/locale';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { LocationGateway, OperationGateway } from '../locations/location-gateway';
import type { AdminListQuery } from '../platform/list-query';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';

/** A place a schedule can be at: its name and the period it is in use. */
export interface SchedulePlace {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly activeFrom: Temporal.PlainDate;
  readonly activeUntil: Temporal.PlainDate | null;
}

/** An operation a schedule can allow, as the forms name it. */
export interface ScheduleOperation {
  readonly id: string;
  /** Null when the user may not know it (a medical operation, answered to an employer). */
  readonly name: Readonly<Record<Locale, string>> | null;
  readonly code: string | null;
  readonly colour: string;
  readonly medical: boolean;
}

/** A schedule's choices: every location and every operation, by name. */
export interface ScheduleChoices {
  readonly places: readonly SchedulePlace[];
  readonly operations: readonly ScheduleOperation[];
}

/**
 * Both lists are short (a service has a handful of locations and some tens of operations): one page
 * of the largest size holds them.
 */
const ALL: AdminListQuery = { search: '', sort: { field: 'name', direction: 'asc' }, page: 1, size: 100 };

/**
 * What a schedule form and an agenda user's settings choose from: the locations area's locations and
 * operations (v3/agenda/locations and v3/operations), as the availability area needs them.
 */
export class ListScheduleChoices {
  constructor(
    private readonly locations: LocationGateway,
    private readonly operationGateway: OperationGateway,
  ) {}

  async all(signal?: AbortSignal): Promise<Result<ScheduleChoices, LoadCode>> {
    const [places, operations] = await Promise.all([this.places(signal), this.operations(signal)]);
    if (!places.ok) return places;
    if (!operations.ok) return operations;
    return ok({ places: places.value, operations: operations.value });
  }

  async places(signal?: AbortSignal): Promise<Result<readonly SchedulePlace[], LoadCode>> {
    const found = await loadWith(() => this.locations.locations(ALL, signal));
    if (!found.ok) return found;
    return ok(
      found.value.rows.map((location) => ({
        id: location.id,
        name: location.name,
        city: location.address.city,
        activeFrom: location.activeFrom,
        activeUntil: location.activeUntil,
      })),
    );
  }

  async operations(signal?: AbortSignal): Promise<Result<readonly ScheduleOperation[], LoadCode>> {
    const found = await loadWith(() => this.operationGateway.operations(ALL, signal));
    if (!found.ok) return found;
    return ok(
      found.value.rows.map((operation) => ({
        id: operation.id,
        name: operation.name,
        code: operation.code,
        colour: operation.colour,
        medical: operation.medical,
      })),
    );
  }
}
