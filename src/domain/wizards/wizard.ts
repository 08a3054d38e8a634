import type { DossierType } from '../dossiers/dossier-type';

/**
 * Wizards: questionnaires an administrator builds (`manage_wizards`) and a professional fills in for a
 * dossier or an employee. A wizard is a list of steps, each a list of fields; a run of it (the back
 * office's "wizard association") keeps the answers and the step reached, and is finished once.
 */

export interface Bilingual {
  readonly nl: string;
  readonly en: string;
}

export const WIZARD_FIELD_KINDS = [
  'text',
  'longText',
  'number',
  'integer',
  'date',
  'choice',
  'multiChoice',
  'yesNo',
  'email',
  'phone',
] as const;
export type WizardFieldKind = (typeof WIZARD_FIELD_KINDS)[number];

/** The format rules of spec section 5 a field can be held to. */
export const WIZARD_RULES = ['alpha', 'numeric', 'integer', 'email', 'mobile', 'phone'] as const;
export type WizardRule = (typeof WIZARD_RULES)[number];

/** Which rules a field of a kind may choose; the first of a kind with a rule of its own is implied. */
export const RULES_OF_KIND: Readonly<Record<WizardFieldKind, readonly WizardRule[]>> = {
  text: ['alpha', 'numeric', 'integer', 'email', 'mobile', 'phone'],
  longText: [],
  number: ['numeric'],
  integer: ['integer'],
  date: [],
  choice: [],
  multiChoice: [],
  yesNo: [],
  email: ['email'],
  phone: ['phone', 'mobile'],
};

/** Kinds whose answer is one of a list of options. */
export const isChoiceKind = (kind: WizardFieldKind): boolean => kind === 'choice' || kind === 'multiChoice';

export interface WizardOption {
  readonly id: string;
  readonly label: Bilingual;
}

export interface WizardField {
  readonly id: string;
  readonly kind: WizardFieldKind;
  readonly label: Bilingual;
  /** Shown under the field; empty texts when there is none. */
  readonly help: Bilingual;
  readonly required: boolean;
  /** The format rule; null for none (a kind with a rule of its own always has it). */
  readonly rule: WizardRule | null;
  /** The options of a choice; empty for the other kinds. */
  readonly options: readonly WizardOption[];
}

export interface WizardStep {
  readonly id: string;
  readonly title: Bilingual;
  readonly fields: readonly WizardField[];
}

/** What a wizard is for: the dossiers of one type, or employees. */
export type WizardTarget =
  | { readonly relatedType: 'dossier'; readonly dossierType: DossierType }
  | { readonly relatedType: 'employee' };

export type RelatedType = WizardTarget['relatedType'];

export interface WizardDefinition {
  readonly name: Bilingual;
  readonly target: WizardTarget;
  readonly steps: readonly WizardStep[];
}

export interface Wizard extends WizardDefinition {
  readonly id: string;
  /** How many runs of it have been started; a wizard in use keeps its runs' snapshot when changed. */
  readonly runs: number;
}

/** An answer: text (also numbers and dates as typed, dates as YYYY-MM-DD), option ids, yes or no. */
export type WizardValue = string | readonly string[] | boolean | null;
export type WizardValues = Readonly<Record<string, WizardValue>>;

export type WizardRunStatus = 'open' | 'finished';

/** A wizard being filled in (the back office's association), with the wizard as it was when started. */
export interface WizardRun {
  readonly id: string;
  readonly wizardId: string;
  readonly wizard: WizardDefinition;
  readonly relatedType: RelatedType;
  readonly relatedUuid: string;
  /** The dossier's employee or the employee, as the run's page names it. */
  readonly relatedLabel: string;
  readonly status: WizardRunStatus;
  /** The index of the step to show: the first one not completed yet (the last one once finished). */
  readonly currentStep: number;
  readonly values: WizardValues;
}

/** The text of a bilingual label in a language, falling back to Dutch (spec section 1). */
export function inLanguage(text: Bilingual, language: string): string {
  return (language === 'en' ? text.en : text.nl) || text.nl;
}

/** The rule a field's answer is held to: the kind's own, else the one chosen. */
export function effectiveRule(field: Pick<WizardField, 'kind' | 'rule'>): WizardRule | null {
  if (field.kind === 'text') return field.rule && RULES_OF_KIND.text.includes(field.rule) ? field.rule : null;
  if (field.kind === 'phone') return field.rule === 'mobile' ? 'mobile' : 'phone';
  return RULES_OF_KIND[field.kind][0] ?? null;
}

/** An empty answer for a field, as a new run starts. */
export function emptyValue(kind: WizardFieldKind): WizardValue {
  if (kind === 'multiChoice') return [];
  if (kind === 'yesNo') return null;
  return '';
}
