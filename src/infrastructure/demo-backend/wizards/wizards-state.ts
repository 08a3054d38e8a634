import type { DossierType } from '../tasks/dossier-types';

/**
 * The wizards area's part of the state: the questionnaires administrators build, and their runs (the
 * back office's "wizard associations"), each with its own copy of the wizard as it was when started,
 * so changing or deleting a wizard never changes a run under way. Records are kept as the contract
 * shows them; names of people are looked up when answering.
 */

export interface Texts {
  nl: string;
  en: string;
}

/** The kinds of field the back office knows, and the JSON type of an answer to each. */
export const FIELD_KINDS = [
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
export type FieldKind = (typeof FIELD_KINDS)[number];

/** The format rules of spec section 5 a field can be held to. */
export const FORMAT_RULES = ['alpha', 'numeric', 'integer', 'email', 'mobile', 'phone'] as const;
export type FormatRule = (typeof FORMAT_RULES)[number];

export type RelatedType = 'dossier' | 'employee';
export const RELATED_TYPES: readonly RelatedType[] = ['dossier', 'employee'];

export interface StoredOption {
  id: string;
  label: Texts;
}

export interface StoredField {
  id: string;
  kind: FieldKind;
  label: Texts;
  help: Texts;
  required: boolean;
  rule: FormatRule | null;
  options: StoredOption[];
}

export interface StoredStep {
  id: string;
  title: Texts;
  fields: StoredField[];
}

/** What a wizard is, as built: also the copy a run keeps. */
export interface StoredDefinition {
  name: Texts;
  relatedType: RelatedType;
  /** Set exactly when relatedType is dossier. */
  dossierType: DossierType | null;
  steps: StoredStep[];
}

export interface StoredWizard extends StoredDefinition {
  id: string;
  /** How many runs have been started. */
  runs: number;
  createdAt: string;
  updatedAt: string;
}

/** An answer as stored and sent: text, option ids, yes or no (null: not answered). */
export type AnswerValue = string | string[] | boolean | null;

export type RunStatus = 'open' | 'finished';

export interface StoredRun {
  id: string;
  wizardId: string;
  /** The wizard as it was when the run started. */
  wizard: StoredDefinition;
  relatedType: RelatedType;
  relatedUuid: string;
  status: RunStatus;
  /** The first step not completed yet (the last one once every step is). */
  currentStep: number;
  values: Record<string, AnswerValue>;
  startedById: string;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface WizardsState {
  wizards: StoredWizard[];
  wizardRuns: StoredRun[];
  /** The id the next run gets. */
  nextWizardRunId: number;
}
