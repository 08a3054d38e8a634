import { makeAutoObservable, observableRef } from 'mobx';
import type { WizardDefinition, WizardStep, WizardValue, WizardValues } from '../../../domain/wizards/wizard';
import { emptyValue } from '../../../domain/wizards/wizard';
import type { AnswerProblem } from '../../../domain/wizards/wizard-rules';
import { firstStepWithProblems, stepProblems } from '../../../domain/wizards/wizard-rules';

/**
 * The builder's preview: the wizard run as a professional would, with the same rules on every step,
 * but nothing is sent or kept; closing it forgets the answers.
 */
export class WizardPreviewViewModel {
  values: WizardValues;
  shown = 0;
  problems: Readonly<Record<string, AnswerProblem>> = {};
  done = false;
  refusals = 0;

  constructor(readonly definition: WizardDefinition) {
    this.values = Object.fromEntries(
      definition.steps.flatMap((step) => step.fields.map((field) => [field.id, emptyValue(field.kind)])),
    );
    makeAutoObservable(
      this,
      { definition: false, values: observableRef, problems: observableRef },
      { autoBind: true },
    );
  }

  get step(): WizardStep | null {
    return this.definition.steps[this.shown] ?? null;
  }

  get isLast(): boolean {
    return this.shown >= this.definition.steps.length - 1;
  }

  setValue(fieldId: string, value: WizardValue): void {
    this.values = { ...this.values, [fieldId]: value };
    if (fieldId in this.problems) {
      const { [fieldId]: _gone, ...rest } = this.problems;
      this.problems = rest;
    }
  }

  back(): void {
    if (this.shown > 0) {
      this.shown -= 1;
      this.problems = {};
    }
  }

  next(): void {
    const step = this.step;
    if (!step) return;
    const problems = stepProblems(step, this.values);
    this.problems = problems;
    if (Object.keys(problems).length > 0) {
      this.refusals += 1;
      return;
    }
    if (this.isLast) {
      const first = firstStepWithProblems(this.definition, this.values);
      if (first === null) this.done = true;
      else {
        this.shown = first;
        this.problems = stepProblems(this.definition.steps[first] as WizardStep, this.values);
        this.refusals += 1;
      }
    } else this.shown += 1;
  }

  restart(): void {
    this.shown = 0;
    this.done = false;
    this.problems = {};
  }
}
