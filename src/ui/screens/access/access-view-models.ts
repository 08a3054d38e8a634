import { token } from '../../../application/platform/token';
import type { ForgotViewModel } from './forgot-view-model';
import type { LinkedUsersViewModel } from './linked-users-view-model';
import type { LoginViewModel } from './login-view-model';
import type { ResetPasswordViewModel } from './reset-password-view-model';
import type { SsoLoginViewModel } from './sso-login-view-model';
import type { TwoFactorSettingsViewModel } from './two-factor-settings-view-model';

export const AccessViewModels = token<AccessViewModels>('AccessViewModels');
/** The view-models of access and account, each call a new one. */
export interface AccessViewModels {
  login(): LoginViewModel;
  ssoLogin(): SsoLoginViewModel;
  forgot(): ForgotViewModel;
  resetPassword(): ResetPasswordViewModel;
  linkedUsers(): LinkedUsersViewModel;
  twoFactorSettings(): TwoFactorSettingsViewModel;
}
