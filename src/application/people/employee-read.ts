import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';

/**
 * Why an employee, or a part of their page, could not be read: the employee (or employment) is not
 * there, it is out of the user's reach (another employer's, or dossiers the user does not see), or
 * there was no usable answer (the user is told once; also when the read was cancelled).
 */
export type EmployeeReadError = 'employee.not-found' | 'employee.forbidden' | 'employee.unavailable';

const refusedWith = (failure: GatewayFailure, status: number) =>
  failure.kind === 'rejected' && failure.status === status;

export function employeeReadErrorOf(failure: GatewayFailure): EmployeeReadError {
  if (refusedWith(failure, 404)) return 'employee.not-found';
  if (refusedWith(failure, 403)) return 'employee.forbidden';
  return 'employee.unavailable';
}

/** A refusal the screen shows as a state needs no message; nor does what the user was told already. */
export const needsTelling = (failure: GatewayFailure): boolean =>
  !needsNoMessage(failure) && !refusedWith(failure, 404) && !refusedWith(failure, 403);

export const SOMETHING_WENT_WRONG = { type: 'error', title: 'common.somethingWentWrong' } as const;

/** A read's answer with its failure as an EmployeeReadError; an untold failure is told here, once. */
export function employeeReadOf<T>(
  answer: Result<T, GatewayFailure>,
  notifier: Notifier,
): Result<T, EmployeeReadError> {
  if (answer.ok) return answer;
  if (needsTelling(answer.error)) notifier.notify(SOMETHING_WENT_WRONG);
  return fail(employeeReadErrorOf(answer.error));
}
