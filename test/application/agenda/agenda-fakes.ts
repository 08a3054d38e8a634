import { Temporal } from 'temporal-polyfill';
import type {
  AgendaChange,
  AgendaChangeFeed,
  AgendaFeedEvent,
} from '../../../src/application/agenda/agenda-change-feed';
import type {
  AgendaColumn,
  AgendaGateway,
  Appointment,
  AppointmentPage,
  AppointmentQuery,
} from '../../../src/application/agenda/agenda-gateway';
import type { OperationGateway } from '../../../src/application/locations/location-gateway';
import type { Operation } from '../../../src/domain/locations/location';
import type { Clock } from '../../../src/application/platform/clock';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { AppointmentStatus } from '../../../src/domain/agenda/appointment';
import type { SeriesPattern } from '../../../src/domain/agenda/calendar-series';
import type { Result } from '../../../src/domain/shared/result';
import { ok } from '../../../src/domain/shared/result';

type Answer<T> = Result<T, GatewayFailure>;

/** Wednesday 5 November 2025, 10:00 in Amsterdam. */
export class WednesdayClock implements Clock {
  at = Temporal.ZonedDateTime.from('2025-11-05T10:00:00+01:00[Europe/Amsterdam]');
  now(): Temporal.ZonedDateTime {
    return this.at;
  }
  today(): Temporal.PlainDate {
    return this.at.toPlainDate();
  }
}

export const rejected = (status: number, message: string): GatewayFailure => ({
  kind: 'rejected',
  status,
  message,
  code: null,
  fieldErrors: {},
  told: false,
});

export const anAppointment = (changes: Partial<Appointment> = {}): Appointment => ({
  id: 'a-1',
  start: Temporal.ZonedDateTime.from('2025-11-05T09:00:00+01:00[Europe/Amsterdam]'),
  end: Temporal.ZonedDateTime.from('2025-11-05T09:30:00+01:00[Europe/Amsterdam]'),
  status: 'planned',
  channel: 'on_site',
  userId: 'u-1',
  userName: 'Dr. A. Bakker',
  operation: {
    id: 'op-1',
    name: 'Spreekuur bedrijfsarts',
    medical: true,
    colour: '#0b5cab',
    durationMinutes: 30,
  },
  title: 'Spreekuur bedrijfsarts',
  detailsHidden: false,
  employee: { id: 'e-1', name: 'Jan Jansen', employerName: 'Bakkerij De Gouden Korenaar' },
  locationId: 'loc-1',
  location: 'Utrecht',
  roomId: 'room-1',
  roomName: 'Spreekkamer 1',
  resources: [],
  note: null,
  seriesId: null,
  version: 1,
  ...changes,
});

export const aColumn = (changes: Partial<AgendaColumn> = {}): AgendaColumn => ({
  id: 'u-1',
  kind: 'user',
  name: 'Dr. A. Bakker',
  locationIds: ['loc-1'],
  detail: null,
  ...changes,
});

/** An agenda gateway that records what it is asked and answers what the test set. */
export class FakeAgendaGateway implements AgendaGateway {
  readonly queries: AppointmentQuery[] = [];
  readonly calls: string[] = [];
  rows: Appointment[] = [anAppointment()];
  columnList: AgendaColumn[] = [aColumn()];
  columnsAnswer: Answer<readonly AgendaColumn[]> | null = null;
  statusAnswer: Answer<Appointment> | null = null;

  columns(): Promise<Answer<readonly AgendaColumn[]>> {
    return Promise.resolve(this.columnsAnswer ?? ok(this.columnList));
  }

  appointments(query: AppointmentQuery): Promise<Answer<AppointmentPage>> {
    this.queries.push(query);
    const size = query.page?.size ?? this.rows.length;
    const start = ((query.page?.number ?? 1) - 1) * size;
    return Promise.resolve(ok({ rows: this.rows.slice(start, start + size), total: this.rows.length }));
  }

  changeStatus(
    id: string,
    status: AppointmentStatus,
    _version?: number,
    email = false,
  ): Promise<Answer<Appointment>> {
    this.calls.push(`changeStatus ${id} ${status}${email ? ' email' : ''}`);
    if (this.statusAnswer) return Promise.resolve(this.statusAnswer);
    const row = this.rows.find((appointment) => appointment.id === id) ?? anAppointment({ id });
    const changed = { ...row, status };
    this.rows = this.rows.map((appointment) => (appointment.id === id ? changed : appointment));
    return Promise.resolve(ok(changed));
  }

  /** The series' rules the gateway knows; asked for by the calendar export. */
  seriesPatterns: SeriesPattern[] = [];
  seriesAnswer: Answer<readonly SeriesPattern[]> | null = null;
  readonly seriesAsked: (readonly string[])[] = [];

  series(ids: readonly string[]): Promise<Answer<readonly SeriesPattern[]>> {
    this.seriesAsked.push(ids);
    if (this.seriesAnswer) return Promise.resolve(this.seriesAnswer);
    return Promise.resolve(ok(this.seriesPatterns.filter((pattern) => ids.includes(pattern.id))));
  }

  appointment = notUsed;
  create: AgendaGateway['create'] = notUsed;
  checkCreate: AgendaGateway['checkCreate'] = notUsed;
  update: AgendaGateway['update'] = notUsed;
  remove: AgendaGateway['remove'] = notUsed;
  removeSeriesFrom: AgendaGateway['removeSeriesFrom'] = notUsed;
  history = notUsed;
  employees: AgendaGateway['employees'] = notUsed;
}

function notUsed(): never {
  throw new Error('not used by the appointment list');
}

/** The operations gateway as the list's filter reads it: all operations, nothing else. */
export function fakeOperations(operations: readonly Partial<Operation>[] = []): OperationGateway {
  return {
    allOperations: () => Promise.resolve(ok(operations as readonly Operation[])),
  } as unknown as OperationGateway;
}

/** A change feed the test speaks for: `emit` hands an event to whoever follows. */
export class FakeAgendaChangeFeed implements AgendaChangeFeed {
  readonly listeners = new Set<(event: AgendaFeedEvent) => void>();
  follow(listener: (event: AgendaFeedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(event: AgendaFeedEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

/** Another planner's change of an appointment. */
export const aChangeBy = (
  name: string,
  appointment: Appointment,
  changes: Partial<AgendaChange> = {},
): AgendaChange => ({
  sequence: 1,
  kind: 'moved',
  appointment,
  previous: null,
  by: { id: `u-${name}`, name },
  at: Temporal.ZonedDateTime.from('2025-11-05T10:00:00+01:00[Europe/Amsterdam]'),
  ...changes,
});
