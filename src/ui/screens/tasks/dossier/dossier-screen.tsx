import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { OpenedDossier } from '../../../../application/dossiers/open-dossier';
import { pathOf } from '../../../../domain/access/route-match';
import type { DossierSectionKey } from '../../../../domain/dossiers/dossier-file';
import { AreaSlot } from '../../../components/area-slot/area-slot';
import { DateField } from '../../../components/form/date-field';
import { SelectField } from '../../../components/form/select-field';
import { PageFrame } from '../../../components/page-frame';
import { ReadStateView } from '../../../components/record/read-state';
import { formatDate, formatDateTime } from '../../../format';
import { useServices, useT, useViewModel } from '../../../services-context';
import { DossierDocumentsSection } from './dossier-documents-section';
import { DossierNotesSection } from './dossier-notes-section';
import { DossierUwvSection } from './dossier-uwv-section';
import { inLanguageOf } from './dossier-text';
import type { DossierViewModel } from './dossier-view-model';
import type { DossierTasksViewModel } from './dossier-tasks-view-model';
import type { DossierWizardsViewModel } from './dossier-wizards-view-model';
import { RETENTION_YEARS } from '../../../../domain/dossiers/retention-period';
import { PartStatus } from './part-status';
import '../../../components/data-table/data-table.css';
import './dossier.css';

const Overview = observer(function Overview({ opened }: { opened: OpenedDossier }) {
  const t = useT();
  const language = useServices().locale.current;
  const { dossier } = opened;
  return (
    <dl className="dossier__facts">
      <div>
        <dt>{t('dossier.employee')}</dt>
        <dd>{dossier.employee.name}</dd>
      </div>
      <div>
        <dt>{t('dossier.dateOfBirth')}</dt>
        <dd>{formatDate(dossier.employee.dateOfBirth, language)}</dd>
      </div>
      <div>
        <dt>{t('dossier.employer')}</dt>
        <dd>{dossier.employee.employerName}</dd>
      </div>
      <div>
        <dt>{t('dossier.type')}</dt>
        <dd>{t(`dossierType.${dossier.type}`)}</dd>
      </div>
      <div>
        <dt>{t('dossier.status')}</dt>
        <dd>{t(`dossier.statuses.${dossier.status}`)}</dd>
      </div>
      <div>
        <dt>{t('dossier.since')}</dt>
        <dd>{formatDate(dossier.startDate, language)}</dd>
      </div>
      <div>
        <dt>{t('dossier.owner')}</dt>
        <dd>{dossier.owner.displayName}</dd>
      </div>
    </dl>
  );
});

