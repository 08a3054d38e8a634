import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { SecondFactorForm } from './second-factor-form';

/** /auth/sso/login/{token}: signing in with a single sign-on token. */
export const SsoLoginScreen = observer(function SsoLoginScreen() {
  const vm = useViewModel((services) => services.viewModels.ssoLogin());
  const t = useT();
  useEffect(() => void vm.start(), [vm]);
  if (vm.secondFactor) return <SecondFactorForm vm={vm.secondFactor} />;
  return (
    <PageFrame routeId="ssoLogin" layout="empty">
      <output className="loading">{t('page.sso.signingIn')}</output>
    </PageFrame>
  );
});

export { SsoLoginScreen as Component };
