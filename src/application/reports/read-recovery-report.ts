import type { Temporal } from 'temporal-polyfill';
import type { RecoveryGrouping, RecoveryReport } from '../../domain/reports/recovery-report';
import { recoveryPeriodProblem } from '../../domain/reports/recovery-report';
import type { RecoveryPeriodProblem } from '../../domain/reports/recovery-report';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { ReportGateway } from './report-gateway';

export type RecoveryReadError = RecoveryPeriodProblem | 'recovery.forbidden' | 'recovery.unavailable';

/**
 * The absence and recovery report of a period, per employer, division or team. The period is checked
 * first (recoveryPeriodProblem); a refusal of the back office is a state of the screen, anything
 * else is told once.
 */
export class ReadRecoveryReport {
  constructor(
    private readonly reports: ReportGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /** The last twelve months through today, the report's first question. */
  defaultPeriod(): { readonly from: Temporal.PlainDate; readonly to: Temporal.PlainDate } {
    const to = this.clock.today();
    return { from: to.subtract({ years: 1 }).add({ days: 1 }), to };
  }

  async execute(
    from: Temporal.PlainDate | null,
    to: Temporal.PlainDate | null,
    groupBy: RecoveryGrouping,
    signal?: AbortSignal,
  ): Promise<Result<RecoveryReport, RecoveryReadError>> {
    const problem = recoveryPeriodProblem(from, to, this.clock.today());
    if (problem !== null || !from || !to) return fail(problem ?? 'recovery.period-required');
    const answer = await this.reports.recovery({ from, to, groupBy }, signal);
    if (answer.ok) return answer;
    const failure = answer.error;
    if (failure.kind === 'rejected' && failure.status === 403) return fail('recovery.forbidden');
    if (!needsNoMessage(failure)) this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    return fail('recovery.unavailable');
  }
}
