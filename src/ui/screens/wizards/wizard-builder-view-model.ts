import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Navigator } from '../../../application/platform/navigator';
import type { SaveCode } from '../../../application/platform/record-refusal';
import type { ManageWizards } from '../../../application/wizards/manage-wizards';
import { trimmedDefinition } from '../../../application/wizards/manage-wizards';
import { pathOf } from '../../../domain/access/route-match';
import type { DossierType } from '../../../domain/dossiers/dossier-type';
import type {
  Bilingual,
  Wizard,
  WizardDefinition,
  WizardField,
  WizardFieldKind,
  WizardRule,
  WizardStep,
} from '../../../domain/wizards/wizard';
import { inLanguage, isChoiceKind, RULES_OF_KIND } from '../../../domain/wizards/wizard';
import type { DefinitionProblem } from '../../../domain/wizards/wizard-rules';
import { definitionProblems, freshKey, moved } from '../../../domain/wizards/wizard-rules';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { RecordLoad } from '../../components/record/record-load';
import { WizardPreviewViewModel } from './wizard-preview-view-model';

const EMPTY: Bilingual = { nl: '', en: '' };
export type Language = keyof Bilingual;

/** A field as it is first added: labelled by the user, its kind's rule, two options for a choice. */
function newField(kind: WizardFieldKind, id: string): WizardField {
  return {
    id,
    kind,
    label: EMPTY,
    help: EMPTY,
    required: false,
    rule: null,
    options: isChoiceKind(kind)
      ? [
          { id: 'option-1', label: EMPTY },
          { id: 'option-2', label: EMPTY },
        ]
      : [],
  };
}

/**
 * /admin/wizards/create and /admin/wizards/{wizardUuid}: a wizard's name in Dutch and English, what it
 * is for, its steps in order and the fields of each. Steps and fields move by keyboard (buttons) as
 * well as by dragging. The domain's rules speak once the user tries to save, and then follow every
 * change; the server's messages stay next to their field until the wizard's shape changes.
 */
export class WizardBuilderViewModel {
  readonly load = new RecordLoad();
  readonly deletion = new DeleteConfirmation();
  wizard: Wizard | null = null;
  definition: WizardDefinition = {
    name: EMPTY,
    target: { relatedType: 'dossier', dossierType: 'illness' },
    steps: [{ id: 'step-1', title: EMPTY, fields: [] }],
  };
  /** Whether the user tried to save: from then on the rules' problems show. */
  attempted = false;
  busy = false;
  code: SaveCode | null = null;
  message: string | null = null;
  serverFields: Readonly<Record<string, string>> = {};
  dirty = false;
  refusals = 0;
  /** A short description of the last move, for screen readers ("Stap 2 staat nu op plaats 1"). */
  moveNote: { key: 'step' | 'field'; position: number; count: number } | null = null;
  preview: WizardPreviewViewModel | null = null;

  constructor(
    private readonly manageWizards: ManageWizards,
    private readonly navigator: Navigator,
    readonly wizardId: string | null,
  ) {
    makeAutoObservable<WizardBuilderViewModel, 'manageWizards' | 'navigator'>(
      this,
      {
        load: false,
        deletion: false,
        wizardId: false,
        manageWizards: false,
        navigator: false,
        wizard: observableRef,
        definition: observableRef,
        serverFields: observableRef,
        moveNote: observableRef,
        preview: observableRef,
      },
      { autoBind: true },
    );
  }

  get creating(): boolean {
    return this.wizardId === null;
  }

  attach(): () => void {
    const id = this.wizardId;
    if (id === null) this.load.ready();
    else
      void this.load.run(async (signal) => {
        const found = await this.manageWizards.byId(id, signal);
        if (found.ok && !signal.aborted)
          runInAction(() => {
            this.wizard = found.value;
            this.definition = {
              name: found.value.name,
              target: found.value.target,
              steps: found.value.steps,
            };
          });
        return found;
      });
    return () => this.load.stop();
  }

  get problems(): Readonly<Record<string, DefinitionProblem>> {
    return this.attempted ? definitionProblems(trimmedDefinition(this.definition)) : {};
  }

  problemAt(path: string): DefinitionProblem | null {
    return this.problems[path] ?? null;
  }

  serverMessageAt(path: string): string | null {
    return this.serverFields[path] ?? null;
  }