/** Until when each part of the dossier is kept, by the law's periods; nothing while its case is open. */
const Retention = observer(function Retention({ opened }: { opened: OpenedDossier }) {
  const t = useT();
  const language = useServices().locale.current;
  const { dossier } = opened;
  if (dossier.retention.length === 0) return null;
  return (
    <section className="dossier__retention" aria-labelledby="dossier-retention-title">
      <h3 id="dossier-retention-title">{t('dossier.retention.title')}</h3>
      <p className="muted">
        {t(dossier.status === 'open' ? 'dossier.retention.open' : 'dossier.retention.intro')}
      </p>
      <dl className="dossier__facts">
        {dossier.retention.map((kept) => (
          <div key={kept.part}>
            <dt>{t(`dossier.retention.parts.${kept.part}`)}</dt>
            <dd>
              {kept.until
                ? t('dossier.retention.until', { date: formatDate(kept.until, language) })
                : t('dossier.retention.pending', {
                    years: RETENTION_YEARS[kept.part],
                    from: t(`dossier.retention.from.${kept.from}`),
                  })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
});

const OpenTasks = observer(function OpenTasks({ vm }: { vm: DossierTasksViewModel }) {
  const t = useT();
  const language = useServices().locale.current;
  const rows = vm.rows;
  if (rows.length === 0) return <p className="muted">{t('dossier.tasks.none')}</p>;
  return (
    <ul className="plain-list dossier__tasks">
      {rows.map(({ task, daysLate }) => {
        const title = inLanguageOf(task.title, language);
        const postponing = vm.postponing?.id === task.id ? vm.postponing : null;
        return (
          <li key={task.id}>
            <strong>{title}</strong>{' '}
            {daysLate > 0 ? (
              <span className="badge badge--warning">{t('dossier.tasks.late', { count: daysLate })}</span>
            ) : null}{' '}
            <span className="muted">
              · {t('dossier.tasks.due', { date: formatDate(task.dueDate, language) })}
              {task.legalDeadline
                ? ` · ${t('dossier.tasks.legal', { date: formatDate(task.legalDeadline, language) })}`
                : ''}
              {task.assignee ? ` · ${task.assignee.displayName}` : ''}
            </span>
            {vm.mayAct && !postponing ? (
              <span className="dossier__task-actions">
                <button
                  type="button"
                  className="button button--small"
                  disabled={vm.busy}
                  aria-label={t('dossier.tasks.completeTask', { title })}
                  onClick={() => void vm.complete(task.id)}
                >
                  {t('dossier.tasks.complete')}
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={vm.busy}
                  aria-label={t('dossier.tasks.postponeTask', { title })}
                  onClick={() => vm.startPostponing(task.id)}
                >
                  {t('dossier.tasks.postpone')}
                </button>
              </span>
            ) : null}
            {postponing ? (
              <form
                className="dossier__postpone"
                onSubmit={(event: FormEvent) => {
                  event.preventDefault();
                  void vm.postpone();
                }}
              >
                <DateField
                  id={`postpone-${task.id}`}
                  label={t('dossier.tasks.newDate', { title })}
                  required
                  autoFocus
                  value={postponing.date}
                  onValue={vm.setPostponeDate}
                />
                <div className="form__actions">
                  <button type="submit" className="button button--primary button--small" disabled={vm.busy}>
                    {t('dossier.tasks.savePostpone')}
                  </button>
                  <button type="button" className="button button--small" onClick={vm.stopPostponing}>
                    {t('dossier.tasks.cancelPostpone')}
                  </button>
                </div>
              </form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
});

const Wizards = observer(function Wizards({ vm }: { vm: DossierWizardsViewModel }) {
  const t = useT();
  const language = useServices().locale.current;
  const start = (event: FormEvent) => {
    event.preventDefault();
    void vm.start();
  };
  return (
    <PartStatus state={vm.state} failed={t('dossier.wizards.failed')} onRetry={vm.retry}>
      {vm.runs.length === 0 ? (
        <p className="muted">{t('dossier.wizards.none')}</p>
      ) : (
        <ul className="plain-list dossier__runs">
          {vm.runs.map((run) => (
            <li key={run.id}>
              <Link to={pathOf('wizardRun', { runId: run.id })}>{inLanguageOf(run.name, language)}</Link>{' '}
              <span className="muted">
                ·{' '}
                {run.finishedAt
                  ? t('dossier.wizards.finished', { date: formatDateTime(run.finishedAt, language) })
                  : t('dossier.wizards.open', {
                      step: Math.min(run.currentStep + 1, run.steps),
                      steps: run.steps,
                    })}{' '}
                · {run.startedBy}
              </span>
            </li>
          ))}
        </ul>
      )}
      {vm.mayStart && vm.startable.length > 0 ? (
        <form className="dossier__start-wizard" onSubmit={start}>
          <SelectField
            id="start-wizard"
            label={t('dossier.wizards.choose')}
            value={vm.chosen}
            options={vm.startable.map((wizard) => ({
              value: wizard.id,
              label: inLanguageOf(wizard.name, language),
            }))}
            onValue={vm.choose}
            error={vm.startError ? (vm.startError.message ?? t('dossier.wizards.notStarted')) : null}
          />
          <button type="submit" className="button button--primary" disabled={vm.starting}>
            {t('dossier.wizards.start')}
          </button>
        </form>
      ) : null}
    </PartStatus>
  );
});

const SECTION_ORDER: readonly DossierSectionKey[] = [
  'overview',
  'tasks',
  'notes',
  'documents',
  'wizards',
  'uwv',
];

/** A part of the dossier; a link to the dossier with its fragment (the dashboard's UWV panel) brings the focus here. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const location = useLocation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (location.hash === `#${id}`) section.current?.focus();
  }, [location.hash, id]);
  return (
    <section
      ref={section}
      className="dossier__section"
      aria-labelledby={`${id}-heading`}
      id={id}
      tabIndex={-1}
    >
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

const DossierContent = observer(function DossierContent({
  vm,
  opened,
}: {
  vm: DossierViewModel;
  opened: OpenedDossier;
}) {
  const t = useT();
  const language = useServices().locale.current;
  const sections = (
    opened.sections.length > 0
      ? opened.sections
      : SECTION_ORDER.map((key, order) => ({ key, order, title: { nl: key, en: key } }))
  ).filter((section) => section.key !== 'wizards' || vm.showsWizards);
  const body = (key: DossierSectionKey): ReactNode => {
    switch (key) {
      case 'overview':
        return (
          <>
            <Overview opened={opened} />
            <Retention opened={opened} />
          </>
        );
      case 'tasks':
        return <OpenTasks vm={vm.tasks} />;
      case 'notes':
        return <DossierNotesSection vm={vm.notes} />;
      case 'documents':
        return <DossierDocumentsSection vm={vm.documents} />;
      case 'wizards':
        return <Wizards vm={vm.wizards} />;
      case 'uwv':
        return <DossierUwvSection vm={vm.uwv} />;
    }
  };
  return (
    <div className="dossier">
      <p className="dossier__lead">
        {t('dossier.lead', {
          type: t(`dossierType.${opened.dossier.type}`),
          name: opened.dossier.employee.name,
        })}
      </p>
      <AreaSlot
        name="dossierCase"
        props={{
          dossierId: opened.dossier.id,
          dossierType: opened.dossier.type,
          employeeName: opened.dossier.employee.name,
          employerName: opened.dossier.employee.employerName,
        }}
      />
      <nav aria-label={t('dossier.sections')} className="dossier__nav">
        <ul>
          {sections.map((section) => (
            <li key={section.key}>
              <a href={`#dossier-${section.key}`}>{inLanguageOf(section.title, language)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <Section
          key={section.key}
          id={`dossier-${section.key}`}
          title={inLanguageOf(section.title, language)}
        >
          {body(section.key)}
        </Section>
      ))}
    </div>
  );
});

const DossierScreen = observer(function DossierScreen({ dossierId }: { dossierId: string }) {
  const vm = useViewModel((services) => services.viewModels.dossier(dossierId));
  const t = useT();
  const opened = vm.opened;
  return (
    <PageFrame routeId="dossier">
      <ReadStateView
        state={opened ? vm.state : vm.state === 'ready' ? 'failed' : vm.state}
        message={(state) => t(`dossier.states.${state}`)}
        onRetry={vm.retry}
        back={{ to: pathOf('dashboard'), text: t('dossier.toDashboard') }}
      >
        {() => (opened ? <DossierContent vm={vm} opened={opened} /> : null)}
      </ReadStateView>
    </PageFrame>
  );
});

export function Component() {
  const { dossierId = '' } = useParams();
  return <DossierScreen key={dossierId} dossierId={dossierId} />;
}
