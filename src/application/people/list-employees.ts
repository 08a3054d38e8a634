import type { Division, NamedRef } from '../../domain/people/employee';
import type { EmployeeListQuery } from '../../domain/people/employee-list-query';
import { normalEmployeeListQuery } from '../../domain/people/employee-list-query';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { EmployeeGateway, EmployeePage } from './employee-gateway';
import { needsTelling, SOMETHING_WENT_WRONG } from './employee-read';
import type { TeamGateway } from './team-gateway';

/** A list of filter choices. */
export type EmployeeChoiceList = 'employers' | 'divisions' | 'teams';

/** What the employee list's filters offer, each in the user's scope, by name. */
export interface EmployeeFilterChoices {
  readonly employers: readonly NamedRef[];
  /** Every division in scope; those of one employer are `divisionsOf(employerId)` of the domain. */
  readonly divisions: readonly Division[];
  /** The teams of professionals; an employee belongs to the team that serves their employer. */
  readonly teams: readonly NamedRef[];
  /** The lists that could not be read, offered empty (the user has been told once). */
  readonly unavailable: readonly EmployeeChoiceList[];
}

const byName = (a: NamedRef, b: NamedRef) => a.name.localeCompare(b.name, 'nl');

/**
 * The employee list (/employee-list): a page of the employees in the user's reach (an employer user
 * only its own people), searched on name, personnel number and employer, filtered on employer,
 * division, team and whether they are off sick now, in an order; and the choices of those filters.
 * `execute` answers what the shared list view-model's loader answers (ui/list: ListLoader), so a
 * failure is the gateway's and the list shows it; the HTTP client has told the user.
 */
export class ListEmployees {
  constructor(
    private readonly employees: EmployeeGateway,
    private readonly teams: TeamGateway,
    private readonly notifier: Notifier,
  ) {}

  /** One page; the query is made askable first (see normalEmployeeListQuery: a size of at most 100). */
  execute(query: EmployeeListQuery, signal?: AbortSignal): Promise<Result<EmployeePage, GatewayFailure>> {
    return this.employees.employees(normalEmployeeListQuery(query), signal);
  }

  /** The filters' choices. A list that fails is offered empty without hiding the others. */
  async filterChoices(signal?: AbortSignal): Promise<EmployeeFilterChoices> {
    const [employers, divisions, teams] = await Promise.all([
      this.employees.employers(signal),
      this.employees.divisions(null, signal),
      this.teams.teams(signal),
    ]);
    const failures = [employers, divisions, teams].flatMap((answer) => (answer.ok ? [] : [answer.error]));
    if (failures.some(needsTelling)) this.notifier.notify(SOMETHING_WENT_WRONG);
    const unavailable: EmployeeChoiceList[] = [];
    if (!employers.ok) unavailable.push('employers');
    if (!divisions.ok) unavailable.push('divisions');
    if (!teams.ok) unavailable.push('teams');
    return {
      employers: employers.ok ? [...employers.value].sort(byName) : [],
      divisions: divisions.ok ? [...divisions.value].sort(byName) : [],
      teams: teams.ok ? teams.value.map((team) => ({ id: team.id, name: team.name })).sort(byName) : [],
      unavailable,
    };
  }
}
