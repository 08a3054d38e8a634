import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { EmployeePart, OpenedEmployee } from '../../../application/people/open-employee';
import { openedFrom } from '../../routes/breadcrumb-trail';
import { pathIfRouted, pathOf } from '../../../domain/access/route-match';
import type { Locale } from '../../../domain/locale/locale';
import { SelectField } from '../../components/form/select-field';
import { Guarded } from '../../components/guarded';
import { PageFrame } from '../../components/page-frame';
import { ReadStateView } from '../../components/record/read-state';
import { formatDate, formatNumber, formatTime } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import type { EmployeeViewModel } from './employee-view-model';
import '../../components/data-table/data-table.css';
import './people.css';

/** A part of the page once it answered; else why not, without hiding the rest of the page. */
function Part<T>({ part, children }: { part: EmployeePart<T>; children: (value: T) => ReactNode }) {
  const t = useT();
  if (part.ok) return <>{children(part.value)}</>;
  return (
    <p className="notice notice--warning">
      {t(part.error === 'employee.forbidden' ? 'people.page.partForbidden' : 'people.page.partFailed')}
    </p>
  );
}

/** A dossier opened here has this employee in its breadcrumb. */
const fromEmployee = (employeeId: string) => openedFrom('employee', { employeeId });

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section className="employee__section" aria-labelledby={`${id}-heading`}>
    <h2 id={`${id}-heading`}>{title}</h2>
    {children}
  </section>
);

