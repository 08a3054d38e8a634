import type { Temporal } from 'temporal-polyfill';
import type { Bilingual } from '../../domain/locations/location';
import type { OfferedSlot, PartOfDay, SlotNeeds } from '../../domain/shared/slot-finder';
import { findSlots } from '../../domain/shared/slot-finder';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import { SLOT_TIME_ZONE, ZonedSlot } from '../../domain/shared/zoned-slot';
import type { AgendaGateway, Appointment, EmployeeChoice } from '../agenda/agenda-gateway';
import type { AvailabilityGateway } from '../availability/availability-gateway';
import type { LocationGateway, OperationGateway } from '../locations/location-gateway';
import type { EmployeeGateway } from '../people/employee-gateway';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';

/** An employee a slot can be booked for. */
export type PlanningEmployee = EmployeeChoice;

/** A kind of appointment the planner can look for, with what it needs. */
export interface PlanningOperation {
  readonly id: string;
  /** Null when the name is hidden from this user (a medical operation, for an employer). */
  readonly name: Bilingual | null;
  readonly needs: SlotNeeds;
  /** The locations that offer it. */
  readonly locationIds: readonly string[];
}

export interface PlanningChoices {
  readonly operations: readonly PlanningOperation[];
  readonly locations: readonly { readonly id: string; readonly name: string }[];
}

export interface PlanningRequest {
  readonly operationId: string;
  readonly locationIds: readonly string[];
  readonly from: Temporal.PlainDate;
  readonly until: Temporal.PlainDate;
  readonly preferredUserId: string | null;
  readonly partOfDay: PartOfDay;
  readonly channel: 'on_site' | 'phone' | 'video';
}

/** An offered slot with the names to show. */
export interface SlotOffer extends OfferedSlot {
  readonly userName: string;
  readonly roomName: string | null;
  readonly resourceNames: readonly string[];
}

export interface SlotAnswer {
  readonly slots: readonly SlotOffer[];
  /** The professionals who may do the operation in the period, for the choice of a preference. */
  readonly professionals: readonly { readonly id: string; readonly name: string }[];
}

export type PlanningProblem =
  /** The period runs backwards. */
  | 'planning.periodBackwards'
  /** The period is longer than the back office answers at once (31 days). */
  | 'planning.periodTooLong'
  /** No operation was chosen. */
  | 'planning.noOperation';

/** The longest period one search covers: the back office answers at most 31 days of free time. */
export const PLANNING_MAX_DAYS = 31;
/** The grid of start times, in minutes. */
export const PLANNING_STEP_MINUTES = 15;

/** What is wrong with a request before anything is asked. */
export function planningProblems(request: PlanningRequest): PlanningProblem[] {
  const problems: PlanningProblem[] = [];
  if (request.operationId === '') problems.push('planning.noOperation');
  const days = request.from.until(request.until, { largestUnit: 'days' }).days;
  if (days < 0) problems.push('planning.periodBackwards');
  else if (days + 1 > PLANNING_MAX_DAYS) problems.push('planning.periodTooLong');
  return problems;
}

/**
 * "When can this employee have this kind of appointment?": asks the back office who and what is free
 * in the period (GET v3/agenda/availabilities/agenda-users, /rooms and /resources, the operation's
 * needs from GET v3/operations/engine) and lets the domain's slot finder put them together, ranked.
 * Booking one goes through the agenda's booking (POST v3/agenda/appointments).
 */
export class FindSlots {
  constructor(
    private readonly availability: AvailabilityGateway,
    private readonly operations: OperationGateway,
    private readonly locations: LocationGateway,
    private readonly agenda: AgendaGateway,
    private readonly clock: Clock,
    private readonly people: EmployeeGateway,
  ) {}

  /**
   * The employee an address names (`/planning?employee=`: invited again after a no-show), as the
   * planner may book for them; a failure is said by the HTTP client, and the search stays empty.
   */
  async employee(id: string, signal?: AbortSignal): Promise<Result<PlanningEmployee, GatewayFailure>> {
    const answer = await this.people.employee(id, signal);
    if (!answer.ok) return answer;
    const { name, employer, openDossierId } = answer.value;
    return ok({ id, name, employerId: employer.id, employerName: employer.name, openDossierId });
  }

  /** The operations (only those employers may book, for an employer) and the locations. */
  async choices(employer: boolean, signal?: AbortSignal): Promise<Result<PlanningChoices, GatewayFailure>> {
    const [engine, all, places] = await Promise.all([
      this.operations.engine(signal),
      this.operations.allOperations(signal),
      this.locations.locations({ search: '', sort: null, page: 1, size: 100 }, signal),
    ]);
    if (!engine.ok) return engine;
    if (!all.ok) return all;
    if (!places.ok) return places;
    const needsOf = new Map(engine.value.map((entry) => [entry.operationId, entry]));
    const locations = places.value.rows
      .filter((location) => !employer || location.employerBookable)
      .map((location) => ({ id: location.id, name: location.name }));
    // An employer books only at the locations open to employers: an operation offered elsewhere too
    // is looked for at those alone, so a search never offers a time the back office then refuses.
    const open = new Set(locations.map((location) => location.id));
    const operations = all.value
      .filter((operation) => !employer || operation.employerBookable)
      .flatMap((operation) => {
        const needs = needsOf.get(operation.id);
        if (!needs) return [];
        return [
          {
            id: operation.id,
            name: operation.name,
            needs: {
              durationMinutes: needs.durationMinutes,
              bufferBeforeMinutes: needs.bufferBeforeMinutes,
              bufferAfterMinutes: needs.bufferAfterMinutes,
              needsRoom: needs.needsRoom,
              resourceTypeIds: needs.resourceTypeIds,
            },
            locationIds: employer ? needs.locationIds.filter((id) => open.has(id)) : needs.locationIds,
          },
        ];
      });
    return ok({ operations, locations });
  }