  get fieldCount(): number {
    return this.definition.steps.reduce((sum, step) => sum + step.fields.length, 0);
  }

  // Changes that keep the shape: the server's message about the changed text goes.

  setName(language: Language, text: string): void {
    this.change(
      { ...this.definition, name: { ...this.definition.name, [language]: text } },
      `name.${language}`,
    );
  }

  /** `employees`, or the code of a dossier type. */
  setTarget(value: string): void {
    const target: WizardDefinition['target'] =
      value === 'employee'
        ? { relatedType: 'employee' }
        : { relatedType: 'dossier', dossierType: value as DossierType };
    this.change({ ...this.definition, target }, 'dossierType');
  }

  setStepTitle(stepIndex: number, language: Language, text: string): void {
    this.changeStep(
      stepIndex,
      (step) => ({ ...step, title: { ...step.title, [language]: text } }),
      `steps.${stepIndex}.title.${language}`,
    );
  }

  setFieldText(
    stepIndex: number,
    fieldIndex: number,
    part: 'label' | 'help',
    language: Language,
    text: string,
  ): void {
    this.changeField(
      stepIndex,
      fieldIndex,
      (field) => ({ ...field, [part]: { ...field[part], [language]: text } }),
      `steps.${stepIndex}.fields.${fieldIndex}.${part}.${language}`,
    );
  }

  setRequired(stepIndex: number, fieldIndex: number, required: boolean): void {
    this.changeField(stepIndex, fieldIndex, (field) => ({ ...field, required }), null);
  }

  setKind(stepIndex: number, fieldIndex: number, kind: WizardFieldKind): void {
    this.changeField(
      stepIndex,
      fieldIndex,
      (field) => {
        const kept = newField(kind, field.id);
        return {
          ...kept,
          label: field.label,
          help: field.help,
          required: field.required,
          options: isChoiceKind(kind) && field.options.length > 0 ? field.options : kept.options,
          rule: field.rule && RULES_OF_KIND[kind].includes(field.rule) ? field.rule : null,
        };
      },
      null,
    );
  }

  setRule(stepIndex: number, fieldIndex: number, rule: string): void {
    this.changeField(
      stepIndex,
      fieldIndex,
      (field) => ({ ...field, rule: rule === '' ? null : (rule as WizardRule) }),
      `steps.${stepIndex}.fields.${fieldIndex}.rule`,
    );
  }

  setOptionLabel(
    stepIndex: number,
    fieldIndex: number,
    optionIndex: number,
    language: Language,
    text: string,
  ): void {
    this.changeField(
      stepIndex,
      fieldIndex,
      (field) => ({
        ...field,
        options: field.options.map((option, index) =>
          index === optionIndex ? { ...option, label: { ...option.label, [language]: text } } : option,
        ),
      }),
      `steps.${stepIndex}.fields.${fieldIndex}.options.${optionIndex}.${language}`,
    );
  }

  // Changes of shape: paths move, so the server's messages (named by path) no longer hold.

  addStep(): void {
    const id = freshKey(
      'step',
      this.definition.steps.map((step) => step.id),
    );
    this.reshape({ ...this.definition, steps: [...this.definition.steps, { id, title: EMPTY, fields: [] }] });
  }

  removeStep(stepIndex: number): void {
    this.reshape({
      ...this.definition,
      steps: this.definition.steps.filter((_, index) => index !== stepIndex),
    });
  }

  moveStep(from: number, to: number): void {
    const item = this.definition.steps[from];
    const steps = moved(this.definition.steps, from, to);
    if (steps === this.definition.steps || !item) return;
    this.reshape({ ...this.definition, steps });
    this.moveNote = { key: 'step', position: steps.indexOf(item) + 1, count: steps.length };
  }

  addField(stepIndex: number, kind: WizardFieldKind): void {
    const taken = this.definition.steps.flatMap((step) => step.fields.map((field) => field.id));
    const field = newField(kind, freshKey('field', taken));
    this.reshapeStep(stepIndex, (step) => ({ ...step, fields: [...step.fields, field] }));
  }

  removeField(stepIndex: number, fieldIndex: number): void {
    this.reshapeStep(stepIndex, (step) => ({
      ...step,
      fields: step.fields.filter((_, index) => index !== fieldIndex),
    }));
  }

