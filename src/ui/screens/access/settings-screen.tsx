import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { mayShow } from '../../../domain/access/navigation-guard';
import { pathOf } from '../../../domain/access/route-match';
import { AreaSlot } from '../../components/area-slot/area-slot';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { TwoFactorSection } from './two-factor-section';
import '../../components/record/record.css';

const NO_PROPS = {} as const;

/**
 * /main: the user's own settings, open to every signed-in user. Other areas add their parts in its
 * place for them (`accountSettings`), each showing only to whom it concerns.
 */
export const SettingsScreen = observer(function SettingsScreen() {
  const shell = useViewModel((services) => services.viewModels.shell());
  const t = useT();
  const user = shell.user;
  return (
    <PageFrame routeId="main">
      <p>{t('settings.intro')}</p>
      {user ? (
        <section aria-labelledby="settings-account" className="panel">
          <h2 id="settings-account">{t('settings.account')}</h2>
          <dl className="facts">
            <dt>{t('settings.name')}</dt>
            <dd>{user.displayName}</dd>
            <dt>{t('settings.username')}</dt>
            <dd>{user.username}</dd>
          </dl>
        </section>
      ) : null}
      {user && mayShow(user, ['manage_own_availability_schedules']) ? (
        <section aria-labelledby="settings-availability" className="panel">
          <h2 id="settings-availability">{t('settings.availabilityHeading')}</h2>
          <p>{t('settings.availabilityHelp')}</p>
          <ul className="record-links">
            <li>
              <Link to={pathOf('availabilities', { userUuid: user.id })}>{t('settings.ownSchedules')}</Link>
            </li>
            <li>
              <Link to={pathOf('personalDaysOff', { userUuid: user.id })}>{t('settings.ownDaysOff')}</Link>
            </li>
          </ul>
        </section>
      ) : null}
      {user ? <AreaSlot name="accountSettings" props={NO_PROPS} /> : null}
      {user ? <TwoFactorSection /> : null}
      <section aria-labelledby="settings-language" className="panel">
        <h2 id="settings-language">{t('settings.languageHeading')}</h2>
        <p>
          {t('settings.languageHelp')}{' '}
          {t('settings.languageCurrent', { language: t(`language.${shell.language}`) })}
        </p>
      </section>
      <section aria-labelledby="settings-theme" className="panel">
        <h2 id="settings-theme">{t('settings.themeHeading')}</h2>
        <p>{t('settings.theme', { theme: t(`theme.${shell.currentTheme.name}`) })}</p>
      </section>
    </PageFrame>
  );
});

export { SettingsScreen as Component };
