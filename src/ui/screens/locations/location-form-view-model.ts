import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { DeleteLocation } from '../../../application/locations/delete-location';
import type { FindAddress } from '../../../application/locations/find-address';
import type { ListLocations } from '../../../application/locations/list-locations';
import type { AddressDetails } from '../../../application/locations/location-gateway';
import type { LocationForm, SaveLocation } from '../../../application/locations/save-location';
import type { Clock } from '../../../application/platform/clock';
import type { Navigator } from '../../../application/platform/navigator';
import type { Scheduler } from '../../../application/platform/scheduler';
import { pathOf } from '../../../domain/access/route-match';
import { endIsAfterStart } from '../../../domain/shared/date-range';
import type { Coordinates, Location } from '../../../domain/locations/location';
import type { LocationField } from '../../../domain/locations/location-rules';
import { AddressSearchViewModel } from './address-search-view-model';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { FormFeedback } from '../../components/record/form-feedback';
import { RecordLoad } from '../../components/record/record-load';
import type { KeptForm } from '../../components/record/use-kept-input';
import { pickInput } from '../../components/record/use-kept-input';

/** The fields typed as text. */
export type LocationTextField = Exclude<LocationField, 'activeFrom' | 'activeUntil'>;

/**
 * /admin/locations/create and /admin/locations/{locationUuid}: the location's form with the address
 * lookup, saving it, and deleting it (with links to its rooms, resources and operations on the screen).
 */
export class LocationFormViewModel implements KeptForm {
  readonly load = new RecordLoad();
  readonly feedback = new FormFeedback<LocationField>();
  readonly deletion = new DeleteConfirmation();
  readonly address: AddressSearchViewModel;
  /** The location as last loaded or saved; null on the create screen. */
  location: Location | null = null;
  values: Record<LocationTextField, string> = {
    name: '',
    street: '',
    houseNumber: '',
    postcode: '',
    city: '',
    phone: '',
    email: '',
  };
  activeFrom: Temporal.PlainDate | null = null;
  activeUntil: Temporal.PlainDate | null = null;
  coordinates: Coordinates | null = null;
  employerBookable = false;

  constructor(
    private readonly listLocations: ListLocations,
    private readonly saveLocation: SaveLocation,
    private readonly deleteLocation: DeleteLocation,
    findAddress: FindAddress,
    private readonly navigator: Navigator,
    private readonly clock: Clock,
    scheduler: Scheduler,
    readonly locationId: string | null,
  ) {
    this.address = new AddressSearchViewModel(findAddress, scheduler, (details) => this.fillAddress(details));
    makeAutoObservable<
      LocationFormViewModel,
      'listLocations' | 'saveLocation' | 'deleteLocation' | 'navigator' | 'clock'
    >(
      this,
      {
        load: false,
        feedback: false,
        deletion: false,
        address: false,
        locationId: false,
        location: observableRef,
        activeFrom: observableRef,
        activeUntil: observableRef,
        coordinates: observableRef,
        listLocations: false,
        saveLocation: false,
        deleteLocation: false,
        navigator: false,
        clock: false,
      },
      { autoBind: true },
    );
  }

  get creating(): boolean {
    return this.locationId === null;
  }

  /** The end is not after the start: said at once, before a save (spec section 5). */
  get periodInverted(): boolean {
    return (
      this.activeFrom !== null &&
      this.activeUntil !== null &&
      !endIsAfterStart(this.activeFrom, this.activeUntil)
    );
  }

  get inputKey(): string {
    return `location:${this.locationId ?? 'new'}`;
  }

  get inputReady(): boolean {
    return this.load.state === 'ready';
  }

  keptInput(): unknown {
    return pickInput(this, [
      'values',
      'activeFrom',
      'activeUntil',
      'coordinates',
      'employerBookable',
    ] as const);
  }

  restoreInput(input: unknown): void {
    Object.assign(this, input);
    this.feedback.inputRestored();
  }

  attach(): () => void {
    const id = this.locationId;
    if (id === null) {
      if (!this.activeFrom) this.activeFrom = this.clock.today();
      this.load.ready();
    } else {
      void this.load.run(async (signal) => {
        const found = await this.listLocations.byId(id, signal);
        if (found.ok && !signal.aborted) runInAction(() => this.fill(found.value));
        return found;
      });
    }
    return () => {
      this.load.stop();
      this.address.stop();
    };
  }

  setValue(field: LocationTextField, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.feedback.forget(field);
  }

  setActiveFrom(value: Temporal.PlainDate | null): void {
    this.activeFrom = value;
    this.feedback.forget('activeFrom');
    this.feedback.forget('activeUntil');
  }

  setActiveUntil(value: Temporal.PlainDate | null): void {
    this.activeUntil = value;
    this.feedback.forget('activeUntil');
  }

  setEmployerBookable(value: boolean): void {
    this.employerBookable = value;
  }

  /** A chosen suggestion fills the address and the coordinates; every field stays editable. */
  fillAddress(details: AddressDetails): void {
    const { street, houseNumber, postcode, city } = details.address;
    this.values = { ...this.values, street, houseNumber, postcode, city };
    this.coordinates = details.coordinates;
    for (const field of ['street', 'houseNumber', 'postcode', 'city'] as const) this.feedback.forget(field);
  }

  get form(): LocationForm {
    return {
      ...this.values,
      activeFrom: this.activeFrom,
      activeUntil: this.activeUntil,
      coordinates: this.coordinates,
      employerBookable: this.employerBookable,
    };
  }

  async submit(): Promise<void> {
    if (!this.feedback.start()) return;
    const result = await this.saveLocation.execute(this.locationId, this.form);
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.fill(result.value);
      if (this.creating)
        this.navigator.goTo(pathOf('location', { locationUuid: result.value.id }), { replace: true });
    });
  }

  async confirmDelete(): Promise<void> {
    const location = this.location;
    if (!location) return;
    const gone = await this.deletion.confirm(() => this.deleteLocation.execute(location));
    if (gone) this.navigator.goTo(pathOf('locations'));
  }

  private fill(location: Location): void {
    this.location = location;
    const { street, houseNumber, postcode, city } = location.address;
    this.values = {
      name: location.name,
      street,
      houseNumber,
      postcode,
      city,
      phone: location.phone ?? '',
      email: location.email ?? '',
    };
    this.activeFrom = location.activeFrom;
    this.activeUntil = location.activeUntil;
    this.coordinates = location.coordinates;
    this.employerBookable = location.employerBookable;
  }
}
