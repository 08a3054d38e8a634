import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { CheckboxGroup } from '../../components/form/checkbox-fields';
import { SelectField } from '../../components/form/select-field';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import type { ReminderSettingsViewModel } from './reminder-settings-view-model';
import '../../components/data-table/data-table.css';
import '../../components/record/record.css';
import './consultations.css';

type T = ReturnType<typeof useT>;

const DAY = 24 * 60;

/** An offset in words: "1 dag vooraf", "4 uur vooraf". */
function offsetText(minutes: number, t: T): string {
  return minutes % DAY === 0
    ? t('consultations.reminders.daysBefore', { count: minutes / DAY })
    : t('consultations.reminders.hoursBefore', { count: Math.round(minutes / 60) });
}

const listOf = (offsets: readonly number[], t: T) =>
  offsets.length === 0
    ? t('consultations.reminders.none')
    : [...offsets]
        .sort((a, b) => b - a)
        .map((offset) => offsetText(offset, t))
        .join(', ');

const SetForm = observer(function SetForm({ vm }: { vm: ReminderSettingsViewModel }) {
  const t = useT();
  const settings = vm.settings;
  if (!settings) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  return (
    <form
      className="record-form reminder-settings__form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={vm.saving}
    >
      <fieldset>
        <legend>{t('consultations.reminders.setLegend')}</legend>
        <SelectField
          id="reminders-kind"
          label={t('consultations.reminders.kind')}
          value={vm.kind}
          onValue={vm.setKind}
          options={[
            { value: 'employer', label: t('consultations.reminders.kinds.employer') },
            { value: 'operation', label: t('consultations.reminders.kinds.operation') },
          ]}
        />
        <SelectField
          id="reminders-target"
          label={t(`consultations.reminders.targets.${vm.kind}`)}
          required
          value={vm.targetId}
          onValue={vm.setTarget}
          error={vm.problem === 'target' ? t('consultations.reminders.problems.target') : null}
          options={[
            { value: '', label: t('consultations.reminders.choose') },
            ...vm.targets.map((target) => ({ value: target.id, label: target.name })),
          ]}
        />
        <CheckboxGroup
          id="reminders-offsets"
          legend={t('consultations.reminders.offsets')}
          help={t('consultations.reminders.offsetsHelp')}
          options={settings.choices.map((offset) => ({
            value: String(offset),
            label: offsetText(offset, t),
          }))}
          chosen={new Set([...vm.chosen].map(String))}
          onToggle={(value) => vm.toggle(Number(value))}
          error={
            vm.problem === 'offsets' ? (vm.message ?? t('consultations.reminders.problems.offsets')) : null
          }
        />
        <button type="submit" className="button button--primary" disabled={vm.saving}>
          {t('consultations.reminders.save')}
        </button>
      </fieldset>
    </form>
  );
});

const Overrides = observer(function Overrides({ vm }: { vm: ReminderSettingsViewModel }) {
  const t = useT();
  if (vm.overrides.length === 0) return <p>{t('consultations.reminders.noOverrides')}</p>;
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the box scrolls a wide table by keyboard too
    <section className="reminder-settings__table" aria-labelledby="reminders-overrides-title" tabIndex={0}>
      <table className="data-table" aria-labelledby="reminders-overrides-title">
        <thead>
          <tr>
            <th scope="col">{t('consultations.reminders.columns.for')}</th>
            <th scope="col">{t('consultations.reminders.columns.kind')}</th>
            <th scope="col">{t('consultations.reminders.columns.offsets')}</th>
            <th scope="col">{t('consultations.reminders.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {vm.overrides.map((override) => (
            <tr key={`${override.kind}-${override.id}`}>
              <th scope="row">{override.name}</th>
              <td>{t(`consultations.reminders.kinds.${override.kind}`)}</td>
              <td>{listOf(override.offsets, t)}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  aria-label={t('consultations.reminders.removeLabel', { name: override.name })}
                  onClick={() => void vm.remove(override)}
                >
                  {t('consultations.reminders.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});

/** /admin/reminders: when employees are reminded of their appointments, per employer and operation. */
export const ReminderSettingsScreen = observer(function ReminderSettingsScreen() {
  const t = useT();
  const vm = useViewModel((services) => services.viewModels.reminderSettings());
  return (
    <PageFrame routeId="adminReminders" layout="default">
      <p>{t('consultations.reminders.intro')}</p>
      {vm.state === 'loading' && !vm.settings ? (
        <output>{t('consultations.reminders.loading')}</output>
      ) : vm.state === 'failed' || !vm.settings ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('consultations.reminders.failed')}</p>
          <button type="button" className="button" onClick={() => void vm.load()}>
            {t('consultations.reminders.retry')}
          </button>
        </div>
      ) : (
        <>
          <p className="notice">
            {t('consultations.reminders.default', { offsets: listOf(vm.settings.defaultOffsets, t) })}
          </p>
          <h2 id="reminders-overrides-title" className="reminder-settings__title">
            {t('consultations.reminders.overridesTitle')}
          </h2>
          <Overrides vm={vm} />
          <SetForm vm={vm} />
        </>
      )}
    </PageFrame>
  );
});

export { ReminderSettingsScreen as Component };
