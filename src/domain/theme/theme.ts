import type { User } from '../access/user';

/** Theme ids of spec section 3. */
export const THEMES = {
  1: 'standard',
  2: 'deep-navy',
  3: 'royal-indigo',
  4: 'emerald-green',
  5: 'azure-blue',
  6: 'magenta',
  7: 'crimson',
} as const;

export type ThemeId = keyof typeof THEMES;
export type ThemeName = (typeof THEMES)[ThemeId];
export const STANDARD_THEME: ThemeId = 1;

export interface Theme {
  readonly id: ThemeId;
  readonly name: ThemeName;
  readonly logo: string | null;
  readonly fullLogo: string | null;
}

const isThemeId = (id: number): id is ThemeId => Object.hasOwn(THEMES, id);

export const standardTheme: Theme = {
  id: STANDARD_THEME,
  name: THEMES[STANDARD_THEME],
  logo: null,
  fullLogo: null,
};

/** Spec section 4: the employer branding sets the theme; standard when there is none or it is unknown. */
export function themeOf(user: User | null): Theme {
  const branding = user?.employer?.branding;
  if (!branding) return standardTheme;
  const id = isThemeId(branding.themeId) ? branding.themeId : STANDARD_THEME;
  return { id, name: THEMES[id], logo: branding.logo, fullLogo: branding.fullLogo };
}
