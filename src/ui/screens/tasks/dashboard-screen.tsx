import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { BarChart } from '../../components/bar-chart';
import { Guarded } from '../../components/guarded';
import { PageFrame } from '../../components/page-frame';
import { formatDate, formatTime } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';

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

/** /dashboard: professional or employer overview. */
export const DashboardScreen = observer(function DashboardScreen() {
  const vm = useViewModel((services) => services.viewModels.dashboard());
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
  const link = (to: string) => (vm.tasksLinked ? to : null);
  const figures = tasks ? (
    <div className="figures">
      <Figure label={t('dashboard.overdue')} value={tasks.overdue} to={link(vm.tasksLink('overdue'))} />
      <Figure label={t('dashboard.today')} value={tasks.dueToday} to={link(vm.tasksLink('today'))} />
      <Figure
        label={t('dashboard.thisWeek')}
        value={tasks.dueThisWeek}
        to={link(vm.tasksLink('this-week'))}
      />
      {data.activeCases ? (
        <Figure
          label={t('dashboard.activeCases')}
          value={data.activeCases.total}
          to={link(vm.tasksLink('all'))}
        />
      ) : null}
    </div>
  ) : (
    unavailable
  );

  const charts = (
    <div className="dashboard__charts">
      {tasks ? (
        <BarChart
          title={t('dashboard.tasksPerWeek')}
          labelHeading={t('dashboard.week', { date: '' }).trim()}
          valueHeading={t('dashboard.number')}
          bars={tasks.perWeek.map((week) => ({
            label: t('dashboard.week', { date: formatDate(week.weekStart, lang) }),
            value: week.open,
          }))}
        />
      ) : null}
      {vm.casesPerType.length > 0 ? (
        <BarChart
          title={t('dashboard.casesPerType')}
          labelHeading={t('dashboard.type')}
          valueHeading={t('dashboard.number')}
          bars={vm.casesPerType.map(({ type, count }) => ({ label: t(`dossierType.${type}`), value: count }))}
        />
      ) : null}
    </div>
  );

  const reports = (
    <nav className="dashboard__reports" aria-label={t('dashboard.reports')}>
      <ul>
        <li>
          <Link to={pathOf('reportRecovery')}>{t('route.reportRecovery')}</Link>
        </li>
        <Guarded anyOf={['view_tasks']}>
          <li>
            <Link to={pathOf('reportWga')}>{t('route.reportWga')}</Link>
          </li>
        </Guarded>
      </ul>
    </nav>
  );

  if (data.kind === 'employer') {
    return (
      <PageFrame routeId="dashboard">
        <p>{t('dashboard.employerIntro', { employer: vm.employerName })}</p>
        {reports}
        <Panel title={t('dashboard.employerTasks')} id="dashboard-tasks">
          {figures}
        </Panel>
        <Panel title={t('dashboard.openCases')} id="dashboard-cases">
          {data.openCases === null ? (
            unavailable
          ) : data.openCases.length === 0 ? (
            <p>{t('dashboard.noCases')}</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.employee')}</th>
                    <th scope="col">{t('tasks.columns.dossierType')}</th>
                    <th scope="col">{t('dashboard.since')}</th>
                    <th scope="col">{t('dashboard.openTasks')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.openCases.map((dossier) => (
                    <tr key={dossier.id}>
                      <td>
                        <Link to={pathOf('dossier', { dossierId: dossier.id })}>{dossier.employeeName}</Link>
                      </td>
                      <td>{t(`dossierType.${dossier.type}`)}</td>
                      <td>{formatDate(dossier.startDate, lang)}</td>
                      <td>{dossier.openTasks}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
        {charts}
      </PageFrame>
    );
  }

  return (
    <PageFrame routeId="dashboard">
      <p>{t('dashboard.intro')}</p>
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
              {data.appointments.map((appointment) => (
                <li key={appointment.id}>
                  <strong>
                    {formatTime(appointment.start, lang)}–{formatTime(appointment.end, lang)}
                  </strong>{' '}
                  {appointment.title}
                  {appointment.employeeName ? ` · ${appointment.employeeName}` : ''}
                  {appointment.location ? <span className="muted"> · {appointment.location}</span> : null}
                </li>
              ))}
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
    </PageFrame>
  );
});

export { DashboardScreen as Component };
