import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { AvailabilityGate } from './availability-gate';
import { RecordStatus } from '../../components/record/record-status';
import { useT, useViewModel } from '../../services-context';
import './availability.css';
import { PersonHeader } from './person-header';
import { FixedPerson, ScheduleForm } from './schedule-form';
import { SchedulePreviewPanel } from './schedule-preview-panel';

/**
 * /agenda/{userUuid}/availabilities/create: a new schedule for the person of the address, shown fixed.
 * Once saved, its own screen opens, where exceptions are added.
 */
const AvailabilityCreateScreen = observer(function AvailabilityCreateScreen({ userId }: { userId: string }) {
  const vm = useViewModel((services) => services.viewModels.scheduleForm(userId, null));
  const t = useT();
  return (
    <PageFrame routeId="availabilityCreate">
      <RecordStatus load={vm.load} listPath={vm.listPath}>
        <PersonHeader person={vm.person} current={null} />
        {vm.canManage ? (
          <div className="schedule-layout">
            <div>
              <FixedPerson name={vm.person.name} note={t('availability.schedule.personFixed')} />
              <ScheduleForm
                vm={vm}
                actions={
                  <Link className="button button--secondary" to={vm.listPath}>
                    {t('common.cancel')}
                  </Link>
                }
              />
              <p className="muted">{t('availability.exceptions.afterSave')}</p>
            </div>
            <SchedulePreviewPanel preview={vm.preview} />
          </div>
        ) : (
          <p className="notice notice--warning">{t('availability.schedule.mayNotAdd')}</p>
        )}
      </RecordStatus>
    </PageFrame>
  );
});

/** A new view-model for each person, also when only the address's id changes. */
export function Component() {
  const { userUuid = '' } = useParams();
  return (
    <AvailabilityGate routeId="availabilityCreate" userId={userUuid}>
      <AvailabilityCreateScreen key={userUuid} userId={userUuid} />
    </AvailabilityGate>
  );
}
