import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DossierWizards } from '../../../../application/dossiers/dossier-wizards';
import type { Navigator } from '../../../../application/platform/navigator';
import type { WizardRunSummary, WizardSummary } from '../../../../application/dossiers/dossier-wizards';
import { pathOf } from '../../../../domain/access/route-match';
import type { DossierType } from '../../../../domain/dossiers/dossier-type';

export type PartState = 'idle' | 'loading' | 'ready' | 'failed';

/** The dossier's wizards: the runs it has, and starting (or resuming) one of those for its type. */
export class DossierWizardsViewModel {
  state: PartState = 'idle';
  runs: readonly WizardRunSummary[] = [];
  startable: readonly WizardSummary[] = [];
  chosen = '';
  starting = false;
  /** Why starting did not go through, in the server's words where it gave any. */
  startError: { message: string | null } | null = null;
  mayStart = false;
  private dossierId = '';
  private type: DossierType | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly dossierWizards: DossierWizards,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable<
      DossierWizardsViewModel,
      'dossierWizards' | 'navigator' | 'controller' | 'dossierId' | 'type'
    >(
      this,
      {
        dossierWizards: false,
        navigator: false,
        controller: false,
        dossierId: false,
        type: false,
        runs: observableRef,
        startable: observableRef,
        startError: observableRef,
      },
      { autoBind: true },
    );
  }

  open(dossierId: string, type: DossierType, mayEdit: boolean): void {
    this.dossierId = dossierId;
    this.type = type;
    this.mayStart = mayEdit;
    void this.load();
  }

  detach(): void {
    this.controller?.abort();
  }

  retry(): void {
    void this.load();
  }

  choose(wizardId: string): void {
    this.chosen = wizardId;
    this.startError = null;
  }

  async start(): Promise<void> {
    if (!this.chosen || this.starting) return;
    this.starting = true;
    this.startError = null;
    const result = await this.dossierWizards.start(this.chosen, this.dossierId);
    runInAction(() => {
      this.starting = false;
      if (!result.ok) {
        this.startError = { message: result.error };
        return;
      }
      this.navigator.goTo(pathOf('wizardRun', { runId: result.value.id }));
    });
  }

  private async load(): Promise<void> {
    const type = this.type;
    if (!type) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    const [runs, startable] = await Promise.all([
      this.dossierWizards.runs(this.dossierId, controller.signal),
      this.mayStart ? this.dossierWizards.startable(type, controller.signal) : Promise.resolve(null),
    ]);
    if (controller.signal.aborted) return;
    runInAction(() => {
      if (!runs.ok) {
        this.state = 'failed';
        return;
      }
      this.runs = runs.value;
      this.startable = startable?.ok ? startable.value : [];
      if (!this.startable.some((wizard) => wizard.id === this.chosen))
        this.chosen = this.startable[0]?.id ?? '';
      this.state = 'ready';
    });
  }
}
