import { observer } from 'mobx-react-lite';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { PortalChoices } from '../../shell/portal-choices';

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
          <PortalChoices
            shell={shell}
            labelOf={(portal) => t('portalsPage.enter', { portal: t(`portal.${portal}`) })}
          />
        </>
      )}
    </PageFrame>
  );
});

export { PortalsScreen as Component };
