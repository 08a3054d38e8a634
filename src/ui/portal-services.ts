import type { i18n } from 'i18next';
import type { AreaTexts } from '../i18n/translation-key';
import type { LocalePreference } from '../application/locale/locale-preference';
import type { SessionStore } from '../application/session/session-store';
import type { TableLayouts } from './list/table-layouts';
import type { FileDownload } from '../application/platform/file-download';
import type { FormKeeper } from '../application/platform/form-keeper';
import type { LazyAreaName } from './routes/area-name';
import type { RouteId } from '../domain/access/route-catalogue';
import type { AccessViewModels } from './screens/access/access-view-models';
import type { FrameViewModels } from './shell/frame-view-models';
import type { ShellViewModels } from './shell/shell-view-models';
import type { SearchViewModelFactory } from './search/search-view-models';

/**
 * The view-model factories of every area's code, merged: filled in from the portal's list of areas
 * (`src/areas/areas.ts`), so a screen asks only for what an area of that list offers.
 */
// oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- extended by the list of areas
export interface AreaViewModels {}

export type NavigateFunction = (path: string, options: { replace: boolean }) => void;

/** What the composition root hands the React layer: shared observables and a factory per view-model. */
export interface PortalServices {
  readonly i18n: i18n;
  readonly locale: LocalePreference;
  readonly session: SessionStore;
  /** The signed-in user's table layouts and language, kept at the back office. */
  readonly tableLayouts: TableLayouts;
  /** What the open forms held when a session ended, for the same user's return. */
  readonly forms: FormKeeper;
  /** Hands the user a file the portal made (a list's export). */
  readonly files: FileDownload;
  /** Whether a message has been asked for: the toast area loads its container from then on. */
  readonly notices: { readonly shown: boolean; containerReady(): void };
  /** Running calls and page loads, for the loading bar. */
  readonly activity: { readonly running: number };
  /** Lets use cases navigate through the router; returns a function that detaches it. */
  attachRouter(navigate: NavigateFunction): () => void;
  /** Fetches an area's texts in the reader's language (with the area's first screen); once each. */
  loadTexts(texts: AreaTexts): Promise<void>;
  /** Loads an area's code (its view-models, use cases and gateways) and what it needs; once each. */
  loadArea(name: LazyAreaName): Promise<void>;
  /** Loads the one search (its view-model, use case, gateway and texts) the first time it opens. */
  loadSearch(): Promise<SearchViewModelFactory>;
  /** Checks the session with the server and starts watching for new builds. */
  start(): Promise<void>;
  /** Loads the path afresh when a newer build is live (spec section 4); true when it did. */
  reloadIfOutdated(path: string): boolean;
  /** Loads the path afresh when a screen's code failed to load, at most once per 10 seconds; true when it did. */
  recoverFromChunkError(path: string): boolean;
  /** A page of the portal is shown: the satisfaction survey may start there (see LoadSurvey). */
  surveyPageShown(routeId: RouteId): void;
  /**
   * A factory per view-model, each area's merged: the shell's and access's from the start, an area's
   * once its code has loaded (its routes wait for loadArea; the signed-in frame's, for `frame`).
   */
  readonly viewModels: ShellViewModels & FrameViewModels & AccessViewModels & AreaViewModels;
}
