import type { Temporal } from 'temporal-polyfill';
import type { DossierType } from '../../domain/dossiers/dossier-type';
import type {
  Division,
  Employee,
  EmployeeAppointment,
  EmployeeDossier,
  EmployeeDossierRef,
  EmployeeRow,
  Employment,
  NamedRef,
} from '../../domain/people/employee';
import type { EmployeeListQuery } from '../../domain/people/employee-list-query';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/** A page of the employee list and how many employees match in all. */
export interface EmployeePage {
  readonly rows: readonly EmployeeRow[];
  readonly total: number;
}

export const EmployeeGateway = token<EmployeeGateway>('EmployeeGateway');
/**
 * The employees in the user's reach (spec section 7, "Users, employers, employees, teams"). Reads of
 * one employee or their parts do not toast a refusal (404, 403): the screen shows it as a state.
 */
export interface EmployeeGateway {
  /** GET v2/employee: a page of the employees matching the query. */
  employees(query: EmployeeListQuery, signal?: AbortSignal): Promise<Result<EmployeePage, GatewayFailure>>;
  /** GET v2/employee/{id}: one employee; 404 unknown, 403 out of reach. */
  employee(id: string, signal?: AbortSignal): Promise<Result<Employee, GatewayFailure>>;
  /** GET v2/employments?filter[employee]: the employee's employments, newest first. */
  employments(
    employeeId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly Employment[], GatewayFailure>>;
  /**
   * GET v2/employments/latest-open-absence-dossier/{id}: the newest open dossier of the absence group
   * of the employment's employee that the user may see, or null.
   */
  latestOpenAbsenceDossier(
    employmentId: string,
    signal?: AbortSignal,
  ): Promise<Result<EmployeeDossierRef | null, GatewayFailure>>;
  /** GET v2/employee/{id}/dossiers: the employee's dossiers the user may see, newest first. */
  dossiers(
    employeeId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly EmployeeDossier[], GatewayFailure>>;
  /**
   * GET v2/employee/{id}/dossiers/{type}/last-open: the employee's newest open dossier of the type, or
   * null; 403 for a type the user may not see.
   */
  lastOpenDossier(
    employeeId: string,
    type: DossierType,
    signal?: AbortSignal,
  ): Promise<Result<EmployeeDossierRef | null, GatewayFailure>>;
  /**
   * GET v3/agenda/appointments?filter[employee]: the employee's appointments from `from` through
   * `until` (Amsterdam dates), soonest first, at most `limit`.
   */
  appointments(
    employeeId: string,
    from: Temporal.PlainDate,
    until: Temporal.PlainDate,
    limit: number,
    signal?: AbortSignal,
  ): Promise<Result<readonly EmployeeAppointment[], GatewayFailure>>;
  /** GET v2/employers: the employers in the user's scope. */
  employers(signal?: AbortSignal): Promise<Result<readonly NamedRef[], GatewayFailure>>;
  /** GET v2/employer-division: the divisions in the user's scope, of one employer or all. */
  divisions(
    employerId: string | null,
    signal?: AbortSignal,
  ): Promise<Result<readonly Division[], GatewayFailure>>;
}
