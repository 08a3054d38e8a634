import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { WaitingField } from '../../../domain/waitlist/waiting-entry';
import { CheckboxField } from '../../components/form/checkbox-fields';
import { DateField } from '../../components/form/date-field';
import { CancelButton, Modal } from '../../components/modal';
import { formatDate } from '../../format';
import type { SlotProps } from '../../routes/slot-catalogue';
import { useServices, useT, useViewModel } from '../../services-context';
import type { PutOnWaitlistViewModel } from './put-on-waitlist-view-model';
import '../../components/record/record.css';
import './waitlist.css';

const PutForm = observer(function PutForm({ vm }: { vm: PutOnWaitlistViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const { search } = vm;
  const error = (field: WaitingField) => {
    const problem = vm.problems[field];
    return problem ? t(`waitlist.put.problems.${problem}`) : (vm.serverFields[field] ?? null);
  };
  const deadline = vm.problemAnalysisBy;
  return (
    <Modal open title={t('waitlist.put.title')} onClose={vm.close} unsaved={vm.latestDate !== null}>
      <form
        className="record-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.submit();
        }}
      >
        {vm.message ? (
          <div role="alert" className="form__error">
            <p>{vm.message}</p>
          </div>
        ) : null}
        <dl className="waitlist__summary">
          <dt>{t('waitlist.put.employee')}</dt>
          <dd>
            {search.employee?.name} ({search.employee?.employerName})
            {error('employeeId') ? <span className="field__error"> {error('employeeId')}</span> : null}
          </dd>
          <dt>{t('waitlist.put.operation')}</dt>
          <dd>
            {search.operation?.name?.[locale] ?? t('waitlist.put.hiddenOperation')}
            {error('operationId') ? <span className="field__error"> {error('operationId')}</span> : null}
          </dd>
          <dt>{t('waitlist.put.channel')}</dt>
          <dd>{t(`waitlist.channels.${search.channel}`)}</dd>
          <dt>{t('waitlist.put.locations')}</dt>
          <dd>
            {search.locations.length === 0
              ? t('waitlist.anyLocation')
              : search.locations.map((location) => location.name).join(', ')}
          </dd>
          <dt>{t('waitlist.put.professional')}</dt>
          <dd>{search.professional?.name ?? t('waitlist.anyProfessional')}</dd>
        </dl>
        {deadline === undefined ? (
          <output className="muted">{t('waitlist.put.deadlineLoading')}</output>
        ) : deadline !== null ? (
          <CheckboxField
            id="waitlist-problem-analysis"
            label={t('waitlist.put.problemAnalysis')}
            checked={vm.forProblemAnalysis}
            onChecked={vm.setForProblemAnalysis}
            help={t('waitlist.put.problemAnalysisHelp', { date: formatDate(deadline, locale) })}
          />
        ) : null}
        {vm.forProblemAnalysis ? null : (
          <DateField
            id="waitlist-latest-date"
            label={t('waitlist.put.latestDate')}
            required
            value={vm.latestDate}
            onValue={vm.setLatestDate}
            min={vm.minDate}
            help={t('waitlist.put.latestDateHelp')}
            error={error('latestDate')}
          />
        )}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={vm.saving}>
            {t(vm.saving ? 'waitlist.put.submitting' : 'waitlist.put.submit')}
          </button>
          <CancelButton className="button" onCancel={vm.close}>
            {t('waitlist.put.cancel')}
          </CancelButton>
        </div>
      </form>
    </Modal>
  );
});

/**
 * In planning's place under a search's result: "put on the waitlist", with the search's employee,
 * operation, way, locations and professional as asked, and a latest date.
 */
export const PutOnWaitlistPart = observer(function PutOnWaitlistPart(props: SlotProps['planningSearch']) {
  const t = useT();
  const vm = useViewModel((services) => services.viewModels.putOnWaitlist(props));
  useEffect(() => vm.setSearch(props), [vm, props]);
  if (!vm.mayPut) return null;
  return (
    <div className="waitlist-put">
      <p className="waitlist-put__help">
        {vm.ready ? t('waitlist.put.help') : t('waitlist.put.chooseFirst')}
      </p>
      <button type="button" className="button" disabled={!vm.ready} onClick={vm.start}>
        {t('waitlist.put.open')}
      </button>
      {vm.open ? <PutForm vm={vm} /> : null}
    </div>
  );
});

export { PutOnWaitlistPart as Component };
