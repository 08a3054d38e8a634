import { describe, expect, it } from 'vitest';
import { surveyMayRunOn, surveyScriptAddress } from '../../../src/domain/survey/survey-pages';

describe('where and from where the survey may run', () => {
  it('accepts an absolute https address only, query and all', () => {
    expect(surveyScriptAddress(' https://feedback.example/s.js?site=42 ')).toBe(
      'https://feedback.example/s.js?site=42',
    );
    for (const refused of [
      undefined,
      null,
      '',
      'http://feedback.example/s.js',
      'HTTP://feedback.example/s.js',
      '//feedback.example/s.js',
      'javascript:alert(1)',
      'https://user:pass@feedback.example/s.js',
    ])
      expect(surveyScriptAddress(refused)).toBeNull();
  });

  it('keeps off the sign-in pages, even for a user already signed in', () => {
    expect(surveyMayRunOn({ routeId: 'login', signedIn: true })).toBe(false);
    expect(surveyMayRunOn({ routeId: 'ssoLogin', signedIn: true })).toBe(false);
    expect(surveyMayRunOn({ routeId: 'portals', signedIn: true })).toBe(true);
    expect(surveyMayRunOn({ routeId: 'portals', signedIn: false })).toBe(false);
  });
});
