import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { mayOpen } from '../../../domain/access/navigation-guard';
import { pathOf } from '../../../domain/access/route-match';
import { useServices, useT, useViewModel } from '../../services-context';
import { CaseStepList, stepKey } from './case-step-list';
import type { DashboardSignalsViewModel } from './dashboard-signals-view-model';
import './legal-clock.css';

const Signals = observer(function Signals({ vm }: { vm: DashboardSignalsViewModel }) {
  const t = useT();
  const { session } = useServices();
  const user = session.user;
  const employer = vm.reader === 'employer';
  return (
    <section className="panel case-signals" aria-labelledby="case-signals-title">
      <h2 id="case-signals-title">
        {t(employer ? 'legalClock.signals.employerTitle' : 'legalClock.signals.title')}
      </h2>
      {vm.state === 'loading' ? (
        <output className="muted">{t('legalClock.signals.loading')}</output>
      ) : vm.state === 'failed' ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('legalClock.signals.failed')}</p>
          <button type="button" className="button" onClick={() => void vm.load()}>
            {t('legalClock.retry')}
          </button>
        </div>
      ) : vm.signalled.length === 0 ? (
        <p>{t('legalClock.signals.none')}</p>
      ) : (
        <>
          <p className={`case-signals__count${vm.late > 0 ? ' case-signals__count--late' : ''}`}>
            {t('legalClock.signals.late', { count: vm.late })}
          </p>
          <CaseStepList
            lines={vm.signalled.map(({ case: open, step }) => {
              const to = pathOf('dossier', { dossierId: open.dossierId });
              return {
                key: stepKey(step, open.dossierId),
                step,
                lead:
                  user && mayOpen(user, to) ? (
                    <Link
                      to={to}
                      className="case-signals__employee"
                      aria-label={t('legalClock.signals.open', { name: open.employeeName })}
                    >
                      {open.employeeName}
                    </Link>
                  ) : (
                    <strong>{open.employeeName}</strong>
                  ),
              };
            })}
          />
        </>
      )}
      <p className="case-signals__all">
        <Link to={pathOf('absenceReport')}>{t('legalClock.signals.all')}</Link>
      </p>
    </section>
  );
});

/**
 * The dashboard's place for the legal clock (slot-catalogue.ts): where the reader looks first, the
 * count of late steps across their cases and what falls due within a week. A reader who does not
 * follow cases sees nothing of it.
 */
export const Component = observer(function DashboardSignals() {
  const vm = useViewModel((services) => services.viewModels.dashboardSignals());
  return vm.follows ? <Signals vm={vm} /> : null;
});
