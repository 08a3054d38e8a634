import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { AvailabilityGate } from './availability-gate';
import { RecordStatus } from '../../components/record/record-status';
import { useT, useViewModel } from '../../services-context';
import './availability.css';
import { PersonHeader } from './person-header';
import { PersonalDayOffForm } from './personal-day-off-form';
import { FixedPerson } from './schedule-form';

/** /agenda/{userUuid}/personal-days-off/create: a new day off of the person of the address. */
const PersonalDaysOffCreateScreen = observer(function PersonalDaysOffCreateScreen({
  userId,
}: {
  userId: string;
}) {
  const vm = useViewModel((services) => services.viewModels.personalDayOffForm(userId, null));
  const t = useT();
  return (
    <PageFrame routeId="personalDaysOffCreate">
      <RecordStatus load={vm.load} listPath={vm.listPath}>
        <PersonHeader person={vm.person} current={null} />
        {vm.canManage ? (
          <>
            <FixedPerson name={vm.person.name} note={t('availability.dayOff.personFixed')} />
            <PersonalDayOffForm
              vm={vm}
              actions={
                <Link className="button button--secondary" to={vm.listPath}>
                  {t('common.cancel')}
                </Link>
              }
            />
          </>
        ) : (
          <p className="notice notice--warning">{t('availability.dayOff.mayNotAdd')}</p>
        )}
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { userUuid = '' } = useParams();
  return (
    <AvailabilityGate routeId="personalDaysOffCreate" userId={userUuid}>
      <PersonalDaysOffCreateScreen key={userUuid} userId={userUuid} />
    </AvailabilityGate>
  );
}
