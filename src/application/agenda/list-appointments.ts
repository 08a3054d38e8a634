import type { AppointmentStatus } from '../../domain/agenda/appointment';
import type { Bilingual } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { OperationGateway } from '../locations/location-gateway';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AgendaGateway, AppointmentPage, AppointmentQuery } from './agenda-gateway';

/** A choice of a list filter: an id and the name to show. */
export interface AppointmentChoice {
  readonly id: string;
  readonly name: string;
}

/** What the appointment list's filters may offer: the professionals and the locations the user sees. */
export interface AppointmentChoices {
  readonly professionals: readonly AppointmentChoice[];
  readonly locations: readonly AppointmentChoice[];
}

/** An operation the list may be filtered by: its name in both languages, or none the user may know. */
export interface OperationChoice {
  readonly id: string;
  readonly name: Bilingual | null;
  readonly code: string | null;
}

export type AppointmentListFilter = Omit<AppointmentQuery, 'page' | 'agendaIds'>;

/** The most days one list asks for (the back office refuses a longer period). */
export const MAX_LIST_DAYS = 366;

const byName = (a: AppointmentChoice, b: AppointmentChoice) =>
  a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' });

/**
 * Reading the appointment list: a page of a period's appointments, filtered by professional,
 * location, operation and status, and ordered by start; and what its filters may offer, taken from
 * the agendas the user may open (people for the professionals, rooms for their locations) and the
 * operations.
 */
export class ListAppointments {
  constructor(
    private readonly agenda: AgendaGateway,
    private readonly operationGateway: OperationGateway,
  ) {}

  execute(
    filter: AppointmentListFilter,
    page: { readonly number: number; readonly size: number },
    signal?: AbortSignal,
  ): Promise<Result<AppointmentPage, GatewayFailure>> {
    const statuses: readonly AppointmentStatus[] = [...new Set(filter.statuses ?? [])];
    return this.agenda.appointments(
      {
        from: filter.from,
        until: filter.until,
        userId: filter.userId || null,
        locationId: filter.locationId || null,
        operationId: filter.operationId || null,
        statuses,
        descending: filter.descending ?? false,
        withReminders: true,
        page: { number: Math.max(1, Math.trunc(page.number)), size: Math.max(1, Math.trunc(page.size)) },
      },
      signal,
    );
  }

  async choices(signal?: AbortSignal): Promise<Result<AppointmentChoices, GatewayFailure>> {
    const answer = await this.agenda.columns(signal);
    if (!answer.ok) return answer;
    const professionals = answer.value
      .filter((column) => column.kind === 'user')
      .map((column) => ({ id: column.id, name: column.name }));
    const locations = new Map<string, string>();
    for (const column of answer.value) {
      const locationId = column.locationIds[0];
      if (column.kind !== 'user' && locationId && column.detail && !locations.has(locationId))
        locations.set(locationId, column.detail);
    }
    return ok({
      professionals: professionals.sort(byName),
      locations: [...locations].map(([id, name]) => ({ id, name })).sort(byName),
    });
  }

  /** The operations the list may be filtered by (a medical one without its name for an employer). */
  async operations(signal?: AbortSignal): Promise<Result<readonly OperationChoice[], GatewayFailure>> {
    const answer = await this.operationGateway.allOperations(signal);
    if (!answer.ok) return answer;
    return ok(answer.value.map(({ id, name, code }) => ({ id, name, code })));
  }
}
