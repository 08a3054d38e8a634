import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ScheduleRecord } from '../../../application/availability/schedule-gateway';
import { pathOf } from '../../../domain/access/route-match';
import type { Locale } from '../../../domain/locale/locale';
import type { DataColumn } from '../../components/data-table';
import { DataTable } from '../../components/data-table';
import { PageFrame } from '../../components/page-frame';
import { AvailabilityGate } from './availability-gate';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { RecordStatus } from '../../components/record/record-status';
import { errorKey } from '../../error-key';
import type { Translate } from '../../services-context';
import { useServices, useT, useViewModel } from '../../services-context';
import './availability.css';
import { blocksText, periodText, repeatText } from './availability-texts';
import { operationName } from './operation-label';
import { PersonHeader } from './person-header';
import type { ScheduleListViewModel } from './schedule-list-view-model';

/** How a schedule is named in a notice or a dialog: its location and period. */
export function scheduleName(
  t: Translate,
  locale: Locale,
  vm: Pick<ScheduleListViewModel, 'placeOf'>,
  record: ScheduleRecord,
): string {
  const place = vm.placeOf(record)?.name ?? t('availability.scheduleList.unknownLocation');
  return `${place}, ${periodText(t, locale, record.schedule.validFrom, record.schedule.validUntil)}`;
}

function scheduleColumns(
  vm: ScheduleListViewModel,
  t: Translate,
  locale: Locale,
): readonly DataColumn<ScheduleRecord>[] {
  return [
    {
      id: 'location',
      header: t('availability.scheduleList.columns.location'),
      cell: (record) => (
        <>
          <Link to={pathOf('availabilityEdit', { userUuid: vm.userId, availabilityId: record.schedule.id })}>
            {vm.placeOf(record)?.name ?? t('availability.scheduleList.unknownLocation')}
          </Link>
          {vm.upcoming(record) && record.deletedAt === null ? (
            <span className="badge badge--open">{t('availability.scheduleList.upcoming')}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'pattern',
      header: t('availability.scheduleList.columns.pattern'),
      cell: (record) => blocksText(t, record.schedule.blocks),
    },
    {
      id: 'repeat',
      header: t('availability.scheduleList.columns.repeat'),
      cell: (record) => repeatText(t, record.schedule.repeat),
    },
    {
      id: 'period',
      header: t('availability.scheduleList.columns.period'),
      cell: (record) => periodText(t, locale, record.schedule.validFrom, record.schedule.validUntil),
    },
    {
      id: 'operations',
      header: t('availability.scheduleList.columns.operations'),
      cell: (record) => {
        const names = vm.operationsOf(record).map((operation) => operationName(t, operation, locale));
        return names.length > 0 ? names.join(', ') : String(record.schedule.operationIds.length);
      },
    },
  ];
}

const ScheduleActions = observer(function ScheduleActions({
  vm,
  record,
}: {
  vm: ScheduleListViewModel;
  record: ScheduleRecord;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const name = scheduleName(t, locale, vm, record);
  if (!vm.canManage) return null;
  if (record.deletedAt !== null)
    return (
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={vm.restoring !== null}
        aria-label={t('availability.scheduleList.restoreNamed', { name })}
        onClick={() => void vm.restore(record)}
      >
        {t(
          vm.restoring === record.schedule.id
            ? 'availability.scheduleList.restoring'
            : 'availability.scheduleList.restore',
        )}
      </button>
    );
  return (
    <button
      type="button"
      className="button button--danger button--small"
      aria-label={t('availability.common.deleteNamed', { name })}
      onClick={() => vm.askDelete(record)}
    >
      {t('availability.common.delete')}
    </button>
  );
});

const ScheduleGroup = observer(function ScheduleGroup({
  vm,
  id,
  title,
  records,
  emptyText,
  columns,
  rowActions,
}: {
  vm: ScheduleListViewModel;
  id: string;
  title: string;
  records: readonly ScheduleRecord[];
  emptyText: string;
  columns: readonly DataColumn<ScheduleRecord>[];
  rowActions: (record: ScheduleRecord) => ReactNode;
}) {
  const t = useT();
  return (
    <section className="schedule-group" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {title} <span className="muted">({records.length})</span>
      </h2>
      <DataTable
        caption={title}
        columns={columns}
        rows={records}
        rowKey={(record) => record.schedule.id}
        emptyText={emptyText}
        rowActions={vm.canManage ? rowActions : undefined}
        actionsHeader={t('availability.common.actions')}
      />
    </section>
  );
});

/** /agenda/{userUuid}/availabilities: a person's schedules, current, ended and deleted. */
const AvailabilitiesScreen = observer(function AvailabilitiesScreen({ userId }: { userId: string }) {
  const vm = useViewModel((services) => services.viewModels.scheduleList(userId));
  const t = useT();
  const locale = useServices().locale.current;
  const columns = useMemo(() => scheduleColumns(vm, t, locale), [vm, t, locale]);
  const rowActions = useCallback(
    (record: ScheduleRecord) => <ScheduleActions vm={vm} record={record} />,
    [vm],
  );
  const target = vm.target;
  const refusal = vm.restoreRefusal;
  return (
    <PageFrame routeId="availabilities">
      <RecordStatus load={vm.load} listPath={pathOf('agenda')}>
        <PersonHeader person={vm.person} current="availabilities" />
        <div className="page__intro">
          <p>{t(vm.canManage ? 'availability.scheduleList.intro' : 'availability.scheduleList.readOnly')}</p>
          {vm.canManage ? (
            <Link className="button button--primary" to={pathOf('availabilityCreate', { userUuid: userId })}>
              {t('availability.scheduleList.add')}
            </Link>
          ) : null}
        </div>
        <div role="alert">
          {refusal ? (
            <div className="form__error">
              <p>{t(errorKey('availability.scheduleList.restoreErrors', 'restore', refusal.refusal.code))}</p>
              {refusal.refusal.message ? <p>{refusal.refusal.message}</p> : null}
            </div>
          ) : null}
        </div>
        <ScheduleGroup
          vm={vm}
          id="schedules-current"
          title={t('availability.scheduleList.current')}
          records={vm.current}
          emptyText={t('availability.scheduleList.noneCurrent')}
          columns={columns}
          rowActions={rowActions}
        />
        <ScheduleGroup
          vm={vm}
          id="schedules-ended"
          title={t('availability.scheduleList.ended')}
          records={vm.ended}
          emptyText={t('availability.scheduleList.noneEnded')}
          columns={columns}
          rowActions={rowActions}
        />
        <ScheduleGroup
          vm={vm}
          id="schedules-deleted"
          title={t('availability.scheduleList.deleted')}
          records={vm.deleted}
          emptyText={t('availability.scheduleList.noneDeleted')}
          columns={columns}
          rowActions={rowActions}
        />
        {target ? (
          <DeleteDialog
            confirmation={vm.deletion}
            title={t('availability.deletion.scheduleTitle')}
            question={t('availability.deletion.scheduleQuestion', {
              name: scheduleName(t, locale, vm, target),
            })}
            final={false}
            onConfirm={() => void vm.confirmDelete(scheduleName(t, locale, vm, target))}
          />
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

/** A new view-model for each person, also when only the address's id changes. */
export function Component() {
  const { userUuid = '' } = useParams();
  return (
    <AvailabilityGate routeId="availabilities" userId={userUuid}>
      <AvailabilitiesScreen key={userUuid} userId={userUuid} />
    </AvailabilityGate>
  );
}
