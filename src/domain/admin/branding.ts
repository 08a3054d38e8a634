import type { ThemeId } from '../theme/theme';
import { THEMES } from '../theme/theme';

/**
 * An employer division's house style (spec section 3: branding with id, themeId, logo, fullLogo): the
 * theme its people see the portal in, a square logo for the header and a wide full logo.
 */
export interface Branding {
  readonly id: string;
  readonly themeId: ThemeId;
  /** An image as a data URL; null shows the portal's own mark. */
  readonly logo: string | null;
  readonly fullLogo: string | null;
}

/** A division of an employer with its branding (GET v2/employer-division). */
export interface Division {
  readonly id: string;
  readonly employerId: string;
  readonly employerName: string;
  readonly name: string;
  readonly branding: Branding;
}

/** The themes in the order of spec section 3, for a picker. */
export const THEME_IDS = Object.keys(THEMES).map(Number) as ThemeId[];

/** The image kinds a logo may be: photos and drawings a browser shows everywhere, no scripts (SVG). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A logo is shown small; more than this is a photo that slows every page of the division's people. */
export const MAX_LOGO_KB = 200;
export const MAX_LOGO_BYTES = MAX_LOGO_KB * 1024;

/** Why a file cannot be a logo; 'logo-unreadable' is a file the browser could not read. */
export type LogoProblem = 'logo-type' | 'logo-empty' | 'logo-too-large' | 'logo-unreadable';

/** Whether a chosen file may become a logo: its kind and its size (in bytes). */
export function logoProblem(file: { readonly type: string; readonly size: number }): LogoProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'logo-type';
  if (file.size <= 0) return 'logo-empty';
  return file.size > MAX_LOGO_BYTES ? 'logo-too-large' : null;
}

/** The two images of a branding. */
export type LogoSlot = 'logo' | 'fullLogo';
