import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  ChangeLocationOperations,
  OperationsChangeCode,
} from '../../../application/locations/change-location-operations';
import type { ListLocations } from '../../../application/locations/list-locations';
import type { ListOperations } from '../../../application/locations/list-operations';
import type { OperationChangeImpact } from '../../../application/locations/location-gateway';
import type { Location, Operation } from '../../../domain/locations/location';
import { RecordLoad, firstFailure } from '../../components/record/record-load';

/**
 * /admin/locations/{locationUuid}/operations: which operations the location offers. Saving asks the
 * server first what the change would break; when future appointments lose their operation, the user
 * sees how many and confirms before the change is made.
 */
export class LocationOperationsViewModel {
  readonly load = new RecordLoad();
  location: Location | null = null;
  operations: readonly Operation[] = [];
  chosen: ReadonlySet<string> = new Set();
  /** What the server holds now, to tell whether anything changed. */
  saved: ReadonlySet<string> = new Set();
  /** Set while the user is asked to confirm the change. */
  impact: OperationChangeImpact | null = null;
  busy = false;
  code: OperationsChangeCode | null = null;
  message: string | null = null;

  constructor(
    private readonly listLocations: ListLocations,
    private readonly listOperations: ListOperations,
    private readonly changeOperations: ChangeLocationOperations,
    readonly locationId: string,
  ) {
    makeAutoObservable<LocationOperationsViewModel, 'listLocations' | 'listOperations' | 'changeOperations'>(
      this,
      {
        load: false,
        locationId: false,
        location: observableRef,
        operations: observableRef,
        chosen: observableRef,
        saved: observableRef,
        impact: observableRef,
        listLocations: false,
        listOperations: false,
        changeOperations: false,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load.run(async (signal) => {
      const [location, operations] = await Promise.all([
        this.listLocations.byId(this.locationId, signal),
        this.listOperations.all(signal),
      ]);
      if (!signal.aborted && location.ok && operations.ok) {
        runInAction(() => {
          this.location = location.value;
          this.operations = operations.value;
          this.chosen = new Set(location.value.operationIds);
          this.saved = new Set(location.value.operationIds);
        });
      }
      return firstFailure(location, operations);
    });
    return () => this.load.stop();
  }

  get changed(): boolean {
    return this.chosen.size !== this.saved.size || [...this.chosen].some((id) => !this.saved.has(id));
  }

  /** The operations the pending change takes away, as the confirmation names them. */
  get removed(): readonly Operation[] {
    const ids = this.impact?.removedOperationIds ?? [...this.saved].filter((id) => !this.chosen.has(id));
    return this.operations.filter((operation) => ids.includes(operation.id));
  }

  toggle(id: string): void {
    const next = new Set(this.chosen);
    if (!next.delete(id)) next.add(id);
    this.chosen = next;
    this.code = null;
    this.message = null;
  }

  /** Checks the change with the server; asks for confirmation when it affects appointments. */
  save(): Promise<void> {
    return this.send(0);
  }

  /** The user agreed to the affected appointments the confirmation named. */
  confirm(): Promise<void> {
    return this.send(this.impact?.affectedAppointments ?? 0);
  }

  cancelConfirmation(): void {
    if (!this.busy) this.impact = null;
  }

  private async send(confirmed: number): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.code = null;
    this.message = null;
    const chosen = this.chosen;
    const result = await this.changeOperations.execute(this.locationId, [...chosen], confirmed);
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.impact = null;
        this.saved = chosen;
        return;
      }
      if (result.error.code === 'operations.confirm') {
        this.impact = result.error.impact;
        return;
      }
      this.impact = null;
      this.code = result.error.code;
      this.message = result.error.message;
    });
  }
}
