import { token } from '../../application/platform/token';
import type { LoadingBarViewModel } from '../components/loading-bar-view-model';
import type { NavigationGateViewModel } from './navigation-gate-view-model';

export const ShellViewModels = token<ShellViewModels>('ShellViewModels');
/** What every page needs from the start, the sign-in page too: the guard gate and the loading bar. */
export interface ShellViewModels {
  navigationGate(): NavigationGateViewModel;
  loadingBar(): LoadingBarViewModel;
}
