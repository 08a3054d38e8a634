import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { AvailabilityGate } from './availability-gate';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { RecordStatus } from '../../components/record/record-status';
import { errorKey } from '../../error-key';
import { formatDate } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import './availability.css';
import { periodText } from './availability-texts';
import { PersonHeader } from './person-header';
import { ScheduleExceptionsPanel } from './schedule-exceptions-panel';
import { FixedPerson, ScheduleForm } from './schedule-form';
import type { ScheduleFormViewModel } from './schedule-form-view-model';
import { SchedulePreviewPanel } from './schedule-preview-panel';
import { ScheduleSummary } from './schedule-summary';

/** A deleted schedule says so, and offers to restore it to whoever may change it. */
const DeletedNotice = observer(function DeletedNotice({ vm }: { vm: ScheduleFormViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const deletedAt = vm.record?.deletedAt;
  if (!deletedAt) return null;
  const date = formatDate(deletedAt.toZonedDateTimeISO('Europe/Amsterdam').toPlainDate(), locale);
  const refusal = vm.restoreRefusal;
  return (
    <div className="notice notice--warning">
      <p>{t('availability.schedule.deletedNotice', { date })}</p>
      <div role="alert">
        {refusal ? (
          <div className="form__error">
            <p>{t(errorKey('availability.scheduleList.restoreErrors', 'restore', refusal.code))}</p>
            {refusal.message ? <p>{refusal.message}</p> : null}
          </div>
        ) : null}
      </div>
      {vm.canManage ? (
        <p className="form__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={vm.restoring}
            onClick={() => void vm.restore()}
          >
            {t(vm.restoring ? 'availability.scheduleList.restoring' : 'availability.scheduleList.restore')}
          </button>
        </p>
      ) : null}
    </div>
  );
});

/** /agenda/{userUuid}/availabilities/{availabilityId}: one schedule, its preview and its exceptions. */
const AvailabilityEditScreen = observer(function AvailabilityEditScreen({
  userId,
  scheduleId,
}: {
  userId: string;
  scheduleId: string;
}) {
  const vm = useViewModel((services) => services.viewModels.scheduleForm(userId, scheduleId));
  const t = useT();
  const locale = useServices().locale.current;
  const schedule = vm.record?.schedule;
  const name = schedule
    ? `${vm.place?.name ?? t('availability.scheduleList.unknownLocation')}, ${periodText(t, locale, schedule.validFrom, schedule.validUntil)}`
    : '';
  return (
    <PageFrame routeId="availabilityEdit">
      <RecordStatus load={vm.load} listPath={vm.listPath}>
        <PersonHeader person={vm.person} current={null} />
        {schedule ? <h2>{name}</h2> : null}
        <DeletedNotice vm={vm} />
        <div className="schedule-layout">
          <div>
            <FixedPerson name={vm.person.name} note={t('availability.schedule.personFixed')} />
            {vm.editable ? (
              <ScheduleForm
                vm={vm}
                actions={
                  <>
                    <Link className="button button--secondary" to={vm.listPath}>
                      {t('availability.scheduleList.back')}
                    </Link>
                    <button type="button" className="button button--danger" onClick={vm.deletion.ask}>
                      {t('availability.common.delete')}
                    </button>
                  </>
                }
              />
            ) : (
              <>
                {vm.canManage ? null : <p className="muted">{t('availability.schedule.readOnly')}</p>}
                <ScheduleSummary vm={vm} />
              </>
            )}
          </div>
          <SchedulePreviewPanel preview={vm.preview} />
        </div>
        {vm.exceptions ? (
          <ScheduleExceptionsPanel exceptions={vm.exceptions} editable={vm.editable} mayPlan={vm.mayPlan} />
        ) : null}
        {schedule ? (
          <DeleteDialog
            confirmation={vm.deletion}
            title={t('availability.deletion.scheduleTitle')}
            question={t('availability.deletion.scheduleQuestion', { name })}
            final={false}
            onConfirm={() => void vm.confirmDelete(name)}
          />
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

/** A new view-model for each schedule, also when only the address's ids change. */
export function Component() {
  const { userUuid = '', availabilityId = '' } = useParams();
  return (
    <AvailabilityGate routeId="availabilityEdit" userId={userUuid}>
      <AvailabilityEditScreen
        key={`${userUuid}/${availabilityId}`}
        userId={userUuid}
        scheduleId={availabilityId}
      />
    </AvailabilityGate>
  );
}
