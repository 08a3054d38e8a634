import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DossierReadError } from '../../../../application/dossiers/dossier-read';
import type { OpenDossier, OpenedDossier } from '../../../../application/dossiers/open-dossier';
import type { DossierNotesViewModel } from './dossier-notes-view-model';
import type { DossierDocumentsViewModel } from './dossier-documents-view-model';
import type { DossierTasksViewModel } from './dossier-tasks-view-model';
import type { DossierUwvViewModel } from './dossier-uwv-view-model';
import type { DossierWizardsViewModel } from './dossier-wizards-view-model';

export type DossierState = 'loading' | 'ready' | 'not-found' | 'forbidden' | 'failed';

/**
 * /dossiers/{dossierId}: one dossier with the sections of its type. Opening it is what puts it on top
 * of the user's recently viewed dossiers (the back office keeps that list). Its notes, documents,
 * wizards, tasks and UWV messages each have a view-model of their own, opened once the dossier is known.
 */
export class DossierViewModel {
  state: DossierState = 'loading';
  opened: OpenedDossier | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly openDossier: OpenDossier,
    readonly notes: DossierNotesViewModel,
    readonly documents: DossierDocumentsViewModel,
    readonly wizards: DossierWizardsViewModel,
    readonly tasks: DossierTasksViewModel,
    readonly uwv: DossierUwvViewModel,
    readonly dossierId: string,
    /** Whether the reader fills in wizards (domain/wizards/wizard-access.ts); else no wizard section. */
    readonly showsWizards: boolean,
  ) {
    makeAutoObservable<DossierViewModel, 'openDossier' | 'controller'>(
      this,
      {
        openDossier: false,
        controller: false,
        notes: false,
        documents: false,
        wizards: false,
        tasks: false,
        uwv: false,
        dossierId: false,
        showsWizards: false,
        opened: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load();
    return () => {
      this.controller?.abort();
      this.notes.detach();
      this.documents.detach();
      this.wizards.detach();
      this.uwv.detach();
    };
  }

  retry(): void {
    void this.load();
  }

  private async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    const result = await this.openDossier.execute(this.dossierId, controller.signal);
    if (controller.signal.aborted) return;
    runInAction(() => {
      if (!result.ok) {
        this.state = stateOf(result.error);
        return;
      }
      this.opened = result.value;
      this.state = 'ready';
      const { dossier } = result.value;
      this.tasks.open(dossier);
      this.uwv.open(dossier, result.value.uwv);
      this.notes.open(dossier.id, dossier.mayEdit);
      this.documents.open(dossier.id, dossier.mayEdit);
      if (this.showsWizards) this.wizards.open(dossier.id, dossier.type, dossier.mayEdit);
    });
  }
}

function stateOf(error: DossierReadError): DossierState {
  if (error === 'dossier.not-found') return 'not-found';
  if (error === 'dossier.forbidden') return 'forbidden';
  return 'failed';
}
