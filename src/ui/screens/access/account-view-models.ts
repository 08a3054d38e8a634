import { token } from '../../../application/platform/token';
import type { ForgotViewModel } from './forgot-view-model';
import type { ResetPasswordViewModel } from './reset-password-view-model';
import type { TwoFactorSettingsViewModel } from './two-factor-settings-view-model';

export const AccountViewModels = token<AccountViewModels>('AccountViewModels');
/**
 * The view-models of the account's own screens (a forgotten password, a new one, the second factor),
 * each call a new one; they load with the first of those screens, not with the sign-in page.
 */
export interface AccountViewModels {
  forgot(): ForgotViewModel;
  resetPassword(): ResetPasswordViewModel;
  twoFactorSettings(): TwoFactorSettingsViewModel;
}
