import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type {
  RelatedRecord,
  WizardGateway,
  WizardRunSummary,
  WizardSummary,
} from '../../../src/application/wizards/wizard-gateway';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import type { Wizard, WizardDefinition, WizardRun, WizardValues } from '../../../src/domain/wizards/wizard';

const both = (text: string) => ({ nl: text, en: `${text} (en)` });

/** A two-step intake: a name, then a required e-mail address and a yes or no. */
export const INTAKE: WizardDefinition = {
  name: both('Intake'),
  target: { relatedType: 'dossier', dossierType: 'illness' },
  steps: [
    {
      id: 'step-1',
      title: both('Persoon'),
      fields: [
        {
          id: 'name',
          kind: 'text',
          label: both('Naam'),
          help: both(''),
          required: false,
          rule: null,
          options: [],
        },
      ],
    },
    {
      id: 'step-2',
      title: both('Contact'),
      fields: [
        {
          id: 'mail',
          kind: 'email',
          label: both('E-mail'),
          help: both(''),
          required: true,
          rule: null,
          options: [],
        },
        {
          id: 'back',
          kind: 'yesNo',
          label: both('Terug aan het werk'),
          help: both(''),
          required: true,
          rule: null,
          options: [],
        },
      ],
    },
  ],
};

export const runOf = (more: Partial<WizardRun> = {}): WizardRun => ({
  id: 'run-1',
  wizardId: 'wizard-1',
  wizard: INTAKE,
  relatedType: 'dossier',
  relatedUuid: '20001',
  relatedLabel: 'Jan Jansen',
  status: 'open',
  currentStep: 0,
  values: {},
  ...more,
});

export const rejected = (
  status: number,
  message: string,
  fieldErrors: Record<string, string[]> = {},
): GatewayFailure => ({ kind: 'rejected', status, message, code: null, fieldErrors, told: false });

type Answer<T> = Result<T, GatewayFailure>;

/** A wizard back office in memory that records each call and answers what a test sets. */
export class FakeWizardGateway implements WizardGateway {
  readonly calls: string[] = [];
  /** The next answer of a write; null answers as a back office that takes it. */
  nextRunAnswer: Answer<WizardRun> | null = null;
  nextWizardAnswer: Answer<Wizard> | null = null;
  run_: WizardRun = runOf();

  wizards(): Promise<Answer<{ rows: readonly WizardSummary[]; total: number }>> {
    return Promise.resolve(ok({ rows: [], total: 0 }));
  }
  startable(): Promise<Answer<readonly WizardSummary[]>> {
    return Promise.resolve(ok([]));
  }
  wizard(id: string): Promise<Answer<Wizard>> {
    return Promise.resolve(ok({ ...INTAKE, id, runs: 0 }));
  }
  createWizard(definition: WizardDefinition): Promise<Answer<Wizard>> {
    this.calls.push('create');
    return Promise.resolve(this.takeWizardAnswer() ?? ok({ ...definition, id: 'wizard-new', runs: 0 }));
  }
  updateWizard(id: string, definition: WizardDefinition): Promise<Answer<Wizard>> {
    this.calls.push(`update ${id}`);
    return Promise.resolve(this.takeWizardAnswer() ?? ok({ ...definition, id, runs: 0 }));
  }
  deleteWizard(id: string): Promise<Answer<void>> {
    this.calls.push(`delete ${id}`);
    return Promise.resolve(ok(undefined));
  }
  initialize(wizardId: string, record: RelatedRecord): Promise<Answer<WizardRun>> {
    this.calls.push(`initialize ${wizardId} ${record.relatedType} ${record.relatedUuid}`);
    return Promise.resolve(ok(this.run_));
  }
  run(): Promise<Answer<WizardRun>> {
    return Promise.resolve(ok(this.run_));
  }
  runsOf(): Promise<Answer<readonly WizardRunSummary[]>> {
    return Promise.resolve(ok([]));
  }
  saveAnswers(id: string, values: WizardValues): Promise<Answer<WizardRun>> {
    this.calls.push(`save ${id} ${JSON.stringify(values)}`);
    return this.answer({ values });
  }
  completeStep(id: string, values: WizardValues, step: number): Promise<Answer<WizardRun>> {
    this.calls.push(`complete ${id} ${step} ${JSON.stringify(values)}`);
    return this.answer({ values, currentStep: Math.min(step + 1, this.run_.wizard.steps.length - 1) });
  }
  finalize(id: string, values: WizardValues): Promise<Answer<WizardRun>> {
    this.calls.push(`finalize ${id}`);
    return this.answer({ values, status: 'finished' });
  }

  private takeWizardAnswer(): Answer<Wizard> | null {
    const next = this.nextWizardAnswer;
    this.nextWizardAnswer = null;
    return next;
  }

  private answer(change: Partial<WizardRun>): Promise<Answer<WizardRun>> {
    const next = this.nextRunAnswer;
    this.nextRunAnswer = null;
    if (next) return Promise.resolve(next);
    this.run_ = { ...this.run_, ...change };
    return Promise.resolve(ok(this.run_));
  }
}

export const networkFault = (): Answer<never> => fail({ kind: 'network', told: false });
