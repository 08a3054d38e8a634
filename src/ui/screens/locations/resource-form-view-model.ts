import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DeleteResource } from '../../../application/locations/delete-resource';
import type { ListLocations } from '../../../application/locations/list-locations';
import type { ListResourceTypes } from '../../../application/locations/list-resource-types';
import type { ListResources } from '../../../application/locations/list-resources';
import type { ListRooms } from '../../../application/locations/list-rooms';
import type { ResourceForm, SaveResource } from '../../../application/locations/save-resource';
import type { Navigator } from '../../../application/platform/navigator';
import { pathOf } from '../../../domain/access/route-match';
import type { Location, Resource, ResourceType, Room } from '../../../domain/locations/location';
import type { ResourceField } from '../../../domain/locations/location-rules';
import { ok } from '../../../domain/shared/result';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { FormFeedback } from '../../components/record/form-feedback';
import { RecordLoad, firstFailure } from '../../components/record/record-load';
import type { KeptForm } from '../../components/record/use-kept-input';
import { pickInput } from '../../components/record/use-kept-input';

/** /admin/locations/{locationUuid}/resources/create and .../resources/{resourceUuid}. */
export class ResourceFormViewModel implements KeptForm {
  readonly load = new RecordLoad();
  readonly feedback = new FormFeedback<ResourceField>();
  readonly deletion = new DeleteConfirmation();
  location: Location | null = null;
  resource: Resource | null = null;
  resourceTypes: readonly ResourceType[] = [];
  rooms: readonly Room[] = [];
  name = '';
  resourceTypeId = '';
  assetNumber = '';
  roomId = '';
  active = true;

  constructor(
    private readonly listLocations: ListLocations,
    private readonly listResources: ListResources,
    private readonly listRooms: ListRooms,
    private readonly listResourceTypes: ListResourceTypes,
    private readonly saveResource: SaveResource,
    private readonly deleteResource: DeleteResource,
    private readonly navigator: Navigator,
    readonly locationId: string,
    readonly resourceId: string | null,
  ) {
    makeAutoObservable<
      ResourceFormViewModel,
      | 'listLocations'
      | 'listResources'
      | 'listRooms'
      | 'listResourceTypes'
      | 'saveResource'
      | 'deleteResource'
      | 'navigator'
    >(
      this,
      {
        load: false,
        feedback: false,
        deletion: false,
        locationId: false,
        resourceId: false,
        location: observableRef,
        resource: observableRef,
        resourceTypes: observableRef,
        rooms: observableRef,
        listLocations: false,
        listResources: false,
        listRooms: false,
        listResourceTypes: false,
        saveResource: false,
        deleteResource: false,
        navigator: false,
      },
      { autoBind: true },
    );
  }

  get creating(): boolean {
    return this.resourceId === null;
  }

  get inputKey(): string {
    return `resource:${this.locationId}:${this.resourceId ?? 'new'}`;
  }

  get inputReady(): boolean {
    return this.load.state === 'ready';
  }

  keptInput(): unknown {
    return pickInput(this, ['name', 'resourceTypeId', 'assetNumber', 'roomId', 'active'] as const);
  }

  restoreInput(input: unknown): void {
    Object.assign(this, input);
    this.feedback.inputRestored();
  }

  attach(): () => void {
    const { resourceId } = this;
    void this.load.run(async (signal) => {
      const [location, types, rooms, resource] = await Promise.all([
        this.listLocations.byId(this.locationId, signal),
        this.listResourceTypes.all(signal),
        this.listRooms.all(this.locationId, signal),
        resourceId ? this.listResources.byId(resourceId, signal) : Promise.resolve(ok(null)),
      ]);
      if (signal.aborted) return;
      const here =
        resource.ok && resource.value && resource.value.locationId !== this.locationId ? null : resource;
      runInAction(() => {
        if (location.ok) this.location = location.value;
        if (types.ok) this.resourceTypes = types.value;
        if (rooms.ok) this.rooms = rooms.value;
        if (here?.ok && here.value) this.fill(here.value);
      });
      return firstFailure(location, types, rooms, here ?? { ok: false, error: 'load.not-found' });
    });
    return () => this.load.stop();
  }

  setName(value: string): void {
    this.name = value;
    this.feedback.forget('name');
  }

  setResourceType(value: string): void {
    this.resourceTypeId = value;
    this.feedback.forget('resourceType');
  }

  setAssetNumber(value: string): void {
    this.assetNumber = value;
    this.feedback.forget('assetNumber');
  }

  setRoom(value: string): void {
    this.roomId = value;
  }

  setActive(value: boolean): void {
    this.active = value;
  }

  get form(): ResourceForm {
    return {
      name: this.name,
      resourceTypeId: this.resourceTypeId,
      assetNumber: this.assetNumber,
      roomId: this.roomId,
      active: this.active,
    };
  }

  async submit(): Promise<void> {
    if (!this.feedback.start()) return;
    const result = await this.saveResource.execute(
      { locationId: this.locationId, resourceId: this.resourceId },
      this.form,
    );
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.fill(result.value);
      if (this.creating) this.navigator.goTo(pathOf('locationResources', { locationUuid: this.locationId }));
    });
  }

  async confirmDelete(): Promise<void> {
    const resource = this.resource;
    if (!resource) return;
    const gone = await this.deletion.confirm(() => this.deleteResource.execute(resource));
    if (gone) this.navigator.goTo(pathOf('locationResources', { locationUuid: this.locationId }));
  }

  private fill(resource: Resource): void {
    this.resource = resource;
    this.name = resource.name;
    this.resourceTypeId = resource.resourceTypeId;
    this.assetNumber = resource.assetNumber ?? '';
    this.roomId = resource.roomId ?? '';
    this.active = resource.active;
  }
}
