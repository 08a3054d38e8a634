// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ScriptSurveyLoader } from '../../../src/infrastructure/browser/script-survey-loader';

describe('the survey script in the page', () => {
  it('adds one async script without cookies or Referer, however often it is asked', () => {
    const loader = new ScriptSurveyLoader(document);
    loader.load('https://feedback.example/survey.js');
    loader.load('https://feedback.example/survey.js');
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    const [script] = scripts;
    expect(script?.src).toBe('https://feedback.example/survey.js');
    expect(script?.async).toBe(true);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.referrerPolicy).toBe('no-referrer');
  });
});
