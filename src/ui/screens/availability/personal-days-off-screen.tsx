import { observer } from 'mobx-react-lite';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../services-context';

/** The frame of this screen; its content comes with the slice that builds it. */
export const PersonalDaysOffScreen = observer(function PersonalDaysOffScreen() {
  const t = useT();
  return (
    <PageFrame routeId="personalDaysOff" layout="default">
      <p>{t('shell.comingSoon')}</p>
    </PageFrame>
  );
});

export { PersonalDaysOffScreen as Component };
