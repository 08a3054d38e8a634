import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DeleteOperation } from '../../../application/locations/delete-operation';
import type { ListOperations } from '../../../application/locations/list-operations';
import type { ListResourceTypes } from '../../../application/locations/list-resource-types';
import type { OperationForm, SaveOperation } from '../../../application/locations/save-operation';
import type { Navigator } from '../../../application/platform/navigator';
import { pathOf } from '../../../domain/access/route-match';
import type {
  Operation,
  OperationKind,
  ProfessionalRole,
  ResourceType,
} from '../../../domain/locations/location';
import { OPERATION_KINDS } from '../../../domain/locations/location';
import type { OperationField } from '../../../domain/locations/location-rules';
import { ok } from '../../../domain/shared/result';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { FormFeedback } from '../../components/record/form-feedback';
import { RecordLoad, firstFailure } from '../../components/record/record-load';
import type { KeptForm } from '../../components/record/use-kept-input';
import { pickInput } from '../../components/record/use-kept-input';

export type OperationTextField = Exclude<OperationField, 'roles'>;

const DEFAULT_COLOUR = '#0b5cab';

/** /admin/operations/create and /admin/operations/{operationUuid}. */
export class OperationFormViewModel implements KeptForm {
  readonly load = new RecordLoad();
  readonly feedback = new FormFeedback<OperationField>();
  readonly deletion = new DeleteConfirmation();
  operation: Operation | null = null;
  resourceTypes: readonly ResourceType[] = [];
  values: Record<OperationTextField, string> = {
    nameNl: '',
    nameEn: '',
    code: '',
    duration: '30',
    bufferBefore: '0',
    bufferAfter: '0',
    colour: DEFAULT_COLOUR,
  };
  roles: ReadonlySet<ProfessionalRole> = new Set();
  resourceTypeIds: ReadonlySet<string> = new Set();
  needsRoom = true;
  medical = false;
  employerBookable = false;
  kind: OperationKind = 'consultation';

  constructor(
    private readonly listOperations: ListOperations,
    private readonly listResourceTypes: ListResourceTypes,
    private readonly saveOperation: SaveOperation,
    private readonly deleteOperation: DeleteOperation,
    private readonly navigator: Navigator,
    readonly operationId: string | null,
  ) {
    makeAutoObservable<
      OperationFormViewModel,
      'listOperations' | 'listResourceTypes' | 'saveOperation' | 'deleteOperation' | 'navigator'
    >(
      this,
      {
        load: false,
        feedback: false,
        deletion: false,
        operationId: false,
        operation: observableRef,
        resourceTypes: observableRef,
        roles: observableRef,
        resourceTypeIds: observableRef,
        listOperations: false,
        listResourceTypes: false,
        saveOperation: false,
        deleteOperation: false,
        navigator: false,
      },
      { autoBind: true },
    );
  }

  get creating(): boolean {
    return this.operationId === null;
  }

  get inputKey(): string {
    return `operation:${this.operationId ?? 'new'}`;
  }

  get inputReady(): boolean {
    return this.load.state === 'ready';
  }

  keptInput(): unknown {
    return pickInput(this, [
      'values',
      'roles',
      'resourceTypeIds',
      'needsRoom',
      'medical',
      'employerBookable',
      'kind',
    ] as const);
  }

  restoreInput(input: unknown): void {
    Object.assign(this, input);
    this.feedback.inputRestored();
  }

  attach(): () => void {
    const id = this.operationId;
    void this.load.run(async (signal) => {
      const [types, operation] = await Promise.all([
        this.listResourceTypes.all(signal),
        id ? this.listOperations.byId(id, signal) : Promise.resolve(ok(null)),
      ]);
      if (signal.aborted) return;
      runInAction(() => {
        if (types.ok) this.resourceTypes = types.value;
        if (operation.ok && operation.value) this.fill(operation.value);
      });
      return firstFailure(types, operation);
    });
    return () => this.load.stop();
  }

  setValue(field: OperationTextField, value: string): void {
    // Codes are capitals by the rule; typing them small is no mistake worth an error.
    const text = field === 'code' ? value.toUpperCase() : value;
    this.values = { ...this.values, [field]: text };
    this.feedback.forget(field);
  }

  toggleRole(role: ProfessionalRole): void {
    const next = new Set(this.roles);
    if (!next.delete(role)) next.add(role);
    this.roles = next;
    this.feedback.forget('roles');
  }

  toggleResourceType(id: string): void {
    const next = new Set(this.resourceTypeIds);
    if (!next.delete(id)) next.add(id);
    this.resourceTypeIds = next;
  }

  setNeedsRoom(value: boolean): void {
    this.needsRoom = value;
  }

  setMedical(value: boolean): void {
    this.medical = value;
  }

  setEmployerBookable(value: boolean): void {
    this.employerBookable = value;
  }

  setKind(value: string): void {
    const kind = OPERATION_KINDS.find((candidate) => candidate === value);
    if (kind) this.kind = kind;
  }

  get form(): OperationForm {
    const { nameNl, nameEn, code, duration, bufferBefore, bufferAfter, colour } = this.values;
    return {
      name: { nl: nameNl, en: nameEn },
      code,
      duration,
      bufferBefore,
      bufferAfter,
      colour,
      roles: [...this.roles],
      needsRoom: this.needsRoom,
      resourceTypeIds: [...this.resourceTypeIds],
      medical: this.medical,
      employerBookable: this.employerBookable,
      kind: this.kind,
    };
  }

  async submit(): Promise<void> {
    if (!this.feedback.start()) return;
    const result = await this.saveOperation.execute(this.operationId, this.form);
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.fill(result.value);
      if (this.creating) this.navigator.goTo(pathOf('operations'));
    });
  }

  /** Deletes the operation; `name` is how the dialog named it, for the notice. */
  async confirmDelete(name: string): Promise<void> {
    const operation = this.operation;
    if (!operation) return;
    const gone = await this.deletion.confirm(() => this.deleteOperation.execute({ id: operation.id, name }));
    if (gone) this.navigator.goTo(pathOf('operations'));
  }

  private fill(operation: Operation): void {
    this.operation = operation;
    this.values = {
      nameNl: operation.name?.nl ?? '',
      nameEn: operation.name?.en ?? '',
      code: operation.code ?? '',
      duration: String(operation.durationMinutes),
      bufferBefore: String(operation.bufferBeforeMinutes),
      bufferAfter: String(operation.bufferAfterMinutes),
      colour: operation.colour,
    };
    this.roles = new Set(operation.roles);
    this.resourceTypeIds = new Set(operation.resourceTypeIds);
    this.needsRoom = operation.needsRoom;
    this.medical = operation.medical;
    this.employerBookable = operation.employerBookable;
    this.kind = operation.kind;
  }
}
