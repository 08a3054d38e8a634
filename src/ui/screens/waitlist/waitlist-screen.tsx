import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { defaultPageSize } from '../../../application/platform/list-query';
import type { WaitingEntry } from '../../../application/waitlist/waitlist-gateway';
import { WAITING_PURPOSES } from '../../../domain/waitlist/waiting-entry';
import { ListPager, ListTable } from '../../components/data-table/list-table';
import { DateField } from '../../components/form/date-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Modal } from '../../components/modal';
import { PageFrame } from '../../components/page-frame';
import { useListAddress } from '../../list/use-list-address';
import { useServices, useT, useViewModel } from '../../services-context';
import { waitlistColumns, whatOf } from './waitlist-columns';
import type { WaitlistListViewModel } from './waitlist-list-view-model';
import './waitlist.css';

/** The question before an entry goes; Escape or "keep" leaves it on the list. */
const RemoveQuestion = observer(function RemoveQuestion({ vm }: { vm: WaitlistListViewModel }) {
  const t = useT();
  const entry = vm.pendingRemoval;
  if (!entry) return null;
  return (
    <Modal open title={t('waitlist.removeQuestion.title')} onClose={vm.keep}>
      {vm.removalMessage ? (
        <div role="alert" className="form__error">
          <p>{vm.removalMessage}</p>
        </div>
      ) : null}
      <p>{t('waitlist.removeQuestion.summary', { name: entry.employee.name, what: whatOf(entry, t) })}</p>
      <div className="form__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={vm.removing}
          onClick={() => void vm.confirmRemoval()}
        >
          {t('waitlist.removeQuestion.confirm')}
        </button>
        <button type="button" className="button" onClick={vm.keep}>
          {t('waitlist.removeQuestion.keep')}
        </button>
      </div>
    </Modal>
  );
});

/** /waitlist: who waits for a free time, soonest latest date first, with filters, views and an export. */
export const WaitlistScreen = observer(function WaitlistScreen() {
  const vm = useViewModel((services) => services.viewModels.waitlist());
  useListAddress(vm.list, defaultPageSize(window.innerWidth));
  const t = useT();
  const language = useServices().locale.current;
  const columns = useMemo(() => waitlistColumns(t, language), [t, language]);
  const rowActions = useCallback(
    (entry: WaitingEntry) => (
      <button
        type="button"
        className="button button--small"
        aria-label={t('waitlist.removeFor', { name: entry.employee.name })}
        onClick={() => vm.askRemoval(entry)}
      >
        {t('waitlist.remove')}
      </button>
    ),
    [t, vm],
  );
  const { list, filters } = vm;
  return (
    <PageFrame routeId="waitlist">
      <div className="page__intro">
        <p>{t('waitlist.intro')}</p>
      </div>
      <form
        className="filters"
        aria-label={t('waitlist.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          id="waitlist-search"
          type="search"
          label={t('waitlist.search')}
          value={list.search}
          onValue={(value) => list.setSearch(value)}
        />
        <SelectField
          id="waitlist-operation"
          label={t('waitlist.operation')}
          value={filters.operation ?? ''}
          onValue={vm.setOperation}
          options={[
            { value: '', label: t('waitlist.operationAll') },
            ...vm.choices.operations.map((operation) => ({
              value: operation.id,
              label: operation.name[language],
            })),
          ]}
        />
        <SelectField
          id="waitlist-location"
          label={t('waitlist.location')}
          value={filters.location ?? ''}
          onValue={vm.setLocation}
          options={[
            { value: '', label: t('waitlist.locationAll') },
            ...vm.choices.locations.map((location) => ({ value: location.id, label: location.name })),
          ]}
        />
        <SelectField
          id="waitlist-purpose"
          label={t('waitlist.purpose')}
          value={filters.purpose ?? ''}
          onValue={vm.setPurpose}
          options={[
            { value: '', label: t('waitlist.purposeAll') },
            ...WAITING_PURPOSES.map((purpose) => ({
              value: purpose,
              label: t(`waitlist.purposes.${purpose}`),
            })),
          ]}
        />
        <DateField
          id="waitlist-latest-before"
          label={t('waitlist.latestBefore')}
          value={filters.latestBefore}
          onValue={vm.setLatestBefore}
        />
        <div className="filters__actions">
          <button type="button" className="button button--secondary" onClick={() => list.resetFilters()}>
            {t('waitlist.resetFilters')}
          </button>
        </div>
      </form>
      <output className="waitlist__count">
        {list.state === 'loading'
          ? t('waitlist.loading')
          : list.state === 'failed'
            ? ''
            : t('waitlist.count', { count: list.total })}
      </output>
      <ListTable
        layoutId="waitlist"
        views
        exportTitle={t('route.waitlist')}
        list={list}
        caption={t('waitlist.caption')}
        columns={columns}
        rowActions={rowActions}
        actionsHeader={t('waitlist.columns.actions')}
        actionsWidth="11rem"
        emptyText={t('waitlist.empty')}
        failedText={t('waitlist.failed')}
        className="waitlist-table"
      />
      <ListPager list={list} layoutId="waitlist" />
      <RemoveQuestion vm={vm} />
    </PageFrame>
  );
});

export { WaitlistScreen as Component };
