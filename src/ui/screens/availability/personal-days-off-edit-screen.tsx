import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { AvailabilityGate } from './availability-gate';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { RecordStatus } from '../../components/record/record-status';
import { useServices, useT, useViewModel } from '../../services-context';
import './availability.css';
import { dayOffText } from './availability-texts';
import { PersonHeader } from './person-header';
import { PersonalDayOffForm } from './personal-day-off-form';
import { FixedPerson } from './schedule-form';

/** /agenda/{userUuid}/personal-days-off/{personalDaysOffUuid}: one day off, changed or deleted. */
const PersonalDaysOffEditScreen = observer(function PersonalDaysOffEditScreen({
  userId,
  dayOffId,
}: {
  userId: string;
  dayOffId: string;
}) {
  const vm = useViewModel((services) => services.viewModels.personalDayOffForm(userId, dayOffId));
  const t = useT();
  const locale = useServices().locale.current;
  const dayOff = vm.dayOff;
  const name = dayOff ? dayOffText(t, locale, dayOff) : '';
  return (
    <PageFrame routeId="personalDaysOffEdit">
      <RecordStatus load={vm.load} listPath={vm.listPath}>
        <PersonHeader person={vm.person} current={null} />
        {dayOff ? <h2>{name}</h2> : null}
        <FixedPerson name={vm.person.name} note={t('availability.dayOff.personFixed')} />
        {vm.canManage ? (
          <PersonalDayOffForm
            vm={vm}
            actions={
              <>
                <Link className="button button--secondary" to={vm.listPath}>
                  {t('common.cancel')}
                </Link>
                <button type="button" className="button button--danger" onClick={vm.deletion.ask}>
                  {t('availability.common.delete')}
                </button>
              </>
            }
          />
        ) : (
          <dl className="facts panel">
            <dt>{t('availability.daysOff.columns.when')}</dt>
            <dd>{name}</dd>
            <dt>{t('availability.daysOff.columns.reason')}</dt>
            <dd>{dayOff?.reason || t('availability.common.none')}</dd>
          </dl>
        )}
        {dayOff ? (
          <DeleteDialog
            confirmation={vm.deletion}
            title={t('availability.deletion.dayOffTitle')}
            question={t('availability.deletion.dayOffQuestion', { name })}
            final={false}
            onConfirm={() => void vm.confirmDelete(name)}
          />
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { userUuid = '', personalDaysOffUuid = '' } = useParams();
  return (
    <AvailabilityGate routeId="personalDaysOffEdit" userId={userUuid}>
      <PersonalDaysOffEditScreen
        key={`${userUuid}/${personalDaysOffUuid}`}
        userId={userUuid}
        dayOffId={personalDaysOffUuid}
      />
    </AvailabilityGate>
  );
}
