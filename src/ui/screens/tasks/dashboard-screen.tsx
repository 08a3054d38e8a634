import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { DossierSummary } from '../../../application/dossiers/dossier-gateway';
import { pathOf } from '../../../domain/access/route-match';
import type { Locale } from '../../../domain/locale/locale';
import { AreaSlot } from '../../components/area-slot/area-slot';
import { BarChart } from '../../components/bar-chart';
import type { DataColumn } from '../../components/data-table/data-table-types';
import { ListPager, ListTable } from '../../components/data-table/list-table';
import { SelectField } from '../../components/form/select-field';
import { Guarded } from '../../components/guarded';
import { PageFrame } from '../../components/page-frame';
import { formatDate, formatTime } from '../../format';
import { DASHBOARD_REPORTS, titleOf } from '../../routes/screen-catalogue';
import { useListAddress } from '../../list/use-list-address';
import type { Translate } from '../../services-context';
import { useServices, useT, useViewModel } from '../../services-context';
import type { DashboardUwvViewModel } from './dashboard-uwv-view-model';
import { UWV_SECTION_ANCHOR } from './dashboard-uwv-view-model';
import type { DashboardViewModel } from './dashboard-view-model';
import { CASES_ANCHOR } from './dashboard-view-model';
import './dashboard.css';

const NO_PROPS = {} as const;