const Facts = observer(function Facts({ opened, language }: { opened: OpenedEmployee; language: Locale }) {
  const t = useT();
  const { employee } = opened;
  const facts: [string, ReactNode][] = [
    [t('people.columns.personnelNumber'), employee.personnelNumber],
    [t('people.page.dateOfBirth'), formatDate(employee.dateOfBirth, language)],
    [t('people.columns.employer'), employee.employer.name],
    [t('people.columns.division'), employee.division?.name ?? t('people.none')],
    [t('people.columns.team'), employee.team?.name ?? t('people.none')],
    [t('people.page.email'), employee.email ?? t('people.none')],
    [t('people.page.mobile'), employee.mobile ?? t('people.none')],
    [t('people.columns.absent'), employee.openAbsence ? t('people.absent') : t('people.notAbsent')],
  ];
  return (
    <dl className="employee__facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
});

const Employments = observer(function Employments({
  opened,
  language,
}: {
  opened: OpenedEmployee;
  language: Locale;
}) {
  const { employeeId = '' } = useParams();
  const t = useT();
  return (
    <Part part={opened.employments}>
      {(employments) =>
        employments.length === 0 ? (
          <p className="muted">{t('people.page.noEmployments')}</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">{t('people.page.employments')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('people.page.jobTitle')}</th>
                  <th scope="col">{t('people.page.period')}</th>
                  <th scope="col">{t('people.page.hours')}</th>
                  <th scope="col">{t('people.page.contract')}</th>
                  <th scope="col">{t('people.page.absenceDossier')}</th>
                </tr>
              </thead>
              <tbody>
                {employments.map(({ employment, absenceDossier }) => (
                  <tr key={employment.id}>
                    <th scope="row">
                      {employment.jobTitle}
                      <br />
                      <span className="muted">{employment.employer.name}</span>
                    </th>
                    <td>
                      {formatDate(employment.startDate, language)} –{' '}
                      {employment.endDate
                        ? formatDate(employment.endDate, language)
                        : t('people.page.ongoing')}
                    </td>
                    <td>{formatNumber(employment.hoursPerWeek, language)}</td>
                    <td>{t(`people.contracts.${employment.contract}`)}</td>
                    <td>
                      {absenceDossier === null ? (
                        <span className="muted">{t('people.page.ended')}</span>
                      ) : (
                        <Part part={absenceDossier}>
                          {(dossier) =>
                            dossier ? (
                              <Link
                                to={pathOf('dossier', { dossierId: dossier.id })}
                                state={fromEmployee(employeeId)}
                              >
                                {t('people.page.since', {
                                  type: t(`dossierType.${dossier.type}`),
                                  date: formatDate(dossier.startDate, language),
                                })}
                              </Link>
                            ) : (
                              <span className="muted">{t('people.page.noAbsence')}</span>
                            )
                          }
                        </Part>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </Part>
  );
});

const Dossiers = observer(function Dossiers({
  opened,
  language,
}: {
  opened: OpenedEmployee;
  language: Locale;
}) {
  const { employeeId = '' } = useParams();
  const t = useT();
  return (
    <Part part={opened.dossiers}>
      {(dossiers) =>
        dossiers.length === 0 ? (
          <p className="muted">{t('people.page.noDossiers')}</p>
        ) : (
          <ul className="plain-list">
            {dossiers.map((dossier) => (
              <li key={dossier.id}>
                <Link to={pathOf('dossier', { dossierId: dossier.id })} state={fromEmployee(employeeId)}>
                  {t(`dossierType.${dossier.type}`)}
                </Link>{' '}
                <span className="muted">
                  · {t(`people.dossierStatuses.${dossier.status}`)} ·{' '}
                  {t('people.page.from', { date: formatDate(dossier.startDate, language) })}
                  {dossier.openTasks > 0
                    ? ` · ${t('people.page.openTasks', { count: dossier.openTasks })}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </Part>
  );
});

const Appointments = observer(function Appointments({
  opened,
  language,
}: {
  opened: OpenedEmployee;
  language: Locale;
}) {
  const t = useT();
  return (
    <Part part={opened.appointments}>
      {(appointments) =>
        appointments.length === 0 ? (
          <p className="muted">{t('people.page.noAppointments')}</p>
        ) : (
          <ul className="plain-list">
            {appointments.map((appointment) => (
              <li key={appointment.id}>
                <strong>
                  {formatDate(appointment.start.toPlainDate(), language)}{' '}
                  {formatTime(appointment.start.toInstant(), language)}–
                  {formatTime(appointment.end.toInstant(), language)}
                </strong>{' '}
                {appointment.detailsHidden ? t('people.page.busy') : appointment.title}
                <span className="muted">
                  {' '}
                  · {appointment.professionalName}
                  {appointment.place ? ` · ${appointment.place}` : ''} ·{' '}
                  {t(`people.appointmentStatuses.${appointment.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </Part>
  );
});

const Wizards = observer(function Wizards({ vm }: { vm: EmployeeViewModel }) {
  const t = useT();
  const language = useServices().locale.current;
  const start = (event: FormEvent) => {
    event.preventDefault();
    void vm.startWizard();
  };
  const name = (text: { nl: string; en: string }) => (language === 'en' ? text.en : text.nl) || text.nl;
  return (
    <>
      {vm.runs.length === 0 ? (
        <p className="muted">{t('people.page.noWizards')}</p>
      ) : (
        <ul className="plain-list">
          {vm.runs.map((run) => (
            <li key={run.id}>
              <Link to={pathOf('wizardRun', { runId: run.id })}>{name(run.name)}</Link>{' '}
              <span className="muted">
                ·{' '}
                {run.finishedAt
                  ? t('people.page.wizardFinished')
                  : t('people.page.wizardOpen', {
                      step: Math.min(run.currentStep + 1, run.steps),
                      steps: run.steps,
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {vm.startable.length > 0 ? (
        <form className="employee__start-wizard" onSubmit={start}>
          <SelectField
            id="employee-wizard"
            label={t('people.page.wizard')}
            value={vm.chosenWizard}
            options={vm.startable.map((wizard) => ({ value: wizard.id, label: name(wizard.name) }))}
            onValue={vm.chooseWizard}
            error={vm.startError ? (vm.startError.message ?? t('people.page.wizardNotStarted')) : null}
          />
          <button type="submit" className="button button--primary" disabled={vm.starting}>
            {t('people.page.startWizard')}
          </button>
        </form>
      ) : null}
    </>
  );
});

const EmployeeContent = observer(function EmployeeContent({
  vm,
  opened,
}: {
  vm: EmployeeViewModel;
  opened: OpenedEmployee;
}) {
  const t = useT();
  const language = useServices().locale.current;
  // Planning is an area of its own: without it, no link to it.
  const planning = pathIfRouted('planning');
  return (
    <div className="employee">
      <div className="page__intro">
        <h2 className="employee__name">{opened.employee.name}</h2>
        {planning ? (
          <Guarded anyOf={['use_planning_functionality', 'employer_use_planning_functionality']}>
            <Link className="button button--secondary" to={planning}>
              {t('people.page.plan')}
            </Link>
          </Guarded>
        ) : null}
      </div>
      <Section id="employee-facts" title={t('people.page.facts')}>
        <Facts opened={opened} language={language} />
      </Section>
      <Section id="employee-employments" title={t('people.page.employments')}>
        <Employments opened={opened} language={language} />
      </Section>
      <Section id="employee-dossiers" title={t('people.page.dossiers')}>
        <Dossiers opened={opened} language={language} />
      </Section>
      <Section id="employee-appointments" title={t('people.page.appointments')}>
        <Appointments opened={opened} language={language} />
      </Section>
      {vm.mayRunWizards ? (
        <Section id="employee-wizards" title={t('people.page.wizards')}>
          <Wizards vm={vm} />
        </Section>
      ) : null}
    </div>
  );
});

const EmployeeScreen = observer(function EmployeeScreen({ employeeId }: { employeeId: string }) {
  const vm = useViewModel((services) => services.viewModels.employee(employeeId));
  const t = useT();
  const opened = vm.opened;
  return (
    <PageFrame routeId="employee">
      <ReadStateView
        state={opened ? vm.state : vm.state === 'ready' ? 'failed' : vm.state}
        message={(state) => t(`people.states.${state}`)}
        onRetry={vm.retry}
        back={{ to: pathOf('employeeList'), text: t('record.state.toList') }}
      >
        {() => (opened ? <EmployeeContent vm={vm} opened={opened} /> : null)}
      </ReadStateView>
    </PageFrame>
  );
});

export function Component() {
  const { employeeId = '' } = useParams();
  return <EmployeeScreen key={employeeId} employeeId={employeeId} />;
}
