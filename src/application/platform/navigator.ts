import { token } from './token';
export const Navigator = token<Navigator>('Navigator');
/** Moves the user inside the portal. */
export interface Navigator {
  /** Goes to a path of the portal; replace keeps the current entry out of the history. */
  goTo(path: string, options?: { replace?: boolean }): void;
  /** The path (with query) the user is on now. */
  currentPath(): string;
}
