import type { ResourceType } from '../../domain/locations/location';
import type {
  FieldProblem,
  Problems,
  ResourceTypeDraft,
  ResourceTypeField,
} from '../../domain/locations/location-rules';
import { resourceTypeProblems } from '../../domain/locations/location-rules';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { ResourceTypeGateway, ResourceTypeInput } from './location-gateway';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith, textOrNull, uuidRequired } from '../platform/record-refusal';

const FIELDS: readonly ResourceTypeField[] = ['name', 'description'];

/** Creating a resource type (POST v3/agenda/resource-types) or changing one (POST .../{id}). */
export class SaveResourceType {
  constructor(
    private readonly types: ResourceTypeGateway,
    private readonly notifier: Notifier,
  ) {}

  check(draft: ResourceTypeDraft): Problems<ResourceTypeField> {
    return resourceTypeProblems(draft);
  }

  create(
    draft: ResourceTypeDraft,
  ): Promise<Result<ResourceType, SaveRefusal<ResourceTypeField, FieldProblem>>> {
    return this.save(draft, (input) => this.types.createResourceType(input));
  }

  /** Spec section 5: an update without the type's UUID is refused before anything is sent. */
  update(
    id: string | null | undefined,
    draft: ResourceTypeDraft,
  ): Promise<Result<ResourceType, SaveRefusal<ResourceTypeField, FieldProblem>>> {
    const uuid = id?.trim();
    if (!uuid) return Promise.resolve(fail(uuidRequired<ResourceTypeField>()));
    return this.save(draft, (input) => this.types.updateResourceType(uuid, input));
  }

  private async save(
    draft: ResourceTypeDraft,
    send: (input: ResourceTypeInput) => ReturnType<ResourceTypeGateway['createResourceType']>,
  ): Promise<Result<ResourceType, SaveRefusal<ResourceTypeField, FieldProblem>>> {
    const problems = this.check(draft);
    if (hasProblems(problems)) return fail(invalid(problems));
    const input: ResourceTypeInput = { name: draft.name.trim(), description: textOrNull(draft.description) };
    const result = await saveWith(() => send(input), this.notifier, FIELDS);
    if (result.ok)
      this.notifier.notify({
        type: 'success',
        title: 'locations.notices.saved',
        values: { name: input.name },
      });
    return result;
  }
}
