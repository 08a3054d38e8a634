import type { Operation, OperationKind } from '../../domain/locations/location';
import type {
  FieldProblem,
  OperationDraft,
  OperationField,
  Problems,
} from '../../domain/locations/location-rules';
import { operationProblems } from '../../domain/locations/location-rules';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { OperationGateway, OperationInput } from './location-gateway';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';

export interface OperationForm extends OperationDraft {
  readonly needsRoom: boolean;
  readonly resourceTypeIds: readonly string[];
  readonly medical: boolean;
  readonly employerBookable: boolean;
  readonly kind: OperationKind;
}

const FIELDS: readonly OperationField[] = [
  'nameNl',
  'nameEn',
  'code',
  'duration',
  'bufferBefore',
  'bufferAfter',
  'roles',
  'colour',
];

/** The contract's names for the fields whose form name differs. */
const ALIASES: Readonly<Record<string, OperationField>> = {
  'name.nl': 'nameNl',
  'name.en': 'nameEn',
  durationMinutes: 'duration',
  bufferBeforeMinutes: 'bufferBefore',
  bufferAfterMinutes: 'bufferAfter',
  color: 'colour',
};

/** Creating an operation (POST v3/operations) or changing one (POST v3/operations/{id}). */
export class SaveOperation {
  constructor(
    private readonly operations: OperationGateway,
    private readonly notifier: Notifier,
  ) {}

  check(form: OperationForm): Problems<OperationField> {
    return operationProblems(form);
  }

  /** Creates the operation when `id` is null, else changes it. */
  async execute(
    id: string | null,
    form: OperationForm,
  ): Promise<Result<Operation, SaveRefusal<OperationField, FieldProblem>>> {
    const problems = this.check(form);
    if (hasProblems(problems)) return fail(invalid(problems));
    const input: OperationInput = {
      name: { nl: form.name.nl.trim(), en: form.name.en.trim() },
      code: form.code.trim(),
      durationMinutes: Number(form.duration.trim()),
      bufferBeforeMinutes: Number(form.bufferBefore.trim()),
      bufferAfterMinutes: Number(form.bufferAfter.trim()),
      roles: [...new Set(form.roles)],
      needsRoom: form.needsRoom,
      resourceTypeIds: [...new Set(form.resourceTypeIds)],
      medical: form.medical,
      employerBookable: form.employerBookable,
      kind: form.kind,
      colour: form.colour.toLowerCase(),
    };
    const result = await saveWith(
      () => (id ? this.operations.updateOperation(id, input) : this.operations.createOperation(input)),
      this.notifier,
      FIELDS,
      ALIASES,
    );
    if (result.ok)
      this.notifier.notify({
        type: 'success',
        title: 'locations.notices.saved',
        values: { name: input.code },
      });
    return result;
  }
}
