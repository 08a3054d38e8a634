import { SurveyConfig, SurveyLoader } from '../../application/platform/survey-loader';
import { LoadSurvey } from '../../application/survey/load-survey';
import { ScriptSurveyLoader } from '../browser/script-survey-loader';
import { portalModule } from './binder';

/** The survey script's address, set at build time; unset in the demo and the tests. */
const configuredAddress = (): string | null => {
  const value: unknown = import.meta.env['VITE_SURVEY_SCRIPT_URL'];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** The satisfaction survey of the external feedback service (spec section 9). */
export const surveyModule = portalModule((b) => {
  b.value(SurveyConfig, { scriptAddress: configuredAddress() });
  b.factory(SurveyLoader, [], () => new ScriptSurveyLoader(document)).inSingletonScope();
  // One for the page load: it remembers that the survey has been started.
  b.construct(LoadSurvey, [SurveyLoader, SurveyConfig]).inSingletonScope();
});
