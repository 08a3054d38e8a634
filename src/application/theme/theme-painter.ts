import { token } from '../platform/token';
import type { Theme } from '../../domain/theme/theme';

export const ThemePainter = token<ThemePainter>('ThemePainter');
/** Applies a theme (colours and logos) to the whole portal. */
export interface ThemePainter {
  readonly current: Theme;
  apply(theme: Theme): void;
  reset(): void;
}
