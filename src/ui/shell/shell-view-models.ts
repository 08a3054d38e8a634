import { token } from '../../application/platform/token';
import type { LoadingBarViewModel } from '../components/loading-bar-view-model';
import type { LinkedAccountsViewModel } from './linked-accounts-view-model';
import type { NavigationGateViewModel } from './navigation-gate-view-model';
import type { SessionTimeoutViewModel } from './session-timeout-view-model';
import type { ShellViewModel } from './shell-view-model';

export const ShellViewModels = token<ShellViewModels>('ShellViewModels');
/** The shell's view-models, each call a new one. */
export interface ShellViewModels {
  shell(): ShellViewModel;
  navigationGate(): NavigationGateViewModel;
  sessionTimeout(): SessionTimeoutViewModel;
  loadingBar(): LoadingBarViewModel;
  linkedAccounts(): LinkedAccountsViewModel;
}
