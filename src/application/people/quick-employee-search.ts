import { defaultEmployeeListQuery, QUICK_SEARCH_SIZE } from '../../domain/people/employee-list-query';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { EmployeeGateway } from './employee-gateway';

/** An employee a form's search finds: by name, with the employer's. */
export interface EmployeeRef {
  readonly id: string;
  readonly name: string;
  readonly employerName: string;
}

/** The employees matching the text that the caller may see, at most the quick search's 15 (spec section 9). */
export async function quickEmployeeSearch(
  employees: EmployeeGateway,
  text: string,
  signal?: AbortSignal,
): Promise<Result<readonly EmployeeRef[], GatewayFailure>> {
  const answer = await employees.employees(
    { ...defaultEmployeeListQuery(QUICK_SEARCH_SIZE), search: text },
    signal,
  );
  if (!answer.ok) return answer;
  return ok(
    answer.value.rows.map((row) => ({ id: row.id, name: row.name, employerName: row.employer.name })),
  );
}
