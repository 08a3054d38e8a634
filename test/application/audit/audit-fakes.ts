import { Temporal } from 'temporal-polyfill';
import type { AuditGateway, AuditPage } from '../../../src/application/audit/audit-gateway';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { AuditCsvLabels } from '../../../src/application/audit/audit-csv';
import type { AuditEntry, AuditLogQuery, AuditUser, AuditValue } from '../../../src/domain/audit/audit-entry';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';

/** An entry with the fields a test names; the rest plain. */
export const anEntry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `w${id}`,
  at: Temporal.Instant.from('2026-03-02T08:15:00Z'),
  user: { id: 'u1', name: 'Arjen Beheer' },
  entity: { type: 'resource_type', id: `r${id}`, label: `Type ${id}`, day: null },
  action: 'created',
  changes: [],
  names: {},
  ...overrides,
});

/** The log over an in-memory list, answering pages as the back office would; records what was asked. */
export class FakeAuditGateway implements AuditGateway {
  entriesList: AuditEntry[] = [];
  people: AuditUser[] = [{ id: 'u1', name: 'Arjen Beheer' }];
  failure: GatewayFailure | null = null;
  readonly queries: AuditLogQuery[] = [];

  async entries(query: AuditLogQuery): Promise<Result<AuditPage, GatewayFailure>> {
    this.queries.push(query);
    if (this.failure) return fail(this.failure);
    const start = (query.page - 1) * query.size;
    return ok({ rows: this.entriesList.slice(start, start + query.size), total: this.entriesList.length });
  }

  async users(): Promise<Result<readonly AuditUser[], GatewayFailure>> {
    return this.failure ? fail(this.failure) : ok(this.people);
  }
}

export const EVERYTHING: AuditLogQuery = {
  userId: null,
  entityType: null,
  action: null,
  from: null,
  to: null,
  direction: 'desc',
  page: 1,
  size: 100,
};

const plainValue = (value: AuditValue): string =>
  value === null ? '' : typeof value === 'object' && !Array.isArray(value) ? '(withheld)' : String(value);

/** The words of an export where a test is not about the words: moments on Amsterdam's clock, codes as they are. */
export const plainWords: Pick<AuditCsvLabels, 'moment' | 'entity' | 'change'> = {
  moment: (entry) =>
    entry.at
      .toZonedDateTimeISO('Europe/Amsterdam')
      .toPlainDateTime()
      .toString({ smallestUnit: 'second' })
      .replace('T', ' '),
  entity: (entry) => entry.entity.label,
  change: (change) =>
    `${change.field}: ${plainValue(change.from)} → ${
      Array.isArray(change.to) ? change.to.join(', ') : plainValue(change.to)
    }`,
};
