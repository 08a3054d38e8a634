import { token } from '../../application/platform/token';
import type { LinkedAccountsViewModel } from './linked-accounts-view-model';
import type { SessionTimeoutViewModel } from './session-timeout-view-model';
import type { ShellViewModel } from './shell-view-model';

export const FrameViewModels = token<FrameViewModels>('FrameViewModels');
/**
 * The signed-in frame's view-models (header and sidebar, the idle warning, the linked accounts), each
 * call a new one. They load with the first signed-in page, not with the sign-in page.
 */
export interface FrameViewModels {
  shell(): ShellViewModel;
  sessionTimeout(): SessionTimeoutViewModel;
  linkedAccounts(): LinkedAccountsViewModel;
}
