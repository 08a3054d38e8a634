import type { Resource } from '../../domain/locations/location';
import type {
  FieldProblem,
  Problems,
  ResourceDraft,
  ResourceField,
} from '../../domain/locations/location-rules';
import { resourceProblems } from '../../domain/locations/location-rules';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { LocationGateway, ResourceInput } from './location-gateway';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith, textOrNull } from '../platform/record-refusal';

export interface ResourceForm extends ResourceDraft {
  /** The room it usually stands in; empty for none. */
  readonly roomId: string;
  readonly active: boolean;
}

/** Adding a resource to a location or changing one (v3/agenda/resources). */
export class SaveResource {
  constructor(
    private readonly locations: LocationGateway,
    private readonly notifier: Notifier,
  ) {}

  check(form: ResourceForm): Problems<ResourceField> {
    return resourceProblems(form);
  }

  async execute(
    target: { readonly locationId: string; readonly resourceId: string | null },
    form: ResourceForm,
  ): Promise<Result<Resource, SaveRefusal<ResourceField, FieldProblem>>> {
    const problems = this.check(form);
    if (hasProblems(problems)) return fail(invalid(problems));
    const input: ResourceInput = {
      name: form.name.trim(),
      resourceTypeId: form.resourceTypeId,
      assetNumber: textOrNull(form.assetNumber),
      roomId: form.roomId || null,
      active: form.active,
    };
    const { resourceId } = target;
    const result = await saveWith(
      () =>
        resourceId
          ? this.locations.updateResource(resourceId, input)
          : this.locations.createResource(target.locationId, input),
      this.notifier,
      ['name', 'resourceType', 'assetNumber'],
      { resourceTypeId: 'resourceType', serialNumber: 'assetNumber' },
    );
    if (result.ok)
      this.notifier.notify({
        type: 'success',
        title: 'locations.notices.saved',
        values: { name: input.name },
      });
    return result;
  }
}
