import { token } from './token';

export const SurveyLoader = token<SurveyLoader>('SurveyLoader');
/** Puts the satisfaction survey script of the external feedback service into the page (spec section 9). */
export interface SurveyLoader {
  /**
   * Loads the script at `address` (an https address the use case has checked), sending it nothing of
   * the user or the page; a second call in the same page load does nothing.
   */
  load(address: string): void;
  /**
   * Takes the survey out of the page the user is now on (a page with medical content, or the sign-in
   * page after signing out): a script once run cannot be unloaded, so the page is loaded afresh.
   */
  clear(): void;
}

export const SurveyConfig = token<SurveyConfig>('SurveyConfig');
/** How the portal was built: the survey script's address, as configured (VITE_SURVEY_SCRIPT_URL). */
export interface SurveyConfig {
  /** Null or empty when no survey is configured (the demo, the tests). */
  readonly scriptAddress: string | null;
}