  /** The employees the planner may book for (an employer: only their own, the back office decides). */
  employees(
    search: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly EmployeeChoice[], GatewayFailure>> {
    return this.agenda.employees(search, signal);
  }

  async search(
    request: PlanningRequest,
    operation: PlanningOperation,
    signal?: AbortSignal,
  ): Promise<Result<SlotAnswer, GatewayFailure | PlanningProblem>> {
    const problem = planningProblems(request)[0];
    if (problem) return fail(problem);
    const start = request.from.toZonedDateTime({ timeZone: SLOT_TIME_ZONE });
    const end = request.until.add({ days: 1 }).toZonedDateTime({ timeZone: SLOT_TIME_ZONE });
    const slot = ZonedSlot.of(start, end);
    if (!slot.ok) return fail('planning.periodBackwards');
    const period = slot.value;
    const onSite = request.channel === 'on_site';
    const [people, rooms, resources] = await Promise.all([
      this.availability.agendaUsers(
        { period, locationId: null, operationId: request.operationId, userIds: [] },
        signal,
      ),
      onSite && operation.needs.needsRoom
        ? this.availability.rooms({ period, locationId: null, resourceTypeId: null }, signal)
        : Promise.resolve(ok([])),
      onSite && operation.needs.resourceTypeIds.length > 0
        ? this.availability.resources({ period, locationId: null, resourceTypeId: null }, signal)
        : Promise.resolve(ok([])),
    ]);
    if (!people.ok) return people;
    if (!rooms.ok) return rooms;
    if (!resources.ok) return resources;
    // Only where the operation is offered, and among the locations asked for.
    const offered = new Set(operation.locationIds);
    const asked = request.locationIds.filter((id) => offered.has(id));
    const locationIds = request.locationIds.length > 0 ? asked : [...offered];
    const professionals = people.value.map((person) => ({ id: person.userId, name: person.displayName }));
    if (locationIds.length === 0) return ok({ slots: [], professionals });
    const found = findSlots(
      {
        needs: operation.needs,
        channel: request.channel,
        locationIds,
        partOfDay: request.partOfDay,
        preferredUserId: request.preferredUserId,
        now: this.clock.now(),
        stepMinutes: PLANNING_STEP_MINUTES,
      },
      {
        professionals: people.value.map((person) => ({
          userId: person.userId,
          free: person.free.map((free) => ({
            start: free.start,
            end: free.end,
            locationId: free.locationId,
          })),
        })),
        rooms: rooms.value.map((room) => ({
          roomId: room.roomId,
          locationId: room.locationId,
          free: room.free,
        })),
        resources: resources.value.map((resource) => ({
          resourceId: resource.resourceId,
          locationId: resource.locationId,
          resourceTypeId: resource.resourceTypeId,
          free: resource.free,
        })),
      },
    );
    const userNames = new Map(people.value.map((person) => [person.userId, person.displayName]));
    const roomNames = new Map(rooms.value.map((room) => [room.roomId, room.name]));
    const resourceNames = new Map(resources.value.map((resource) => [resource.resourceId, resource.name]));
    return ok({
      slots: found.map((offer) => ({
        ...offer,
        userName: userNames.get(offer.userId) ?? offer.userId,
        roomName: offer.roomId ? (roomNames.get(offer.roomId) ?? null) : null,
        resourceNames: offer.resourceIds.map((id) => resourceNames.get(id) ?? id),
      })),
      professionals,
    });
  }

  /**
   * Books an offered slot for the employee. A slot taken meanwhile is refused by the back office
   * (409): the answer is 'planning.taken' with its message, and the planner searches again.
   */
  async book(
    offer: SlotOffer,
    request: PlanningRequest,
    employeeId: string,
    note: string,
  ): Promise<
    Result<
      Appointment,
      { code: 'planning.taken' | 'planning.refused' | 'planning.unavailable'; message: string | null }
    >
  > {
    const start = offer.start.withTimeZone(SLOT_TIME_ZONE);
    const end = offer.end.withTimeZone(SLOT_TIME_ZONE);
    const answer = await this.agenda.create(
      {
        userId: offer.userId,
        operationId: request.operationId,
        employeeId,
        locationId: request.channel === 'on_site' ? offer.locationId : null,
        roomId: offer.roomId,
        resourceIds: offer.resourceIds,
        date: start.toPlainDate(),
        startTime: start.toPlainTime(),
        endTime: end.toPlainTime(),
        channel: request.channel,
        note: note.trim() === '' ? null : note.trim(),
      },
      null,
    );
    if (answer.ok) return ok(answer.value.appointment);
    const failure = answer.error;
    if (failure.kind !== 'rejected') return fail({ code: 'planning.unavailable', message: null });
    const message =
      [failure.message, ...Object.values(failure.fieldErrors).flat()].find((text) => text.trim() !== '') ??
      null;
    return fail({ code: failure.status === 409 ? 'planning.taken' : 'planning.refused', message });
  }

  /** The default period: today and the thirteen days after it. */
  defaultPeriod(): { from: Temporal.PlainDate; until: Temporal.PlainDate } {
    const today = this.clock.today();
    return { from: today, until: today.add({ days: 13 }) };
  }
}
