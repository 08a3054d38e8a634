import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DeleteResourceType } from '../../../application/locations/delete-resource-type';
import type { ListResourceTypes } from '../../../application/locations/list-resource-types';
import type { SaveResourceType } from '../../../application/locations/save-resource-type';
import type { Navigator } from '../../../application/platform/navigator';
import { pathOf } from '../../../domain/access/route-match';
import type { ResourceType } from '../../../domain/locations/location';
import type { ResourceTypeField } from '../../../domain/locations/location-rules';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { FormFeedback } from '../../components/record/form-feedback';
import { RecordLoad } from '../../components/record/record-load';
import type { KeptForm } from '../../components/record/use-kept-input';
import { pickInput } from '../../components/record/use-kept-input';

/** /admin/resource-types/create and /admin/resource-types/{resourceTypeUuid}. */
export class ResourceTypeFormViewModel implements KeptForm {
  readonly load = new RecordLoad();
  readonly feedback = new FormFeedback<ResourceTypeField>();
  readonly deletion = new DeleteConfirmation();
  resourceType: ResourceType | null = null;
  values: Record<ResourceTypeField, string> = { name: '', description: '' };

  constructor(
    private readonly listResourceTypes: ListResourceTypes,
    private readonly saveResourceType: SaveResourceType,
    private readonly deleteResourceType: DeleteResourceType,
    private readonly navigator: Navigator,
    readonly resourceTypeId: string | null,
  ) {
    makeAutoObservable<
      ResourceTypeFormViewModel,
      'listResourceTypes' | 'saveResourceType' | 'deleteResourceType' | 'navigator'
    >(
      this,
      {
        load: false,
        feedback: false,
        deletion: false,
        resourceTypeId: false,
        resourceType: observableRef,
        listResourceTypes: false,
        saveResourceType: false,
        deleteResourceType: false,
        navigator: false,
      },
      { autoBind: true },
    );
  }

  get creating(): boolean {
    return this.resourceTypeId === null;
  }

  get inputKey(): string {
    return `resource-type:${this.resourceTypeId ?? 'new'}`;
  }

  get inputReady(): boolean {
    return this.load.state === 'ready';
  }

  keptInput(): unknown {
    return pickInput(this, ['values'] as const);
  }

  restoreInput(input: unknown): void {
    Object.assign(this, input);
    this.feedback.inputRestored();
  }

  attach(): () => void {
    const id = this.resourceTypeId;
    if (id === null) this.load.ready();
    else {
      void this.load.run(async (signal) => {
        const found = await this.listResourceTypes.byId(id, signal);
        if (found.ok && !signal.aborted) runInAction(() => this.fill(found.value));
        return found;
      });
    }
    return () => this.load.stop();
  }

  setValue(field: ResourceTypeField, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.feedback.forget(field);
  }

  async submit(): Promise<void> {
    if (!this.feedback.start()) return;
    const result = this.creating
      ? await this.saveResourceType.create(this.values)
      : await this.saveResourceType.update(this.resourceType?.id ?? this.resourceTypeId, this.values);
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.fill(result.value);
      if (this.creating) this.navigator.goTo(pathOf('resourceTypes'));
    });
  }

  async confirmDelete(): Promise<void> {
    const type = this.resourceType;
    if (!type) return;
    const gone = await this.deletion.confirm(() => this.deleteResourceType.execute(type));
    if (gone) this.navigator.goTo(pathOf('resourceTypes'));
  }

  private fill(type: ResourceType): void {
    this.resourceType = type;
    this.values = { name: type.name, description: type.description ?? '' };
  }
}
