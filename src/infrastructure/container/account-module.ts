import { PasswordGateway } from '../../application/account/password-gateway';
import { RequestPasswordReset } from '../../application/account/request-password-reset';
import { ResetPassword } from '../../application/account/reset-password';
import { SetUpTwoFactor } from '../../application/account/set-up-two-factor';
import { TwoFactorGateway } from '../../application/account/two-factor-gateway';
import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { SessionStore } from '../../application/session/session-store';
import { AccountViewModels } from '../../ui/screens/access/account-view-models';
import { ForgotViewModel } from '../../ui/screens/access/forgot-view-model';
import { ResetPasswordViewModel } from '../../ui/screens/access/reset-password-view-model';
import { TwoFactorSettingsViewModel } from '../../ui/screens/access/two-factor-settings-view-model';
import { HttpPasswordGateway } from '../access/http-password-gateway';
import { HttpTwoFactorGateway } from '../access/http-two-factor-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The account's own screens: a forgotten password, a new password, the second factor's settings. */
export const accountModule = portalModule((b) => {
  b.factory(PasswordGateway, [HttpClient], (http) => new HttpPasswordGateway(http)).inSingletonScope();
  b.factory(TwoFactorGateway, [HttpClient], (http) => new HttpTwoFactorGateway(http)).inSingletonScope();
  b.construct(RequestPasswordReset, [PasswordGateway, Notifier, Navigator]);
  b.construct(ResetPassword, [PasswordGateway, Notifier, Navigator]);
  b.construct(SetUpTwoFactor, [TwoFactorGateway, SessionStore, Notifier]);
  b.construct(ForgotViewModel, [RequestPasswordReset]);
  b.construct(ResetPasswordViewModel, [ResetPassword]);
  b.construct(TwoFactorSettingsViewModel, [SetUpTwoFactor, SessionStore]);
  b.factories(AccountViewModels, (get) => ({
    forgot: () => get(ForgotViewModel),
    resetPassword: () => get(ResetPasswordViewModel),
    twoFactorSettings: () => get(TwoFactorSettingsViewModel),
  }));
});
