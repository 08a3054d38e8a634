import type { RouteId } from '../../domain/access/route-catalogue';
import { surveyMayRunOn, surveyScriptAddress } from '../../domain/survey/survey-pages';
import type { SurveyConfig, SurveyLoader } from '../platform/survey-loader';

/** A page the user was let onto. */
export interface ShownPage {
  readonly routeId: RouteId;
  readonly signedIn: boolean;
}

/**
 * Starts the satisfaction survey (spec section 9) on the first page that allows it: only when an
 * https address is configured, only once signed in, never on the sign-in pages nor on a page with
 * medical content, and once per page load. Only the configured address goes to the loader: no user,
 * no route, no id.
 */
export class LoadSurvey {
  private loaded = false;
  private readonly address: string | null;

  constructor(
    private readonly loader: SurveyLoader,
    config: SurveyConfig,
  ) {
    this.address = surveyScriptAddress(config.scriptAddress);
  }

  /**
   * Told of every page shown; true when this page started the survey. A survey already running is
   * taken out of the page when the user reaches one it may not run on (medical content, signed out).
   */
  execute(page: ShownPage): boolean {
    if (this.loaded && !surveyMayRunOn(page)) {
      this.loaded = false;
      this.loader.clear();
      return false;
    }
    if (this.loaded || this.address === null || !surveyMayRunOn(page)) return false;
    this.loaded = true;
    this.loader.load(this.address);
    return true;
  }
}