function Figure({ label, value, to }: { label: string; value: number; to: string | null }) {
  const content = (
    <>
      <span className="figure__value">{value}</span>
      <span className="figure__label">{label}</span>
    </>
  );
  return to ? (
    <Link to={to} className="figure">
      {content}
    </Link>
  ) : (
    <p className="figure">{content}</p>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="panel dashboard__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function caseColumns(
  t: Translate,
  locale: Locale,
  withEmployer: boolean,
): readonly DataColumn<DossierSummary>[] {
  return [
    {
      id: 'employee',
      header: t('dashboard.employee'),
      sortKey: 'employeeName',
      cell: (dossier) => (
        <Link to={pathOf('dossier', { dossierId: dossier.id })}>{dossier.employeeName}</Link>
      ),
    },
    {
      id: 'type',
      header: t('tasks.columns.dossierType'),
      sortKey: 'dossierType',
      cell: (dossier) => t(`dossierType.${dossier.type}`),
    },
    ...(withEmployer
      ? [
          {
            id: 'employer',
            header: t('dashboard.employer'),
            sortKey: 'employer',
            cell: (dossier: DossierSummary) => dossier.employerName,
          },
        ]
      : []),
    {
      id: 'since',
      header: t('dashboard.since'),
      sortKey: 'startDate',
      width: '8rem',
      cell: (dossier) => formatDate(dossier.startDate, locale),
    },
    {
      id: 'openTasks',
      header: t('dashboard.openTasks'),
      sortKey: 'openTasks',
      width: '8rem',
      cell: (dossier) => dossier.openTasks,
    },
  ];
}

/**
 * The professional's UWV messages that ask for work: the rejected ones counted first (emphasized
 * while there are any) and listed, each opening its dossier at the UWV section, then how many wait
 * for the UWV's answer. Loading, failing and being empty are its own, never the dashboard's.
 */
const UwvPanel = observer(function UwvPanel({ vm }: { vm: DashboardUwvViewModel }) {
  const t = useT();
  const lang = useServices().locale.current;
  const rejected = vm.rejected;
  return (
    <section className="panel dashboard__panel dashboard__uwv" aria-labelledby="dashboard-uwv-title">
      <h2 id="dashboard-uwv-title">{t('dashboard.uwv.title')}</h2>
      {vm.state === 'loading' ? (
        <output className="muted">{t('dashboard.uwv.loading')}</output>
      ) : vm.state === 'failed' ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('dashboard.uwv.failed')}</p>
          <button type="button" className="button" onClick={() => void vm.load()}>
            {t('dashboard.uwv.retry')}
          </button>
        </div>
      ) : vm.messages.length === 0 ? (
        <p>{t('dashboard.uwv.none')}</p>
      ) : (
        <>
          <p className="dashboard__uwv-counts">
            {rejected.length > 0 ? (
              <strong className="dashboard__uwv-rejected">
                {t('dashboard.uwv.rejected', { count: rejected.length })}
              </strong>
            ) : (
              <span>{t('dashboard.uwv.rejected', { count: 0 })}</span>
            )}
            <span aria-hidden="true"> · </span>
            <span>{t('dashboard.uwv.waiting', { count: vm.waiting })}</span>
          </p>
          {rejected.length > 0 ? (
            <ul className="plain-list dashboard__uwv-list" aria-label={t('dashboard.uwv.list')}>
              {rejected.map((message) => {
                const kind = t(`dossierFile.uwvKinds.${message.kind}`);
                return (
                  <li key={message.id}>
                    <Link
                      to={`${pathOf('dossier', { dossierId: message.dossierId })}#${UWV_SECTION_ANCHOR}`}
                      aria-label={t('dashboard.uwv.open', { kind, name: message.employeeName })}
                    >
                      {message.employeeName}
                    </Link>{' '}
                    <span className="muted">
                      · {kind} · {t('dashboard.uwv.sent', { date: formatDate(message.sentOn, lang) })} ·{' '}
                      {message.reference}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
});

/**
 * The open cases the "active cases" figure counts, paged and sorted; a link to the dashboard with
 * this panel's fragment (the figure, a chart bar) brings the keyboard and the eye here.
 */
const CasesPanel = observer(function CasesPanel({
  vm,
  title,
  withEmployer,
}: {
  vm: DashboardViewModel;
  title: string;
  withEmployer: boolean;
}) {
  const t = useT();
  const { locale } = useServices();
  const lang = locale.current;
  const list = vm.cases;
  const location = useLocation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (location.hash === `#${CASES_ANCHOR}`) section.current?.focus();
  }, [location.key, location.hash]);
  const columns = useMemo(() => caseColumns(t, lang, withEmployer), [t, lang, withEmployer]);
  const types = vm.caseTypes
    .map((type) => ({ value: type, label: t(`dossierType.${type}`) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  const chosen = list.filters.dossierType;
  const tasksDue = list.filters.tasksDue;
  return (
    <section
      ref={section}
      id={CASES_ANCHOR}
      tabIndex={-1}
      className="panel dashboard__panel dashboard__cases"
      aria-labelledby="dashboard-cases-title"
    >
      <h2 id="dashboard-cases-title">{title}</h2>
      <div className="dashboard__cases-bar">
        <SelectField
          id="dashboard-case-type"
          label={t('dashboard.type')}
          value={chosen ?? ''}
          onValue={(value) =>
            list.setFilter('dossierType', types.find((type) => type.value === value)?.value ?? null)
          }
          options={[
            { value: '', label: t('dashboard.allTypes') },
            ...(chosen && !types.some((type) => type.value === chosen)
              ? [{ value: chosen, label: t(`dossierType.${chosen}`) }]
              : []),
            ...types,
          ]}
        />
        {tasksDue ? (
          <p className="dashboard__cases-due">
            {t(`dashboard.casesWithTasks.${tasksDue}`)}{' '}
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => list.setFilter('tasksDue', null)}
            >
              {t('dashboard.casesWithTasks.all')}
            </button>
          </p>
        ) : null}
        <p className="list-count" aria-live="polite">
          {list.state === 'loading'
            ? t('common.loading')
            : list.state === 'failed'
              ? ''
              : t('dashboard.casesCount', { count: list.total })}
        </p>
      </div>
      <ListTable
        className="data-table-area--compact"
        layoutId="dashboardCases"
        views
        list={list}
        caption={title}
        columns={columns}
        emptyText={
          tasksDue
            ? t('dashboard.casesWithTasks.none')
            : chosen
              ? t('dashboard.noCasesOfType')
              : t('dashboard.noCases')
        }
        failedText={t('dashboard.casesFailed')}
      />
      <ListPager list={list} layoutId="dashboardCases" />
    </section>
  );
});

/** /dashboard: professional or employer overview. */
export const DashboardScreen = observer(function DashboardScreen() {
  const vm = useViewModel((services) => services.viewModels.dashboard());
  useListAddress(vm.cases, vm.cases.defaultSize);
  const { locale } = useServices();
  const t = useT();
  const lang = locale.current;
  const data = vm.data;
  const unavailable = <p className="muted">{t('dashboard.unavailable')}</p>;

  if (vm.state === 'loading' || !data) {
    return (
      <PageFrame routeId="dashboard">
        {vm.state === 'failed' ? unavailable : <output className="loading">{t('common.loading')}</output>}
      </PageFrame>
    );
  }

  const tasks = data.myTasks;
  const figures = (
    <div className="figures">
      {tasks ? (
        <>
          <Figure label={t('dashboard.overdue')} value={tasks.overdue} to={vm.taskFigureLink('overdue')} />
          <Figure label={t('dashboard.today')} value={tasks.dueToday} to={vm.taskFigureLink('today')} />
          <Figure
            label={t('dashboard.thisWeek')}
            value={tasks.dueThisWeek}
            to={vm.taskFigureLink('this-week')}
          />
        </>
      ) : (
        <p className="figure muted">{t('dashboard.unavailable')}</p>
      )}
      {data.activeCases ? (
        <Figure label={t('dashboard.activeCases')} value={data.activeCases.total} to={vm.casesLink(null)} />
      ) : null}
    </div>
  );

  const charts = (
    <div className="dashboard__charts">
      {tasks ? (
        <BarChart
          title={t('dashboard.tasksPerWeek')}
          labelHeading={t('dashboard.week', { date: '' }).trim()}
          valueHeading={t('dashboard.number')}
          bars={tasks.perWeek.map((week) => ({
            key: week.weekStart.toString(),
            label: t('dashboard.week', { date: formatDate(week.weekStart, lang) }),
            value: week.open,
            to: vm.weekTasksLink(week.weekStart),
          }))}
        />
      ) : null}
      {vm.caseBars.length > 0 ? (
        <BarChart
          title={t('dashboard.casesPerType')}
          labelHeading={t('dashboard.type')}
          valueHeading={t('dashboard.number')}
          bars={vm.caseBars.map((bar) =>
            bar.kind === 'type'
              ? {
                  key: bar.type,
                  label: t(`dossierType.${bar.type}`),
                  value: bar.count,
                  to: vm.casesLink(bar.type),
                }
              : {
                  key: 'other',
                  label: t('dashboard.otherTypes', { count: bar.types.length }),
                  value: bar.count,
                },
          )}
        />
      ) : null}
    </div>
  );

  // The reports the portal's areas offer here, each to those who may open it.
  const reports =
    DASHBOARD_REPORTS.length > 0 ? (
      <nav className="dashboard__reports" aria-label={t('dashboard.reports')}>
        <ul>
          {DASHBOARD_REPORTS.map((report) => (
            <Guarded key={report.routeId} anyOf={report.anyOf}>
              <li>
                <Link to={report.path}>{t(titleOf(report.routeId))}</Link>
              </li>
            </Guarded>
          ))}
        </ul>
      </nav>
    ) : null;

  if (data.kind === 'employer') {
    return (
      <PageFrame routeId="dashboard">
        <p>{t('dashboard.employerIntro', { employer: vm.employerName })}</p>
        <AreaSlot name="dashboardSignals" props={NO_PROPS} />
        {reports}
        <Panel title={t('dashboard.employerTasks')} id="dashboard-tasks">
          {figures}
        </Panel>
        {charts}
        <CasesPanel vm={vm} title={t('dashboard.openCases')} withEmployer={false} />
      </PageFrame>
    );
  }

  return (
    <PageFrame routeId="dashboard">
      <p>{t('dashboard.intro')}</p>
      <AreaSlot name="dashboardSignals" props={NO_PROPS} />
      {vm.uwv.shows ? <UwvPanel vm={vm.uwv} /> : null}
      {reports}
      <Panel title={t('dashboard.myTasks')} id="dashboard-tasks">
        {figures}
      </Panel>
      <div className="dashboard__columns">
        <Panel title={t('dashboard.appointmentsToday')} id="dashboard-appointments">
          {data.appointments === null ? (
            unavailable
          ) : data.appointments.length === 0 ? (
            <p>{t('dashboard.noAppointments')}</p>
          ) : (
            <ul className="plain-list">
              {data.appointments.map((appointment) => {
                const to = vm.appointmentLink(appointment);
                const time = `${formatTime(appointment.start, lang)}–${formatTime(appointment.end, lang)}`;
                return (
                  <li key={appointment.id}>
                    {to ? (
                      <Link to={to}>
                        <strong>{time}</strong> {appointment.title}
                      </Link>
                    ) : (
                      <>
                        <strong>{time}</strong> {appointment.title}
                      </>
                    )}
                    {appointment.employeeName ? ` · ${appointment.employeeName}` : ''}
                    {appointment.location ? <span className="muted"> · {appointment.location}</span> : null}
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
        <Panel title={t('dashboard.recentlyViewed')} id="dashboard-recent">
          {data.recentlyViewed === null ? (
            unavailable
          ) : data.recentlyViewed.length === 0 ? (
            <p>{t('dashboard.noneViewed')}</p>
          ) : (
            <ul className="plain-list">
              {data.recentlyViewed.map((dossier) => (
                <li key={dossier.id}>
                  <Link to={pathOf('dossier', { dossierId: dossier.id })}>{dossier.employeeName}</Link>{' '}
                  <span className="muted">
                    · {t(`dossierType.${dossier.type}`)} · {dossier.employerName}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      {charts}
      <CasesPanel vm={vm} title={t('dashboard.activeCases')} withEmployer />
    </PageFrame>
  );
});

export { DashboardScreen as Component };
