import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { defaultPageSize } from '../../../application/platform/list-query';
import { pathOf } from '../../../domain/access/route-match';
import type { EmployeeRow } from '../../../domain/people/employee';
import { ListPager, ListTable } from '../../components/data-table/list-table';
import type { DataColumn } from '../../components/data-table/data-table-types';
import { CheckboxField } from '../../components/form/checkbox-fields';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { PageFrame } from '../../components/page-frame';
import { useListAddress } from '../../list/use-list-address';
import type { Translate } from '../../services-context';
import { useT, useViewModel } from '../../services-context';
import './people.css';

function employeeColumns(t: Translate): readonly DataColumn<EmployeeRow>[] {
  return [
    {
      id: 'name',
      header: t('people.columns.name'),
      sortKey: 'name',
      cell: (employee) => <Link to={pathOf('employee', { employeeId: employee.id })}>{employee.name}</Link>,
    },
    {
      id: 'personnelNumber',
      optional: true,
      header: t('people.columns.personnelNumber'),
      width: '9rem',
      cell: (employee) => employee.personnelNumber,
    },
    {
      id: 'employer',
      header: t('people.columns.employer'),
      sortKey: 'employer',
      cell: (employee) => employee.employer.name,
    },
    {
      id: 'division',
      header: t('people.columns.division'),
      optional: true,
      cell: (employee) => employee.division?.name ?? <span className="muted">{t('people.none')}</span>,
    },
    {
      id: 'team',
      header: t('people.columns.team'),
      optional: true,
      cell: (employee) => employee.team?.name ?? <span className="muted">{t('people.none')}</span>,
    },
    {
      id: 'absent',
      header: t('people.columns.absent'),
      width: '8rem',
      cell: (employee) =>
        employee.openAbsence ? (
          <span className="badge badge--warning">{t('people.absent')}</span>
        ) : (
          <span className="muted">{t('people.notAbsent')}</span>
        ),
    },
  ];
}

/** /employee-list: the employees in the user's reach, searched and filtered. */
export const EmployeeListScreen = observer(function EmployeeListScreen() {
  const vm = useViewModel((services) => services.viewModels.employeeList());
  const t = useT();
  const list = vm.list;
  useListAddress(list, defaultPageSize(window.innerWidth));
  const columns = useMemo(() => employeeColumns(t), [t]);
  const filters = list.filters;
  const { choices } = vm;
  return (
    <PageFrame routeId="employeeList">
      <p>{t('people.intro')}</p>
      <form className="filters" aria-label={t('people.filters')} onSubmit={(event) => event.preventDefault()}>
        <TextField
          id="employee-search"
          type="search"
          label={t('people.search')}
          help={t('people.searchHelp')}
          value={list.search}
          onValue={(value) => list.setSearch(value)}
        />
        {choices.employers.length > 1 ? (
          <SelectField
            id="employee-employer"
            label={t('people.columns.employer')}
            value={filters.employer ?? ''}
            onValue={vm.setEmployer}
            options={[
              { value: '', label: t('people.allEmployers') },
              ...choices.employers.map((employer) => ({ value: employer.id, label: employer.name })),
            ]}
          />
        ) : null}
        <SelectField
          id="employee-division"
          label={t('people.columns.division')}
          value={filters.division ?? ''}
          onValue={(value) => list.setFilter('division', value || null)}
          options={[
            { value: '', label: t('people.allDivisions') },
            ...vm.divisionOptions.map((division) => ({ value: division.id, label: division.label })),
          ]}
        />
        {choices.teams.length > 0 ? (
          <SelectField
            id="employee-team"
            label={t('people.columns.team')}
            value={filters.team ?? ''}
            onValue={(value) => list.setFilter('team', value || null)}
            options={[
              { value: '', label: t('people.allTeams') },
              ...choices.teams.map((team) => ({ value: team.id, label: team.name })),
            ]}
          />
        ) : null}
        <CheckboxField
          id="employee-absent"
          label={t('people.onlyAbsent')}
          checked={filters.absent}
          onChecked={(checked) => list.setFilter('absent', checked)}
        />
        <div className="filters__actions">
          <button type="button" className="button button--secondary" onClick={() => list.resetFilters()}>
            {t('people.resetFilters')}
          </button>
        </div>
      </form>
      <p className="list-count" aria-live="polite">
        {list.state === 'ready' || list.state === 'empty'
          ? t('people.count', { count: list.total })
          : list.state === 'loading'
            ? t('common.loading')
            : ''}
      </p>
      <ListTable
        layoutId="employees"
        views
        exportTitle={t('route.employeeList')}
        list={list}
        caption={t('route.employeeList')}
        columns={columns}
        emptyText={t('people.empty')}
        failedText={t('people.failed')}
      />
      <ListPager list={list} layoutId="employees" />
    </PageFrame>
  );
});

export { EmployeeListScreen as Component };
