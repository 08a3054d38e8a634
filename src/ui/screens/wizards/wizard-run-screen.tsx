import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import type { WizardField, WizardRun, WizardValues } from '../../../domain/wizards/wizard';
import { inLanguage } from '../../../domain/wizards/wizard';
import { LeaveGuard } from '../../components/leave-guard';
import { PageFrame } from '../../components/page-frame';
import { problemText } from '../../components/record/field-messages';
import { RecordStatus } from '../../components/record/record-status';
import { useServices, useT, useViewModel } from '../../services-context';
import type { Translate } from '../../services-context';
import type { WizardRunViewModel } from './wizard-run-view-model';
import { WizardStepFields } from './wizard-step-fields';
import './wizards.css';

/** Where the run's record is opened: a dossier's own page; an employee has none of their own yet. */
function recordPath(run: WizardRun): string | null {
  return run.relatedType === 'dossier' ? pathOf('dossier', { dossierId: run.relatedUuid }) : null;
}

/** An answer as read back once the wizard is finished. */
function answerText(t: Translate, field: WizardField, values: WizardValues, language: string): string {
  const value = values[field.id];
  if (value === true) return t('wizards.run.yes');
  if (value === false) return t('wizards.run.no');
  if (value === null || value === undefined || value === '') return '—';
  const optionLabel = (id: string) =>
    inLanguage(field.options.find((option) => option.id === id)?.label ?? { nl: id, en: id }, language);
  if (Array.isArray(value)) return value.length === 0 ? '—' : (value as string[]).map(optionLabel).join(', ');
  return field.kind === 'choice' ? optionLabel(value as string) : (value as string);
}

