import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { defaultPageSize } from '../../../application/platform/list-query';
import type { AuditEntry } from '../../../domain/audit/audit-entry';
import { AUDIT_ACTIONS, AUDITED_ENTITY_TYPES } from '../../../domain/audit/audit-entry';
import { ListPager, ListTable } from '../../components/data-table/list-table';
import type { DataColumn } from '../../components/data-table/data-table-types';
import { DateRangeField } from '../../components/form/date-range-field';
import { SelectField } from '../../components/form/select-field';
import { PageFrame } from '../../components/page-frame';
import { useListAddress } from '../../list/use-list-address';
import type { Translate } from '../../services-context';
import { useServices, useT, useViewModel } from '../../services-context';
import type { AuditWords } from './audit-words';
import { auditCsvLabels, auditWords } from './audit-words';
import './audit.css';

/** Changes shown in a row before the rest is summed up as "+n more". */
const SHOWN_CHANGES = 3;

function ChangeList({ entry, words, t }: { entry: AuditEntry; words: AuditWords; t: Translate }) {
  const { changes } = entry;
  if (changes.length === 0) return <span className="muted">{t('audit.noChanges')}</span>;
  const rest = changes.length - SHOWN_CHANGES;
  return (
    <ul className="audit-changes">
      {changes.slice(0, SHOWN_CHANGES).map((change) => (
        <li key={change.field}>{words.change(change, entry)}</li>
      ))}
      {rest > 0 ? <li className="muted">{t('audit.more', { count: rest })}</li> : null}
    </ul>
  );
}

function auditColumns(t: Translate, words: AuditWords): readonly DataColumn<AuditEntry>[] {
  return [
    {
      id: 'at',
      header: t('audit.columns.at'),
      sortKey: 'at',
      width: '11rem',
      cell: words.moment,
    },
    { id: 'user', header: t('audit.columns.user'), cell: (entry) => entry.user.name },
    { id: 'action', header: t('audit.columns.action'), cell: (entry) => t(`audit.actions.${entry.action}`) },
    {
      id: 'entity',
      header: t('audit.columns.entity'),
      cell: (entry) => (
        <>
          <span className="audit-kind">{words.entityType(entry.entity.type)}</span> {words.entity(entry)}
        </>
      ),
    },
    {
      id: 'changes',
      optional: true,
      header: t('audit.columns.changes'),
      cell: (entry) => <ChangeList entry={entry} words={words} t={t} />,
    },
  ];
}

/** /auditLog: who changed what and who signed in, filtered, paged and exported as CSV. */
export const AuditLogScreen = observer(function AuditLogScreen() {
  const vm = useViewModel((services) => services.viewModels.auditLog());
  const t = useT();
  const locale = useServices().locale.current;
  const list = vm.list;
  useListAddress(list, defaultPageSize(window.innerWidth));
  const words = useMemo(() => auditWords(t, locale), [t, locale]);
  const columns = useMemo(() => auditColumns(t, words), [t, words]);
  const filters = list.filters;
  const entityTypes = useMemo(
    () =>
      AUDITED_ENTITY_TYPES.map((type) => ({ value: type, label: words.entityType(type) })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    [words, locale],
  );
  const incomplete = vm.exportIncomplete;
  return (
    <PageFrame routeId="auditLog" layout="default">
      <p>{t('audit.intro')}</p>
      <form className="filters" aria-label={t('audit.filters')} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          id="audit-user"
          label={t('audit.user')}
          value={filters.user ?? ''}
          onValue={(value) => list.setFilter('user', value || null)}
          options={[
            { value: '', label: t('audit.allUsers') },
            ...vm.users.map((user) => ({ value: user.id, label: user.name })),
          ]}
        />
        <SelectField
          id="audit-entity-type"
          label={t('audit.entityType')}
          value={filters.entityType ?? ''}
          onValue={(value) => list.setFilter('entityType', value || null)}
          options={[{ value: '', label: t('audit.allEntityTypes') }, ...entityTypes]}
        />
        <SelectField
          id="audit-action"
          label={t('audit.action')}
          value={filters.action ?? ''}
          onValue={(value) =>
            list.setFilter('action', AUDIT_ACTIONS.find((action) => action === value) ?? null)
          }
          options={[
            { value: '', label: t('audit.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
          ]}
        />
        <DateRangeField
          id="audit-period"
          legend={t('audit.period')}
          startLabel={t('audit.from')}
          endLabel={t('audit.to')}
          start={filters.from}
          end={filters.to}
          onStart={(value) => list.setFilter('from', value)}
          onEnd={(value) => list.setFilter('to', value)}
          allowSameDay
        />
        <div className="filters__actions">
          <button type="button" className="button button--secondary" onClick={() => list.resetFilters()}>
            {t('audit.resetFilters')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={vm.exportState === 'exporting' || list.state !== 'ready'}
            onClick={() => void vm.exportCsv(auditCsvLabels(t, words))}
          >
            {vm.exportState === 'exporting' ? t('audit.exporting') : t('audit.export')}
          </button>
        </div>
      </form>
      {vm.exportState === 'exporting' ? (
        <div className="audit-export-progress">
          <label htmlFor="audit-export-progress">{t('listExport.progress')}</label>
          <progress id="audit-export-progress" max={100} value={vm.exportPercent}>
            {t('listExport.percent', { percent: vm.exportPercent })}
          </progress>
          <span aria-hidden="true">{t('listExport.percent', { percent: vm.exportPercent })}</span>
          <button type="button" className="button button--secondary button--small" onClick={vm.cancelExport}>
            {t('listExport.cancel')}
          </button>
        </div>
      ) : null}
      <p className="list-count" aria-live="polite">
        {vm.exportState === 'failed'
          ? t('audit.exportFailed')
          : incomplete
            ? t('audit.exportIncomplete', { count: incomplete.entries })
            : list.state === 'ready' || list.state === 'empty'
              ? t('audit.count', { count: list.total })
              : list.state === 'loading'
                ? t('common.loading')
                : ''}
      </p>
      <ListTable
        layoutId="auditLog"
        views
        list={list}
        caption={t('route.auditLog')}
        columns={columns}
        emptyText={t('audit.empty')}
        failedText={t('audit.failed')}
      />
      <ListPager list={list} layoutId="auditLog" />
    </PageFrame>
  );
});

export { AuditLogScreen as Component };
