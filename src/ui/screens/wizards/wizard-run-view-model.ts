import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AnswerRefusal, RunWizard } from '../../../application/wizards/run-wizard';
import type { WizardRun, WizardStep, WizardValue, WizardValues } from '../../../domain/wizards/wizard';
import type { AnswerProblem } from '../../../domain/wizards/wizard-rules';
import { RecordLoad } from '../../components/record/record-load';

/** What the run screen is doing or failed to do; a failed action can be tried again as it was. */
export type RunActivity = 'idle' | 'saving' | 'completing' | 'finishing';
type RunAction = 'save' | 'complete' | 'finish';

/**
 * /wizard-runs/{runId}: a wizard filled in step by step. The answers live here, in memory only: each
 * step is checked on the spot by the domain's rules, completed at the back office, and the whole
 * finished once. Going back keeps every answer; a failure keeps them all on screen with a way to try
 * again; unsaved answers make leaving the page ask first.
 */
export class WizardRunViewModel {
  readonly load = new RecordLoad();
  run: WizardRun | null = null;
  values: WizardValues = {};
  /** The index of the step on screen. */
  shown = 0;
  problems: Readonly<Record<string, AnswerProblem>> = {};
  serverFields: Readonly<Record<string, string>> = {};
  activity: RunActivity = 'idle';
  /** The last action that did not go through, and why; null once one does. */
  failure: { action: RunAction; refusal: AnswerRefusal } | null = null;
  /** Whether answers changed since the back office last took them. */
  dirty = false;
  /** Counts refusals of the rules, so the screen moves the focus to the first problem each time. */
  refusals = 0;
  /** Counts the saves that went through, so the screen can say "saved" once per save. */
  saves = 0;

  constructor(
    private readonly runWizard: RunWizard,
    readonly runId: string,
  ) {
    makeAutoObservable<WizardRunViewModel, 'runWizard'>(
      this,
      {
        load: false,
        runId: false,
        runWizard: false,
        run: observableRef,
        values: observableRef,
        problems: observableRef,
        serverFields: observableRef,
        failure: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load.run(async (signal) => {
      const found = await this.runWizard.load(this.runId, signal);
      if (found.ok && !signal.aborted)
        runInAction(() => {
          this.take(found.value);
          this.values = found.value.values;
          this.shown = found.value.currentStep;
        });
      return found;
    });
    return () => this.load.stop();
  }

  get step(): WizardStep | null {
    return this.run?.wizard.steps[this.shown] ?? null;
  }

  get stepCount(): number {
    return this.run?.wizard.steps.length ?? 0;
  }

  get isLast(): boolean {
    return this.shown >= this.stepCount - 1;
  }

  get finished(): boolean {
    return this.run?.status === 'finished';
  }

  get busy(): boolean {
    return this.activity !== 'idle';
  }

  /** Whether leaving should ask first. */
  get unsaved(): boolean {
    return this.dirty && !this.finished;
  }

  problemOf(fieldId: string): AnswerProblem | null {
    return this.problems[fieldId] ?? null;
  }

  serverMessageOf(fieldId: string): string | null {
    return this.serverFields[fieldId] ?? null;
  }

  setValue(fieldId: string, value: WizardValue): void {
    if (this.finished) return;
    this.values = { ...this.values, [fieldId]: value };
    this.dirty = true;
    if (fieldId in this.problems) {
      const { [fieldId]: _gone, ...rest } = this.problems;
      this.problems = rest;
    }
    if (fieldId in this.serverFields) {
      const { [fieldId]: _gone, ...rest } = this.serverFields;
      this.serverFields = rest;
    }
  }

  /** Back one step; every answer stays. */
  back(): void {
    if (this.shown > 0 && !this.busy) {
      this.shown -= 1;
      this.clearFeedback();
    }
  }

  /** Shows a step already completed (from the step list). */
  goTo(index: number): void {
    const run = this.run;
    if (!run || this.busy || index < 0 || index >= this.stepCount) return;
    if (index <= Math.max(run.currentStep, this.shown) || this.finished) {
      this.shown = index;
      this.clearFeedback();
    }
  }

  save(): Promise<void> {
    return this.perform('save');
  }

  next(): Promise<void> {
    return this.perform('complete');
  }

  finish(): Promise<void> {
    return this.perform('finish');
  }

  /** Tries the failed action again, with the answers as they are now. */
  retry(): Promise<void> {
    return this.failure ? this.perform(this.failure.action) : Promise.resolve();
  }

  private async perform(action: RunAction): Promise<void> {
    const run = this.run;
    if (!run || this.busy || this.finished) return;
    const values = this.values;
    const step = this.shown;
    this.activity = action === 'save' ? 'saving' : action === 'complete' ? 'completing' : 'finishing';
    const result =
      action === 'save'
        ? await this.runWizard.save(run, values)
        : action === 'complete'
          ? await this.runWizard.completeStep(run, values, step)
          : await this.runWizard.finalize(run, values);
    runInAction(() => {
      this.activity = 'idle';
      if (!result.ok) {
        this.refused(action, result.error);
        return;
      }
      this.take(result.value);
      this.failure = null;
      this.clearFeedback();
      // Answers typed while the call ran are still to be saved.
      this.dirty = this.values !== values;
      if (action === 'save') this.saves += 1;
      if (action === 'complete') this.shown = Math.min(step + 1, this.stepCount - 1);
    });
  }

  private refused(action: RunAction, refusal: AnswerRefusal): void {
    if (refusal.code === 'invalid') {
      if (refusal.step !== null) this.shown = refusal.step;
      this.problems = refusal.fields;
      this.serverFields = {};
      this.failure = null;
      this.refusals += 1;
      return;
    }
    this.problems = {};
    this.serverFields = refusal.serverFields;
    this.failure = { action, refusal };
    if (Object.keys(refusal.serverFields).length > 0) this.refusals += 1;
  }

  private clearFeedback(): void {
    this.problems = {};
    this.serverFields = {};
  }

  private take(run: WizardRun): void {
    this.run = run;
  }
}
