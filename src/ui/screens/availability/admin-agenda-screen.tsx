import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { CheckboxGroup } from '../../components/form/checkbox-fields';
import { SelectField } from '../../components/form/select-field';
import { PageFrame } from '../../components/page-frame';
import { RecordStatus } from '../../components/record/record-status';
import { errorKey } from '../../error-key';
import { useServices, useT, useViewModel } from '../../services-context';
import '../../components/record/record.css';
import './availability.css';
import type { AgendaSettingsViewModel } from './agenda-settings-view-model';
import { byOperationName, OperationLabel, operationName } from './operation-label';
import { PersonHeader } from './person-header';

/** Another agenda user's settings: chosen from all of them, opened with a button. */
const PersonChoice = observer(function PersonChoice({ vm }: { vm: AgendaSettingsViewModel }) {
  const t = useT();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    vm.openChosen();
  };
  if (vm.peopleLoad.state === 'failed' || vm.peopleLoad.state === 'not-found')
    return <p className="muted">{t('availability.settings.peopleFailed')}</p>;
  return (
    <form
      className="filters person-choice"
      aria-label={t('availability.settings.choose')}
      onSubmit={onSubmit}
    >
      <SelectField
        id="agenda-person"
        label={t('availability.settings.person')}
        value={vm.chosenPerson}
        onValue={vm.choosePerson}
        disabled={vm.peopleLoad.state !== 'ready'}
        options={
          vm.people.some((person) => person.id === vm.chosenPerson)
            ? vm.people.map((person) => ({ value: person.id, label: person.displayName }))
            : [
                { value: vm.chosenPerson, label: t('availability.settings.choosePerson') },
                ...vm.people.map((person) => ({ value: person.id, label: person.displayName })),
              ]
        }
      />
      <div className="filters__actions">
        <button type="submit" className="button button--secondary" disabled={vm.chosenPerson === vm.userId}>
          {t('availability.settings.open')}
        </button>
      </div>
    </form>
  );
});

const DisallowedOperations = observer(function DisallowedOperations({ vm }: { vm: AgendaSettingsViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const name = vm.person.name;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  const sorted = [...vm.operations].sort(byOperationName(t, locale));
  if (!vm.canEdit) {
    const names = sorted.filter((operation) => vm.saved.has(operation.id));
    return (
      <dl className="facts panel">
        <dt>{t('availability.settings.disallowedLegend')}</dt>
        <dd>
          {names.length > 0
            ? names.map((operation) => operationName(t, operation, locale)).join(', ')
            : t('availability.settings.noneDisallowed')}
        </dd>
      </dl>
    );
  }
  const refusal = vm.refusal;
  return (
    <form className="record-form" noValidate onSubmit={onSubmit}>
      <div role="alert">
        {refusal ? (
          <div className="form__error">
            <p>{t(errorKey('record.errors', 'save', refusal.code))}</p>
            {refusal.serverFields.disallowedOperationIds || refusal.message ? (
              <p>{refusal.serverFields.disallowedOperationIds ?? refusal.message}</p>
            ) : null}
          </div>
        ) : null}
      </div>
      <CheckboxGroup
        id="agenda-disallowed"
        legend={t('availability.settings.disallowedLegend')}
        options={sorted.map((operation) => ({
          value: operation.id,
          label: <OperationLabel operation={operation} name={operationName(t, operation, locale)} />,
        }))}
        chosen={vm.disallowed}
        onToggle={vm.toggle}
        help={t('availability.settings.disallowedHelp', { name, count: vm.disallowed.size })}
        empty={t('availability.schedule.noOperations')}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={vm.busy || !vm.changed}>
          {t(vm.busy ? 'availability.common.saving' : 'availability.settings.save')}
        </button>
        {vm.changed ? null : <span className="muted">{t('availability.settings.unchanged')}</span>}
      </div>
    </form>
  );
});

/**
 * /admin/agendas/{agendasUuid}: one agenda user's settings (the operations they may not be booked for),
 * the way to their schedules and days off, and the choice of another agenda user.
 */
const AdminAgendaScreen = observer(function AdminAgendaScreen({ agendasUuid }: { agendasUuid: string }) {
  const vm = useViewModel((services) => services.viewModels.agendaSettings(agendasUuid));
  const t = useT();
  return (
    <PageFrame routeId="adminAgenda">
      <p>{t('availability.settings.intro')}</p>
      <PersonChoice vm={vm} />
      <RecordStatus load={vm.load} listPath="/admin">
        <PersonHeader person={vm.person} current="adminAgenda" />
        <DisallowedOperations vm={vm} />
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { agendasUuid = '' } = useParams();
  return <AdminAgendaScreen key={agendasUuid} agendasUuid={agendasUuid} />;
}
