import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { WaitingField, WaitingProblem, WaitingRequest } from '../../domain/waitlist/waiting-entry';
import { waitingProblems } from '../../domain/waitlist/waiting-entry';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { CaseDeadline, WaitingEntry, WaitlistGateway } from './waitlist-gateway';

const FIELDS: readonly WaitingField[] = ['employeeId', 'operationId', 'latestDate'];

/**
 * Puts an employee on the waitlist (POST v3/waitlist): for an operation, with the locations or
 * professionals that suit and the last day it may be on. For a probleemanalyse the back office takes
 * the open case's week-6 deadline (the legal clock's rule), which the form shows beforehand.
 */
export class PutOnWaitlist {
  constructor(
    private readonly waitlist: WaitlistGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  check(request: WaitingRequest): Partial<Record<WaitingField, WaitingProblem>> {
    return waitingProblems(request, this.clock.today());
  }

  /** The probleemanalyse's deadline of the employee's open case, if any. */
  caseDeadline(employeeId: string, signal?: AbortSignal): Promise<Result<CaseDeadline, GatewayFailure>> {
    return this.waitlist.caseDeadline(employeeId, signal);
  }

  async execute(
    request: WaitingRequest,
    employeeName: string,
  ): Promise<Result<WaitingEntry, SaveRefusal<WaitingField, WaitingProblem>>> {
    const problems = this.check(request);
    if (hasProblems(problems)) return fail(invalid(problems));
    const result = await saveWith(() => this.waitlist.add(request), this.notifier, FIELDS, {
      employee: 'employeeId',
      operation: 'operationId',
    });
    if (result.ok)
      this.notifier.notify({
        type: 'success',
        title: 'waitlist.notices.added',
        values: { name: employeeName },
      });
    return result;
  }
}
