import { token } from '../../../application/platform/token';
import type { LinkedUsersViewModel } from './linked-users-view-model';
import type { LoginViewModel } from './login-view-model';
import type { SsoLoginViewModel } from './sso-login-view-model';

export const AccessViewModels = token<AccessViewModels>('AccessViewModels');
/** The view-models of signing in and linked accounts, each call a new one. */
export interface AccessViewModels {
  login(): LoginViewModel;
  ssoLogin(): SsoLoginViewModel;
  linkedUsers(): LinkedUsersViewModel;
}
