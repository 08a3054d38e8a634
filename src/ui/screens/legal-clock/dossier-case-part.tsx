import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { CaseTimeline } from '../../../application/legal-clock/follow-cases';
import { isAbsenceDossierType } from '../../../domain/dossiers/dossier-type';
import { formatDate } from '../../format';
import type { SlotProps } from '../../routes/slot-catalogue';
import { useServices, useT, useViewModel } from '../../services-context';
import { CaseStepList, stepKey } from './case-step-list';
import { evidenceText, stateText } from './step-texts';
import './legal-clock.css';

type Props = SlotProps['dossierCase'];

/**
 * The case as a page for the re-integration report: who, since when, and every step with its
 * deadline, state and what completed it. It sits straight in <body> while printing, the only thing
 * on the paper (legal-clock.css); nothing medical is on it, as nothing medical is in the case.
 */
function CasePrint({ timeline, who }: { timeline: CaseTimeline; who: Props }) {
  const t = useT();
  const locale = useServices().locale.current;
  return createPortal(
    <div className="case-print">
      <h1>{t('legalClock.dossierCase.printTitle', { name: who.employeeName })}</h1>
      <p>
        {t('legalClock.dossierCase.printMeta', {
          employer: who.employerName,
          date: formatDate(timeline.today, locale),
        })}
      </p>
      <p>
        {timeline.week === null
          ? t('legalClock.dossierCase.ended', { date: formatDate(timeline.firstSickDay, locale) })
          : t('legalClock.dossierCase.since', {
              date: formatDate(timeline.firstSickDay, locale),
              week: timeline.week,
            })}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('legalClock.dossierCase.columns.step')}</th>
            <th scope="col">{t('legalClock.dossierCase.columns.deadline')}</th>
            <th scope="col">{t('legalClock.dossierCase.columns.state')}</th>
            <th scope="col">{t('legalClock.dossierCase.columns.evidence')}</th>
          </tr>
        </thead>
        <tbody>
          {timeline.steps.map((step) => (
            <tr key={stepKey(step)}>
              <td>{t(`legalClock.timeline.steps.${step.step}`, { round: step.round ?? '' })}</td>
              <td>{formatDate(step.deadline, locale)}</td>
              <td>{stateText(t, step, locale)}</td>
              <td>{step.evidence ? evidenceText(t, step.evidence) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}

function PrintButton({ timeline, who }: { timeline: CaseTimeline; who: Props }) {
  const t = useT();
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const after = () => setPrinting(false);
    window.addEventListener('afterprint', after);
    return () => window.removeEventListener('afterprint', after);
  }, []);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          flushSync(() => setPrinting(true));
          window.print();
        }}
      >
        {t('legalClock.dossierCase.print')}
      </button>
      {printing ? <CasePrint timeline={timeline} who={who} /> : null}
    </>
  );
}

const DossierCase = observer(function DossierCase(props: Props) {
  const t = useT();
  const locale = useServices().locale.current;
  const vm = useViewModel((services) => services.viewModels.dossierCase(props.dossierId));
  const title = t(
    vm.reader === 'employer' ? 'legalClock.timeline.employerTitle' : 'legalClock.dossierCase.title',
  );
  const timeline = vm.timeline;
  return (
    <section className="dossier__section case-file" aria-labelledby="dossier-case-heading" id="dossier-case">
      <div className="case-file__head">
        <h2 id="dossier-case-heading">{title}</h2>
        {vm.state === 'ready' && timeline ? <PrintButton timeline={timeline} who={props} /> : null}
      </div>
      {vm.state === 'loading' ? (
        <output className="muted">{t('legalClock.dossierCase.loading')}</output>
      ) : vm.state === 'failed' ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('legalClock.dossierCase.failed')}</p>
          <button type="button" className="button" onClick={() => void vm.load()}>
            {t('legalClock.retry')}
          </button>
        </div>
      ) : !timeline ? (
        <p>{t('legalClock.dossierCase.none')}</p>
      ) : (
        <>
          <p className="case-file__since">
            {timeline.week === null
              ? t('legalClock.dossierCase.ended', { date: formatDate(timeline.firstSickDay, locale) })
              : t('legalClock.dossierCase.since', {
                  date: formatDate(timeline.firstSickDay, locale),
                  week: timeline.week,
                })}
          </p>
          <CaseStepList
            lines={timeline.steps.map((step) => ({ key: stepKey(step), step, evidence: step.evidence }))}
            next={timeline.next}
          />
        </>
      )}
    </section>
  );
});

/**
 * The dossier's place for its case (slot-catalogue.ts): a dossier of the absence group opens on its
 * timeline; any other dossier shows nothing of the legal clock.
 */
export function Component(props: Props) {
  if (!isAbsenceDossierType(props.dossierType)) return null;
  return <DossierCase key={props.dossierId} {...props} />;
}
