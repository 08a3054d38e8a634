import { isPortalPath } from '../../domain/access/return-path';
import type { Navigator } from '../../application/platform/navigator';

export type NavigateFunction = (path: string, options: { replace: boolean }) => void;

/**
 * Navigation through the router once it exists; before that (and for a path outside the router) the
 * address is changed directly.
 */
export class RouterNavigator implements Navigator {
  private navigate: NavigateFunction | null = null;

  constructor(private readonly location: Pick<Location, 'pathname' | 'search' | 'assign' | 'replace'>) {}

  /** Connects the router; returns a function that disconnects it. */
  attach(navigate: NavigateFunction): () => void {
    this.navigate = navigate;
    return () => {
      if (this.navigate === navigate) this.navigate = null;
    };
  }

  goTo(path: string, options: { replace?: boolean } = {}): void {
    if (!isPortalPath(path)) throw new Error(`Refusing to navigate outside the portal: ${path}`);
    if (this.navigate) {
      this.navigate(path, { replace: options.replace ?? false });
      return;
    }
    if (options.replace) this.location.replace(path);
    else this.location.assign(path);
  }

  currentPath(): string {
    return `${this.location.pathname}${this.location.search}`;
  }
}
