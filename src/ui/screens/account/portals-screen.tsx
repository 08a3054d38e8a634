import { observer } from 'mobx-react-lite';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';

/** /portals: the portals this user may enter; choosing one enters it. */
export const PortalsScreen = observer(function PortalsScreen() {
  const shell = useViewModel((services) => services.viewModels.shell());
  const t = useT();
  return (
    <PageFrame routeId="portals">
      {shell.portals.length === 0 ? (
        <p>{t('portalsPage.none')}</p>
      ) : (
        <>
          <p>{t('portalsPage.intro')}</p>
          {shell.portalError ? (
            <p className="form__error" role="alert">
              {t(shell.portalError)}
            </p>
          ) : null}
          <ul className="choice-list">
            {shell.portals.map((portal) => (
              <li key={portal}>
                <button
                  type="button"
                  className="choice-list__button"
                  onClick={() => shell.enterPortal(portal)}
                >
                  {t('portalsPage.enter', { portal: t(`portal.${portal}`) })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
});

export { PortalsScreen as Component };