  moveField(stepIndex: number, from: number, to: number): void {
    const step = this.definition.steps[stepIndex];
    if (!step) return;
    const item = step.fields[from];
    const fields = moved(step.fields, from, to);
    if (fields === step.fields || !item) return;
    this.reshapeStep(stepIndex, (current) => ({ ...current, fields }));
    this.moveNote = { key: 'field', position: fields.indexOf(item) + 1, count: fields.length };
  }

  addOption(stepIndex: number, fieldIndex: number): void {
    this.reshapeField(stepIndex, fieldIndex, (field) => ({
      ...field,
      options: [
        ...field.options,
        {
          id: freshKey(
            'option',
            field.options.map((option) => option.id),
          ),
          label: EMPTY,
        },
      ],
    }));
  }

  removeOption(stepIndex: number, fieldIndex: number, optionIndex: number): void {
    this.reshapeField(stepIndex, fieldIndex, (field) => ({
      ...field,
      options: field.options.filter((_, index) => index !== optionIndex),
    }));
  }

  moveOption(stepIndex: number, fieldIndex: number, from: number, to: number): void {
    this.reshapeField(stepIndex, fieldIndex, (field) => ({
      ...field,
      options: moved(field.options, from, to),
    }));
  }

  openPreview(): void {
    this.preview = new WizardPreviewViewModel(trimmedDefinition(this.definition));
  }

  closePreview(): void {
    this.preview = null;
  }

  /** Saves the wizard; `language` names it in the notice that says so. */
  async submit(language: string): Promise<void> {
    if (this.busy) return;
    this.attempted = true;
    this.busy = true;
    const result = await this.manageWizards.save(this.wizard?.id ?? this.wizardId, this.definition, language);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        this.code = result.error.code;
        this.message = result.error.message;
        this.serverFields = result.error.serverFields as Readonly<Record<string, string>>;
        this.refusals += 1;
        return;
      }
      this.code = null;
      this.message = null;
      this.serverFields = {};
      this.attempted = false;
      this.dirty = false;
      this.wizard = result.value;
      this.definition = { name: result.value.name, target: result.value.target, steps: result.value.steps };
      if (this.creating) this.navigator.goTo(pathOf('wizard', { wizardUuid: result.value.id }));
    });
  }

  async confirmDelete(language: string): Promise<void> {
    const wizard = this.wizard;
    if (!wizard) return;
    const gone = await this.deletion.confirm(() =>
      this.manageWizards.delete({ id: wizard.id, name: inLanguage(wizard.name, language) }),
    );
    if (gone) {
      this.dirty = false;
      this.navigator.goTo(pathOf('wizards'));
    }
  }

  private change(definition: WizardDefinition, path: string | null): void {
    this.definition = definition;
    this.dirty = true;
    if (path && path in this.serverFields) {
      const { [path]: _gone, ...rest } = this.serverFields;
      this.serverFields = rest;
    }
  }

  private reshape(definition: WizardDefinition): void {
    this.definition = definition;
    this.dirty = true;
    this.serverFields = {};
  }

  private changeStep(stepIndex: number, update: (step: WizardStep) => WizardStep, path: string | null): void {
    this.change(
      {
        ...this.definition,
        steps: this.definition.steps.map((step, index) => (index === stepIndex ? update(step) : step)),
      },
      path,
    );
  }

  private reshapeStep(stepIndex: number, update: (step: WizardStep) => WizardStep): void {
    this.reshape({
      ...this.definition,
      steps: this.definition.steps.map((step, index) => (index === stepIndex ? update(step) : step)),
    });
  }

  private changeField(
    stepIndex: number,
    fieldIndex: number,
    update: (field: WizardField) => WizardField,
    path: string | null,
  ): void {
    this.changeStep(
      stepIndex,
      (step) => ({
        ...step,
        fields: step.fields.map((field, index) => (index === fieldIndex ? update(field) : field)),
      }),
      path,
    );
  }

  private reshapeField(
    stepIndex: number,
    fieldIndex: number,
    update: (field: WizardField) => WizardField,
  ): void {
    this.reshapeStep(stepIndex, (step) => ({
      ...step,
      fields: step.fields.map((field, index) => (index === fieldIndex ? update(field) : field)),
    }));
  }
}
