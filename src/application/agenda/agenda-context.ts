import type { Temporal } from 'temporal-polyfill';
import type { PreferredAgendaView } from '../../domain/account/user-preferences';
import type { Bilingual } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { PreferencesGateway } from '../account/preferences-gateway';
import type { AvailabilityGateway } from '../availability/availability-gateway';
import type { OperationGateway } from '../locations/location-gateway';
import type { TeamGateway } from '../people/team-gateway';
import type { GatewayFailure } from '../platform/gateway-failure';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type {
  AgendaColumn,
  AgendaGateway,
  AppointmentPage,
  AppointmentQuery,
  EmployeeChoice,
} from './agenda-gateway';

/** A kind of appointment to book: its name in both languages (null when hidden) and its length. */
export interface OperationChoice {
  readonly id: string;
  readonly name: Bilingual | null;
  readonly durationMinutes: number;
}

/** A person's day as the agenda shades and warns about it. */
export interface AgendaDay {
  readonly date: Temporal.PlainDate;
  /** The available blocks (wall-clock times; 23:59:59.999 runs to midnight). */
  readonly available: readonly { readonly start: Temporal.PlainTime; readonly end: Temporal.PlainTime }[];
  /** The national holiday's name, or null. */
  readonly holiday: string | null;
  /** The reasons of the personal days off that touch the day. */
  readonly daysOff: readonly string[];
}

/** A team the planner can show at once. */
export interface TeamChoice {
  readonly id: string;
  readonly name: string;
  readonly memberIds: readonly string[];
}

/** What the agenda keeps of the planner's choices on every device. */
export interface AgendaPreferences {
  readonly columns: readonly string[];
  readonly view: PreferredAgendaView | null;
}

/**
 * What the agenda reads: its columns (GET v2/agenda), the appointments of a period, the employees to
 * book for, the kinds of appointment, the people's working hours, holidays
 * and days off (GET v2/agenda/{id}/availability-patterns), the teams, and the planner's own choice of
 * columns and view, remembered as user preferences.
 */
export class AgendaContext {
  constructor(
    private readonly agenda: AgendaGateway,
    private readonly availability: AvailabilityGateway,
    private readonly operationGateway: OperationGateway,
    private readonly teamGateway: TeamGateway,
    private readonly preferencesGateway: PreferencesGateway,
    private readonly notifier: Notifier,
  ) {}

  /** The agendas (people, rooms, resources) this user may open, as columns. */
  columns(): Promise<Result<readonly AgendaColumn[], GatewayFailure>> {
    return this.agenda.columns();
  }

  /**
   * The appointments of a period in the given columns. A failure is the agenda's to show (its error
   * state with a retry, in place), so it raises no message of its own that could join another's.
   */
  appointments(
    query: AppointmentQuery,
    signal?: AbortSignal,
  ): Promise<Result<AppointmentPage, GatewayFailure>> {
    return this.agenda.appointments(query, signal, { toldByCaller: true });
  }

  /** At most 15 employees matching the words, to book an appointment for. */
  employees(
    search: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly EmployeeChoice[], GatewayFailure>> {
    return this.agenda.employees(search, signal);
  }

  async operations(signal?: AbortSignal): Promise<Result<readonly OperationChoice[], GatewayFailure>> {
    const answer = await this.operationGateway.allOperations(signal);
    if (!answer.ok) return answer;
    return ok(
      answer.value.map((operation) => ({
        id: operation.id,
        name: operation.name,
        durationMinutes: operation.durationMinutes,
      })),
    );
  }

  /**
   * The days from `from` to `until` of each person, by person. A person whose hours cannot be had now
   * is left out, so the agenda shows them unshaded rather than as never working.
   */
  async hours(
    userIds: readonly string[],
    from: Temporal.PlainDate,
    until: Temporal.PlainDate,
    signal?: AbortSignal,
  ): Promise<ReadonlyMap<string, readonly AgendaDay[]>> {
    // The weeks from the Monday of the first day to the last day.
    const weeks = Math.ceil((from.dayOfWeek - 1 + from.until(until).days + 1) / 7);
    const patterns = await Promise.all(
      userIds.map((userId) => this.availability.pattern(userId, from, { weeks, scheduleId: null }, signal)),
    );
    const hours = new Map<string, readonly AgendaDay[]>();
    patterns.forEach((pattern, index) => {
      const userId = userIds[index];
      if (!pattern.ok || !userId) return;
      hours.set(
        userId,
        pattern.value.days.map((day) => ({
          date: day.date,
          available: day.available.map((block) => ({ start: block.start, end: block.end })),
          holiday: day.holiday?.name ?? null,
          daysOff: day.daysOff.map((off) => off.reason),
        })),
      );
    });
    return hours;
  }

  async teams(signal?: AbortSignal): Promise<Result<readonly TeamChoice[], GatewayFailure>> {
    return this.teamGateway.teams(signal);
  }

  /** The planner's remembered columns and view; none when they cannot be had now. */
  async preferences(signal?: AbortSignal): Promise<AgendaPreferences> {
    const answer = await this.preferencesGateway.load(signal);
    return answer.ok
      ? { columns: answer.value.agendaColumns, view: answer.value.agendaView }
      : { columns: [], view: null };
  }

  /** Remembers the planner's columns and view; a refusal is told in the server's words. */
  async remember(preferences: AgendaPreferences): Promise<void> {
    const answer = await this.preferencesGateway.save({
      agendaColumns: preferences.columns,
      agendaView: preferences.view,
    });
    if (answer.ok) return;
    const failure = answer.error;
    if (failure.kind === 'rejected') {
      const message = [failure.message, ...Object.values(failure.fieldErrors).flat()].find(
        (text) => text.trim() !== '',
      );
      this.notifier.notify(
        message
          ? { type: 'warning', title: message, verbatim: true }
          : { type: 'warning', title: 'agenda.notices.notRemembered' },
      );
    } else if (!needsNoMessage(failure))
      this.notifier.notify({ type: 'warning', title: 'agenda.notices.notRemembered' });
  }
}
