import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { themeOf, THEMES } from '../../../src/domain/theme/theme';
import { aUser } from '../../support/user-mother';

describe('the theme', () => {
  it('is standard without a user or without employer branding', () => {
    expect(themeOf(null).name).toBe('standard');
    expect(themeOf(aUser().build()).name).toBe('standard');
  });

  it('follows the employer branding, with its logos', () => {
    const theme = themeOf(aUser().withBranding(4, 'korenaar.svg').build());
    expect(theme).toMatchObject({ id: 4, name: 'emerald-green', logo: 'korenaar.svg' });
  });

  it('falls back to standard for a theme id it does not know', () => {
    fc.assert(
      fc.property(fc.integer(), (themeId) => {
        const theme = themeOf(aUser().withBranding(themeId).build());
        expect(theme.name).toBe(themeId in THEMES ? THEMES[themeId as keyof typeof THEMES] : 'standard');
      }),
    );
  });
});
