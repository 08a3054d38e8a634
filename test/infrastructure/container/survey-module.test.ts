// @vitest-environment jsdom
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { SurveyConfig } from '../../../src/application/platform/survey-loader';
import { LoadSurvey } from '../../../src/application/survey/load-survey';
import { surveyModule } from '../../../src/infrastructure/container/survey-module';

describe('the survey module', () => {
  it('resolves every binding, with one survey starter for the page load and no address in the tests', () => {
    const container = new Container({ defaultScope: 'Transient' });
    container.load(surveyModule.module);
    for (const id of surveyModule.bound) expect(() => container.get(id as never), String(id)).not.toThrow();
    expect(container.get(LoadSurvey)).toBe(container.get(LoadSurvey));
    expect(container.get<SurveyConfig>(SurveyConfig as never).scriptAddress).toBeNull();
    expect(container.get(LoadSurvey).execute({ routeId: 'dashboard', signedIn: true })).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