const StepList = observer(function StepList({ vm, language }: { vm: WizardRunViewModel; language: string }) {
  const t = useT();
  const run = vm.run;
  if (!run) return null;
  return (
    <nav aria-label={t('wizards.run.steps')}>
      <ol className="wizard-steps">
        {run.wizard.steps.map((step, index) => {
          const title = inLanguage(step.title, language);
          const done = vm.finished || index < run.currentStep;
          const reachable = vm.finished || index <= Math.max(run.currentStep, vm.shown);
          return (
            <li
              key={step.id}
              className={`wizard-steps__step${index === vm.shown ? ' wizard-steps__step--current' : ''}${done ? ' wizard-steps__step--done' : ''}`}
            >
              {reachable && index !== vm.shown ? (
                <button type="button" className="button button--link" onClick={() => vm.goTo(index)}>
                  {t('wizards.run.stepOf', { number: index + 1, title })}
                </button>
              ) : (
                <span aria-current={index === vm.shown ? 'step' : undefined}>
                  {t('wizards.run.stepOf', { number: index + 1, title })}
                </span>
              )}
              {done ? <span className="visually-hidden"> {t('wizards.run.done')}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});

const FinishedAnswers = observer(function FinishedAnswers({
  run,
  language,
}: {
  run: WizardRun;
  language: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="wizard-answers" className="wizard-answers">
      <h2 id="wizard-answers">{t('wizards.run.answers')}</h2>
      {run.wizard.steps.map((step) => (
        <div key={step.id}>
          <h3>{inLanguage(step.title, language)}</h3>
          <dl className="wizard-answers__list">
            {step.fields.map((field) => (
              <div key={field.id}>
                <dt>{inLanguage(field.label, language)}</dt>
                <dd>{answerText(t, field, run.values, language)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
});

const RunForm = observer(function RunForm({ vm, language }: { vm: WizardRunViewModel; language: string }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = vm.step;
  const shownBefore = useRef(vm.shown);

  // After a refusal, the first field with a problem takes the focus; after a move, the step's heading.
  useEffect(() => {
    if (vm.refusals === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"] , fieldset[aria-invalid="true"] input')
      ?.focus();
  }, [vm.refusals]);
  useEffect(() => {
    if (shownBefore.current === vm.shown) return;
    shownBefore.current = vm.shown;
    headingRef.current?.focus();
  }, [vm.shown]);

  if (!step) return null;
  const errorOf = (field: WizardField) => {
    const problem = vm.problemOf(field.id);
    return problem
      ? problemText(t, problem, inLanguage(field.label, language))
      : vm.serverMessageOf(field.id);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (vm.isLast ? vm.finish() : vm.next());
  };
  const failure = vm.failure;
  return (
    <form ref={formRef} className="wizard-run__form" noValidate onSubmit={submit}>
      <h2 ref={headingRef} tabIndex={-1} className="wizard-run__step-title">
        {t('wizards.run.stepHeading', {
          number: vm.shown + 1,
          count: vm.stepCount,
          title: inLanguage(step.title, language),
        })}
      </h2>
      <WizardStepFields
        step={step}
        values={vm.values}
        language={language}
        idPrefix="answer"
        onValue={vm.setValue}
        errorOf={errorOf}
        disabled={vm.busy}
      />
      <div role="alert" className="form-summary">
        {Object.keys(vm.problems).length > 0 ? (
          <p className="form__error">{t('wizards.run.checkFields')}</p>
        ) : null}
        {failure ? (
          <div className="form__error">
            <p>
              {t(
                `wizards.run.failed.${failure.refusal.code === 'invalid' ? 'rejected' : failure.refusal.code}`,
              )}
            </p>
            {failure.refusal.message ? <p>{failure.refusal.message}</p> : null}
            {failure.refusal.code === 'unavailable' ? (
              <button type="button" className="button button--secondary" onClick={() => void vm.retry()}>
                {t('wizards.run.retry')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <output className="visually-hidden" aria-live="polite">
        {vm.activity !== 'idle'
          ? t('wizards.run.busy')
          : vm.saves > 0 && !vm.dirty
            ? t('wizards.run.saved')
            : ''}
      </output>
      <div className="form__actions wizard-run__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={vm.back}
          disabled={vm.shown === 0 || vm.busy}
        >
          {t('wizards.run.back')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void vm.save()}
          disabled={vm.busy}
        >
          {t('wizards.run.save')}
        </button>
        <button type="submit" className="button button--primary" disabled={vm.busy}>
          {t(vm.isLast ? 'wizards.run.finish' : 'wizards.run.next')}
        </button>
      </div>
    </form>
  );
});

const WizardRunScreen = observer(function WizardRunScreen({ runId }: { runId: string }) {
  const vm = useViewModel((services) => services.viewModels.wizardRun(runId));
  const { locale } = useServices();
  const t = useT();
  const language = locale.current;
  const run = vm.run;
  const back = run ? recordPath(run) : null;
  return (
    <PageFrame routeId="wizardRun">
      <RecordStatus load={vm.load} listPath={pathOf('tasks')}>
        {run ? (
          <div className="wizard-run">
            <div className="page__intro">
              <div>
                <h2 className="wizard-run__name">{inLanguage(run.wizard.name, language)}</h2>
                <p>
                  {t('wizards.run.about', { name: run.relatedLabel })}
                  {back ? (
                    <>
                      {' '}
                      <Link to={back}>{t('wizards.run.toDossier')}</Link>
                    </>
                  ) : null}
                </p>
              </div>
            </div>
            {vm.finished ? (
              <>
                <p className="notice notice--success">{t('wizards.run.isFinished')}</p>
                <FinishedAnswers run={run} language={language} />
              </>
            ) : (
              <div className="wizard-run__layout">
                <StepList vm={vm} language={language} />
                <RunForm vm={vm} language={language} />
              </div>
            )}
            <LeaveGuard unsaved={() => vm.unsaved} question={t('wizards.run.leaveQuestion')} />
          </div>
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { runId = '' } = useParams();
  return <WizardRunScreen key={runId} runId={runId} />;
}
