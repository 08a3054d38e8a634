import { token } from '../platform/token';
import type { Temporal } from 'temporal-polyfill';
import type { CaseListQuery } from '../../domain/dossiers/case-list';
import type { DossierType } from '../../domain/dossiers/dossier-type';
import type { DossierRef } from '../../domain/tasks/task';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';

export interface RecentDossier extends DossierRef {
  readonly viewedAt: Temporal.Instant;
}

export interface ActiveCases {
  readonly total: number;
  readonly byType: ReadonlyMap<DossierType, number>;
}

export interface DossierSummary extends DossierRef {
  readonly status: 'open' | 'closed';
  readonly startDate: Temporal.PlainDate;
  readonly openTasks: number;
}

/** A page of open cases and how many there are in all. */
export interface CasePage {
  readonly rows: readonly DossierSummary[];
  readonly total: number;
}

export interface DayAppointment {
  readonly id: string;
  /** The agenda the appointment is in (the caller's own). */
  readonly userId: string | null;
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
  readonly title: string;
  readonly location: string | null;
  readonly employeeName: string | null;
}

export interface EmployerRef {
  readonly id: string;
  readonly name: string;
}

export const DossierGateway = token<DossierGateway>('DossierGateway');
/** The dossier reference calls of spec section 7 that the dashboards read. */
export interface DossierGateway {
  recentlyViewed(
    limit: number,
    signal?: AbortSignal,
  ): Promise<Result<readonly RecentDossier[], GatewayFailure>>;
  activeCases(signal?: AbortSignal): Promise<Result<ActiveCases, GatewayFailure>>;
  availableTypes(signal?: AbortSignal): Promise<Result<readonly DossierType[], GatewayFailure>>;
  /** The employers in the user's scope. */
  employers(signal?: AbortSignal): Promise<Result<readonly EmployerRef[], GatewayFailure>>;
  /** A page of the open dossiers in the caller's scope (the cases `activeCases` counts). */
  listCases(query: CaseListQuery, signal?: AbortSignal): Promise<Result<CasePage, GatewayFailure>>;
  /** Open dossiers whose employee matches the search (spec section 9: employee search shows 15). */
  searchOpenDossiers(
    search: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly DossierSummary[], GatewayFailure>>;
  /** The signed-in user's appointments of a day. */
  dayAppointments(
    date: Temporal.PlainDate,
    signal?: AbortSignal,
  ): Promise<Result<readonly DayAppointment[], GatewayFailure>>;
}
