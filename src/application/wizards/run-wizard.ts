import type { DossierType } from '../../domain/dossiers/dossier-type';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { RelatedType, WizardRun, WizardValues } from '../../domain/wizards/wizard';
import type { AnswerProblem } from '../../domain/wizards/wizard-rules';
import { answersOf, firstStepWithProblems, stepProblems } from '../../domain/wizards/wizard-rules';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { LoadCode } from '../platform/record-refusal';
import { fieldsOfServer, loadWith } from '../platform/record-refusal';
import type { RelatedRecord, WizardGateway, WizardRunSummary, WizardSummary } from './wizard-gateway';

/**
 * Why answers were not taken. The screen keeps every answer on screen in every case.
 * - `invalid`: the domain's rules found problems (`fields`, per field id); nothing was sent.
 * - `rejected`: the back office refused fields (`serverFields`), or the step (`message`).
 * - `finished`: the run was finished meanwhile (elsewhere); `message` is the server's.
 * - `unavailable`: no usable answer (network, a malformed body, a server error): try again.
 */
export interface AnswerRefusal {
  readonly code: 'invalid' | 'rejected' | 'finished' | 'unavailable';
  readonly fields: Readonly<Record<string, AnswerProblem>>;
  readonly serverFields: Readonly<Record<string, string>>;
  readonly message: string | null;
  /** For `invalid` on finishing: the step to show, the first with problems. */
  readonly step: number | null;
}

const refusal = (code: AnswerRefusal['code'], more: Partial<AnswerRefusal> = {}): AnswerRefusal => ({
  code,
  fields: {},
  serverFields: {},
  message: null,
  step: null,
  ...more,
});

function refusalOf(failure: GatewayFailure, fieldIds: readonly string[]): AnswerRefusal {
  if (failure.kind !== 'rejected' || failure.status >= 500) return refusal('unavailable');
  const message = failure.message.trim() || null;
  if (failure.status === 409) return refusal('finished', { message });
  const { fields, rest } = fieldsOfServer(failure.fieldErrors, fieldIds);
  return refusal('rejected', {
    serverFields: fields as Readonly<Record<string, string>>,
    message: [message, ...rest].filter(Boolean).join(' ') || null,
  });
}

/**
 * Filling in a wizard for a dossier or an employee (spec section 7): start or resume it, save answers
 * without moving on, complete a step (checked by the domain's rules first, then by the back office)
 * and finish it. Answers live only in memory and at the back office: never in web storage.
 */
export class RunWizard {
  constructor(
    private readonly wizards: WizardGateway,
    private readonly notifier: Notifier,
  ) {}

  startable(
    target: { relatedType: RelatedType; dossierType: DossierType | null },
    signal?: AbortSignal,
  ): Promise<Result<readonly WizardSummary[], GatewayFailure>> {
    return this.wizards.startable(target, signal);
  }

  runsOf(
    record: RelatedRecord,
    signal?: AbortSignal,
  ): Promise<Result<readonly WizardRunSummary[], GatewayFailure>> {
    return this.wizards.runsOf(record, signal);
  }

  /** Starts the wizard for the record, or answers the open run of it there is (resumed). */
  async start(wizardId: string, record: RelatedRecord): Promise<Result<WizardRun, string | null>> {
    const answer = await this.wizards.initialize(wizardId, record);
    if (answer.ok) return answer;
    const failure = answer.error;
    if (failure.kind === 'rejected') return fail(failure.message.trim() || null);
    if (failure.kind === 'network' || failure.kind === 'malformed')
      this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    return fail(null);
  }

  load(id: string, signal?: AbortSignal): Promise<Result<WizardRun, LoadCode>> {
    return loadWith(() => this.wizards.run(id, signal));
  }

  /** Saves the answers as they are, without checking their format (a half-typed answer is kept). */
  async save(run: WizardRun, values: WizardValues): Promise<Result<WizardRun, AnswerRefusal>> {
    const answer = await this.wizards.saveAnswers(run.id, answersOf(run.wizard, values));
    return answer.ok ? answer : fail(refusalOf(answer.error, this.fieldIds(run)));
  }

  /** Checks the step's answers and, when they hold, has the back office complete it. */
  async completeStep(
    run: WizardRun,
    values: WizardValues,
    step: number,
  ): Promise<Result<WizardRun, AnswerRefusal>> {
    const shown = run.wizard.steps[step];
    if (!shown) return fail(refusal('rejected'));
    const problems = stepProblems(shown, values);
    if (Object.keys(problems).length > 0) return fail(refusal('invalid', { fields: problems, step }));
    const answer = await this.wizards.completeStep(run.id, answersOf(run.wizard, values), step);
    return answer.ok ? answer : fail(refusalOf(answer.error, this.fieldIds(run)));
  }

  /** Finishes the run once every step holds; else names the first step with problems. */
  async finalize(run: WizardRun, values: WizardValues): Promise<Result<WizardRun, AnswerRefusal>> {
    const step = firstStepWithProblems(run.wizard, values);
    const shown = step === null ? undefined : run.wizard.steps[step];
    if (shown) return fail(refusal('invalid', { fields: stepProblems(shown, values), step }));
    const answer = await this.wizards.finalize(run.id, answersOf(run.wizard, values));
    if (!answer.ok) return fail(refusalOf(answer.error, this.fieldIds(run)));
    this.notifier.notify({ type: 'success', title: 'wizards.notices.finished' });
    return ok(answer.value);
  }

  private fieldIds(run: WizardRun): string[] {
    return run.wizard.steps.flatMap((step) => step.fields.map((field) => field.id));
  }
}
