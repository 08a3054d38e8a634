import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import type { PersonalDayOff } from '../../../domain/availability/availability';
import type { Locale } from '../../../domain/locale/locale';
import type { DataColumn } from '../../components/data-table';
import { DataTable } from '../../components/data-table';
import { PageFrame } from '../../components/page-frame';
import { AvailabilityGate } from './availability-gate';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { RecordStatus } from '../../components/record/record-status';
import type { SlotProps } from '../../routes/slot-catalogue';
import type { Translate } from '../../services-context';
import { useServices, useT, useViewModel } from '../../services-context';
import './availability.css';
import { dayOffText } from './availability-texts';
import { PersonHeader } from './person-header';
import type { PersonalDaysOffViewModel } from './personal-days-off-view-model';

/** The place for other areas' parts about the time a day off taken back frees: fetched with the first. */
const TakenBackSlot = lazy(async () => {
  const { AreaSlot } = await import('../../components/area-slot/area-slot');
  return {
    default: (props: SlotProps['dayOffTakenBack']) => <AreaSlot name="dayOffTakenBack" props={props} />,
  };
});

function dayOffColumns(
  vm: PersonalDaysOffViewModel,
  t: Translate,
  locale: Locale,
): readonly DataColumn<PersonalDayOff>[] {
  return [
    {
      id: 'when',
      header: t('availability.daysOff.columns.when'),
      cell: (dayOff) => (
        <Link to={pathOf('personalDaysOffEdit', { userUuid: vm.userId, personalDaysOffUuid: dayOff.id })}>
          {dayOffText(t, locale, dayOff)}
        </Link>
      ),
    },
    {
      id: 'reason',
      header: t('availability.daysOff.columns.reason'),
      cell: (dayOff) => dayOff.reason || t('availability.common.none'),
    },
  ];
}

const DayOffActions = observer(function DayOffActions({
  vm,
  dayOff,
}: {
  vm: PersonalDaysOffViewModel;
  dayOff: PersonalDayOff;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  return (
    <button
      type="button"
      className="button button--danger button--small"
      aria-label={t('availability.common.deleteNamed', { name: dayOffText(t, locale, dayOff) })}
      onClick={() => vm.askDelete(dayOff)}
    >
      {t('availability.common.delete')}
    </button>
  );
});

const DaysOffGroup = observer(function DaysOffGroup({
  vm,
  id,
  title,
  rows,
  emptyText,
  columns,
  rowActions,
}: {
  vm: PersonalDaysOffViewModel;
  id: string;
  title: string;
  rows: readonly PersonalDayOff[];
  emptyText: string;
  columns: readonly DataColumn<PersonalDayOff>[];
  rowActions: (dayOff: PersonalDayOff) => ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {title} <span className="muted">({rows.length})</span>
      </h2>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(dayOff) => dayOff.id}
        emptyText={emptyText}
        actionsHeader={t('availability.common.actions')}
        rowActions={vm.canManage ? rowActions : undefined}
      />
    </section>
  );
});

/** /agenda/{userUuid}/personal-days-off: a person's days off, whole or part, coming and past. */
const PersonalDaysOffScreen = observer(function PersonalDaysOffScreen({ userId }: { userId: string }) {
  const vm = useViewModel((services) => services.viewModels.personalDaysOff(userId));
  const t = useT();
  const locale = useServices().locale.current;
  const target = vm.target;
  const columns = useMemo(() => dayOffColumns(vm, t, locale), [vm, t, locale]);
  const rowActions = useCallback((dayOff: PersonalDayOff) => <DayOffActions vm={vm} dayOff={dayOff} />, [vm]);
  return (
    <PageFrame routeId="personalDaysOff">
      <RecordStatus load={vm.load} listPath={pathOf('availabilities', { userUuid: userId })}>
        <PersonHeader person={vm.person} current="personalDaysOff" />
        {vm.takenBack.length > 0 ? (
          <Suspense fallback={null}>
            <TakenBackSlot freed={vm.takenBack} />
          </Suspense>
        ) : null}
        <div className="page__intro">
          <p>{t(vm.canManage ? 'availability.daysOff.intro' : 'availability.daysOff.readOnly')}</p>
          {vm.canManage ? (
            <Link
              className="button button--primary"
              to={pathOf('personalDaysOffCreate', { userUuid: userId })}
            >
              {t('availability.daysOff.add')}
            </Link>
          ) : null}
        </div>
        <DaysOffGroup
          vm={vm}
          id="days-off-coming"
          title={t('availability.daysOff.coming')}
          rows={vm.coming}
          emptyText={t('availability.daysOff.noneComing')}
          columns={columns}
          rowActions={rowActions}
        />
        <DaysOffGroup
          vm={vm}
          id="days-off-past"
          title={t('availability.daysOff.past')}
          rows={vm.past}
          emptyText={t('availability.daysOff.nonePast')}
          columns={columns}
          rowActions={rowActions}
        />
        {target ? (
          <DeleteDialog
            confirmation={vm.deletion}
            title={t('availability.deletion.dayOffTitle')}
            question={t('availability.deletion.dayOffQuestion', { name: dayOffText(t, locale, target) })}
            final={false}
            onConfirm={() => void vm.confirmDelete(dayOffText(t, locale, target))}
          />
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { userUuid = '' } = useParams();
  return (
    <AvailabilityGate routeId="personalDaysOff" userId={userUuid}>
      <PersonalDaysOffScreen key={userUuid} userId={userUuid} />
    </AvailabilityGate>
  );
}
