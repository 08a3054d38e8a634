import type { Temporal } from 'temporal-polyfill';
import type { EmployeeGateway, EmployeePage } from '../../application/people/employee-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { DossierType } from '../../domain/dossiers/dossier-type';
import type {
  Division,
  Employee,
  EmployeeAppointment,
  EmployeeDossier,
  EmployeeDossierRef,
  Employment,
  NamedRef,
} from '../../domain/people/employee';
import type { EmployeeListQuery } from '../../domain/people/employee-list-query';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import { AppointmentPageSchema } from '../agenda/appointment-schemas';
import { EmployersSchema } from '../dossiers/dossier-schemas';
import type { HttpClient } from '../http/http-client';
import {
  dossierRefOf,
  employeeAppointmentOf,
  employeeDossierOf,
  employeeListQueryOf,
  employeeOf,
  employeeRowOf,
  employmentOf,
} from './employee-mapping';
import {
  DivisionPageSchema,
  DossierRefAnswerSchema,
  EmployeeAnswerSchema,
  EmployeeDossiersSchema,
  EmployeePageSchema,
  EmploymentPageSchema,
} from './employee-schemas';

const EMPLOYEE = '/v2/employee';
const EMPLOYMENTS = '/v2/employments';
/** Every row of a short list in one call: the contract's largest page. */
const ALL_ROWS = 1000;

const id = (value: string) => encodeURIComponent(value);

/**
 * The employees over HTTP. The list tells its failures like any list; every other read is quiet: the
 * use cases show a refusal as a state of the screen and tell anything else once, so the HTTP client
 * toasts only network faults and malformed answers of those.
 */
export class HttpEmployeeGateway implements EmployeeGateway {
  constructor(private readonly http: HttpClient) {}

  async employees(
    query: EmployeeListQuery,
    signal?: AbortSignal,
  ): Promise<Result<EmployeePage, GatewayFailure>> {
    const answer = await this.http.request(EmployeePageSchema, {
      method: 'GET',
      path: EMPLOYEE,
      query: employeeListQueryOf(query),
      signal,
    });
    if (!answer.ok) return answer;
    return ok({ rows: answer.value.data.map(employeeRowOf), total: answer.value.meta.total });
  }

  async employee(employeeId: string, signal?: AbortSignal): Promise<Result<Employee, GatewayFailure>> {
    const answer = await this.http.request(EmployeeAnswerSchema, {
      method: 'GET',
      path: `${EMPLOYEE}/${id(employeeId)}`,
      quiet: true,
      signal,
    });
    return answer.ok ? ok(employeeOf(answer.value.data)) : answer;
  }

  async employments(
    employeeId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly Employment[], GatewayFailure>> {
    const answer = await this.http.request(EmploymentPageSchema, {
      method: 'GET',
      path: EMPLOYMENTS,
      query: {
        filter: { employee: employeeId },
        sort: [{ field: 'startDate', direction: 'desc' }],
        page: { number: 1, size: ALL_ROWS },
      },
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(employmentOf)) : answer;
  }

  async latestOpenAbsenceDossier(
    employmentId: string,
    signal?: AbortSignal,
  ): Promise<Result<EmployeeDossierRef | null, GatewayFailure>> {
    return this.dossierRef(`${EMPLOYMENTS}/latest-open-absence-dossier/${id(employmentId)}`, signal);
  }

  async dossiers(
    employeeId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly EmployeeDossier[], GatewayFailure>> {
    const answer = await this.http.request(EmployeeDossiersSchema, {
      method: 'GET',
      path: `${EMPLOYEE}/${id(employeeId)}/dossiers`,
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(employeeDossierOf)) : answer;
  }

  async lastOpenDossier(
    employeeId: string,
    type: DossierType,
    signal?: AbortSignal,
  ): Promise<Result<EmployeeDossierRef | null, GatewayFailure>> {
    return this.dossierRef(`${EMPLOYEE}/${id(employeeId)}/dossiers/${id(type)}/last-open`, signal);
  }

  async appointments(
    employeeId: string,
    from: Temporal.PlainDate,
    until: Temporal.PlainDate,
    limit: number,
    signal?: AbortSignal,
  ): Promise<Result<readonly EmployeeAppointment[], GatewayFailure>> {
    const answer = await this.http.request(AppointmentPageSchema, {
      method: 'GET',
      path: '/v3/agenda/appointments',
      query: {
        filter: { employee: employeeId, from: from.toString(), until: until.toString() },
        sort: [{ field: 'start', direction: 'asc' }],
        page: { number: 1, size: Math.max(1, Math.trunc(limit)) },
      },
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(employeeAppointmentOf)) : answer;
  }

  async employers(signal?: AbortSignal): Promise<Result<readonly NamedRef[], GatewayFailure>> {
    const answer = await this.http.request(EmployersSchema, {
      method: 'GET',
      path: '/v2/employers',
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async divisions(
    employerId: string | null,
    signal?: AbortSignal,
  ): Promise<Result<readonly Division[], GatewayFailure>> {
    const answer = await this.http.request(DivisionPageSchema, {
      method: 'GET',
      path: '/v2/employer-division',
      query: {
        ...(employerId === null ? {} : { filter: { employer: employerId } }),
        page: { number: 1, size: ALL_ROWS },
      },
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  private async dossierRef(
    path: string,
    signal?: AbortSignal,
  ): Promise<Result<EmployeeDossierRef | null, GatewayFailure>> {
    const answer = await this.http.request(DossierRefAnswerSchema, {
      method: 'GET',
      path,
      quiet: true,
      signal,
    });
    if (!answer.ok) return answer;
    return ok(answer.value.data === null ? null : dossierRefOf(answer.value.data));
  }
}
