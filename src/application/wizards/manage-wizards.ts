import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Wizard, WizardDefinition } from '../../domain/wizards/wizard';
import { inLanguage } from '../../domain/wizards/wizard';
import type { DefinitionProblem } from '../../domain/wizards/wizard-rules';
import { definitionProblems } from '../../domain/wizards/wizard-rules';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AdminListQuery } from '../platform/list-query';
import type { Notifier } from '../platform/notifier';
import type { DeleteRefusal, LoadCode, SaveRefusal } from '../platform/record-refusal';
import { deleteWith, hasProblems, invalid, loadWith, saveWith } from '../platform/record-refusal';
import type { WizardGateway, WizardSortField, WizardSummary } from './wizard-gateway';

/** A wizard's definition as the builder holds it: trimmed texts, as the back office stores them. */
const trim = (text: { nl: string; en: string }) => ({ nl: text.nl.trim(), en: text.en.trim() });
const bilingual = (path: string) => [`${path}.nl`, `${path}.en`];

export function trimmedDefinition(definition: WizardDefinition): WizardDefinition {
  return {
    name: trim(definition.name),
    target: definition.target,
    steps: definition.steps.map((step) => ({
      ...step,
      title: trim(step.title),
      fields: step.fields.map((field) => ({
        ...field,
        label: trim(field.label),
        help: trim(field.help),
        options: field.options.map((option) => ({ ...option, label: trim(option.label) })),
      })),
    })),
  };
}

/** Every path a problem of this definition can be named by (see `DefinitionProblems`). */
export function definitionPaths(definition: WizardDefinition): string[] {
  const paths = [...bilingual('name'), 'steps', 'relatedType', 'dossierType'];
  definition.steps.forEach((step, s) => {
    paths.push(...bilingual(`steps.${s}.title`), `steps.${s}.fields`);
    step.fields.forEach((field, f) => {
      const at = `steps.${s}.fields.${f}`;
      paths.push(
        `${at}.id`,
        `${at}.rule`,
        `${at}.options`,
        ...bilingual(`${at}.label`),
        ...bilingual(`${at}.help`),
      );
      field.options.forEach((_, o) => paths.push(...bilingual(`${at}.options.${o}`)));
    });
  });
  return paths;
}

/** The builder's calls: the list, one wizard, saving one (checked by the domain's rules first), deleting one. */
export class ManageWizards {
  constructor(
    private readonly wizards: WizardGateway,
    private readonly notifier: Notifier,
  ) {}

  page(
    query: AdminListQuery<WizardSortField>,
    signal?: AbortSignal,
  ): Promise<Result<{ rows: readonly WizardSummary[]; total: number }, GatewayFailure>> {
    return this.wizards.wizards(query, signal);
  }

  byId(id: string, signal?: AbortSignal): Promise<Result<Wizard, LoadCode>> {
    return loadWith(() => this.wizards.wizard(id, signal));
  }

  /** Creates the wizard (id null) or changes it; says so in the user's language once saved. */
  async save(
    id: string | null,
    draft: WizardDefinition,
    language: string,
  ): Promise<Result<Wizard, SaveRefusal<string, DefinitionProblem>>> {
    const definition = trimmedDefinition(draft);
    const problems = definitionProblems(definition);
    if (hasProblems(problems)) return fail(invalid<string, DefinitionProblem>(problems));
    const result = await saveWith(
      () => (id === null ? this.wizards.createWizard(definition) : this.wizards.updateWizard(id, definition)),
      this.notifier,
      definitionPaths(definition),
    );
    if (result.ok)
      this.notifier.notify({
        type: 'success',
        title: 'wizards.notices.saved',
        values: { name: inLanguage(definition.name, language) },
      });
    return result;
  }

  delete(wizard: { id: string; name: string }): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(() => this.wizards.deleteWizard(wizard.id), this.notifier, wizard.name);
  }
}
