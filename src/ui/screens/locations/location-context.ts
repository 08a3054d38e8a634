import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ListLocations } from '../../../application/locations/list-locations';
import type { Location } from '../../../domain/locations/location';
import { RecordLoad } from '../../components/record/record-load';

/**
 * The location a rooms or resources screen belongs to: its name for the heading and the link back,
 * and whether it exists at all (a stale link shows "not found" rather than an empty list).
 */
export class LocationContext {
  readonly load = new RecordLoad();
  location: Location | null = null;

  constructor(
    private readonly listLocations: ListLocations,
    readonly locationId: string,
  ) {
    makeAutoObservable<LocationContext, 'listLocations'>(
      this,
      {
        load: false,
        locationId: false,
        location: observableRef,
        listLocations: false,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load.run(async (signal) => {
      const found = await this.listLocations.byId(this.locationId, signal);
      if (found.ok && !signal.aborted) runInAction(() => (this.location = found.value));
      return found;
    });
    return () => this.load.stop();
  }
}
