import { observer } from 'mobx-react-lite';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../services-context';

/** The frame of this screen; its content comes with the slice that builds it. */
export const EmployeeListScreen = observer(function EmployeeListScreen() {
  const t = useT();
  return (
    <PageFrame routeId="employeeList" layout="default">
      <p>{t('shell.comingSoon')}</p>
    </PageFrame>
  );
});

export { EmployeeListScreen as Component };
