import { makeAutoObservable } from 'mobx';
import type { ThemePainter } from '../../application/theme/theme-painter';
import type { Theme } from '../../domain/theme/theme';
import { standardTheme } from '../../domain/theme/theme';

/** Puts the theme on the document element; the stylesheet holds each theme's design tokens. */
export class CssThemePainter implements ThemePainter {
  current: Theme = standardTheme;

  constructor(private readonly root: { dataset: DOMStringMap } | null) {
    makeAutoObservable<CssThemePainter, 'root'>(this, { root: false });
  }

  apply(theme: Theme): void {
    this.current = theme;
    if (this.root) this.root.dataset['theme'] = theme.name;
  }

  reset(): void {
    this.apply(standardTheme);
  }
}
