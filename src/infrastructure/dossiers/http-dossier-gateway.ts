import { Temporal } from 'temporal-polyfill';
import type {
  ActiveCases,
  CasePage,
  DayAppointment,
  DossierGateway,
  DossierSummary,
  EmployerRef,
  RecentDossier,
} from '../../application/dossiers/dossier-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { CaseListQuery } from '../../domain/dossiers/case-list';
import type { DossierType } from '../../domain/dossiers/dossier-type';
import { isDossierType } from '../../domain/dossiers/dossier-type';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  ActiveCasesSchema,
  AvailableDossierTypesSchema,
  DayAppointmentsSchema,
  DossierPageSchema,
  EmployersSchema,
  RecentlyViewedSchema,
} from './dossier-schemas';

/** Spec section 9: an employee search shows 15 results. */
const EMPLOYEE_SEARCH_SIZE = 15;

/** The dossier reference calls of spec section 7 over HTTP. */
export class HttpDossierGateway implements DossierGateway {
  constructor(private readonly http: HttpClient) {}

  async recentlyViewed(
    limit: number,
    signal?: AbortSignal,
  ): Promise<Result<readonly RecentDossier[], GatewayFailure>> {
    const answer = await this.http.request(RecentlyViewedSchema, {
      method: 'GET',
      signal,
      path: '/v2/dossier/recently-viewed',
      params: { limit },
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data.map((dossier) => ({ ...dossier, viewedAt: Temporal.Instant.from(dossier.viewedAt) })),
    );
  }

  async activeCases(signal?: AbortSignal): Promise<Result<ActiveCases, GatewayFailure>> {
    const answer = await this.http.request(ActiveCasesSchema, {
      method: 'GET',
      signal,
      path: '/v2/dossier/active-cases-count',
    });
    if (!answer.ok) return answer;
    const byType = new Map<DossierType, number>();
    for (const [type, count] of Object.entries(answer.value.data.byType)) {
      if (isDossierType(type) && count > 0) byType.set(type, count);
    }
    return ok({ total: answer.value.data.total, byType });
  }

  async availableTypes(signal?: AbortSignal): Promise<Result<readonly DossierType[], GatewayFailure>> {
    const answer = await this.http.request(AvailableDossierTypesSchema, {
      method: 'GET',
      signal,
      path: '/v2/dossier/available-dossier-types',
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async employers(signal?: AbortSignal): Promise<Result<readonly EmployerRef[], GatewayFailure>> {
    const answer = await this.http.request(EmployersSchema, { method: 'GET', signal, path: '/v2/employers' });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async listCases(query: CaseListQuery, signal?: AbortSignal): Promise<Result<CasePage, GatewayFailure>> {
    const answer = await this.http.request(DossierPageSchema, {
      method: 'GET',
      signal,
      path: '/v2/dossier',
      query: {
        filter: {
          status: 'open',
          ...(query.dossierType ? { dossierType: query.dossierType } : {}),
          ...(query.tasksDue ? { tasksDue: query.tasksDue } : {}),
        },
        sort: [query.sort],
        page: { number: query.page, size: query.size },
      },
    });
    if (!answer.ok) return answer;
    return ok({
      rows: answer.value.data.map((dossier) => ({
        ...dossier,
        startDate: Temporal.PlainDate.from(dossier.startDate),
      })),
      total: answer.value.meta.total,
    });
  }

  async searchOpenDossiers(
    search: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly DossierSummary[], GatewayFailure>> {
    const answer = await this.http.request(DossierPageSchema, {
      method: 'GET',
      signal,
      path: '/v2/dossier',
      query: { filter: { status: 'open', search }, page: { number: 1, size: EMPLOYEE_SEARCH_SIZE } },
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data.map((dossier) => ({
        ...dossier,
        startDate: Temporal.PlainDate.from(dossier.startDate),
      })),
    );
  }

  async dayAppointments(
    date: Temporal.PlainDate,
    signal?: AbortSignal,
  ): Promise<Result<readonly DayAppointment[], GatewayFailure>> {
    const answer = await this.http.request(DayAppointmentsSchema, {
      method: 'GET',
      signal,
      path: '/v3/agenda/appointments',
      query: { filter: { date: date.toString(), mine: true } },
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data.map((appointment) => ({
        ...appointment,
        start: Temporal.Instant.from(appointment.start),
        end: Temporal.Instant.from(appointment.end),
      })),
    );
  }
}
