import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { OPERATION_KINDS, PROFESSIONAL_ROLES } from '../../../domain/locations/location';
import type { ProfessionalRole } from '../../../domain/locations/location';
import type { OperationField } from '../../../domain/locations/location-rules';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useT } from '../../services-context';
import { CheckboxField, CheckboxGroup } from '../../components/form/checkbox-fields';
import { fieldError } from '../../components/record/field-messages';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { useKeptInput } from '../../components/record/use-kept-input';
import '../../components/record/record.css';
import './locations.css';
import type { OperationFormViewModel, OperationTextField } from './operation-form-view-model';

/** An operation's fields: names, code, timing, who performs it, what it needs, how it shows. */
export const OperationForm = observer(function OperationForm({
  vm,
  actions,
}: {
  vm: OperationFormViewModel;
  actions?: ReactNode;
}) {
  const t = useT();
  const labels: Record<OperationField, string> = {
    nameNl: t('locations.operation.nameNl'),
    nameEn: t('locations.operation.nameEn'),
    code: t('locations.operation.code'),
    duration: t('locations.operation.duration'),
    bufferBefore: t('locations.operation.bufferBefore'),
    bufferAfter: t('locations.operation.bufferAfter'),
    roles: t('locations.operation.roles'),
    colour: t('locations.operation.colour'),
  };
  const error = (field: OperationField) => fieldError(t, vm.feedback, field, labels[field]);
  const text = (field: OperationTextField, more: { required?: boolean; help?: string } = {}) => (
    <TextField
      id={`operation-${field}`}
      label={labels[field]}
      autoComplete="off"
      value={vm.values[field]}
      onValue={(value) => vm.setValue(field, value)}
      error={error(field)}
      {...more}
    />
  );
  const minutes = (field: 'duration' | 'bufferBefore' | 'bufferAfter', help: string) => (
    <NumberField
      id={`operation-${field}`}
      label={labels[field]}
      required
      integer
      help={help}
      value={vm.values[field]}
      onValue={(value) => vm.setValue(field, value)}
      error={error(field)}
    />
  );
  const formRef = useFocusOnRefusal(vm.feedback);
  useKeptInput(vm);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <form ref={formRef} className="record-form" noValidate onSubmit={onSubmit}>
      <FormSummary feedback={vm.feedback} />
      <fieldset>
        <legend>{t('locations.operation.names')}</legend>
        <div className="form-row">
          {text('nameNl', { required: true })}
          {text('nameEn', { required: true })}
        </div>
        {text('code', { required: true, help: t('locations.operation.codeHelp') })}
      </fieldset>
      <fieldset>
        <legend>{t('locations.operation.timing')}</legend>
        <div className="form-row">
          {minutes('duration', t('locations.operation.durationHelp'))}
          {minutes('bufferBefore', t('locations.operation.bufferHelp'))}
          {minutes('bufferAfter', t('locations.operation.bufferHelp'))}
        </div>
      </fieldset>
      <CheckboxGroup
        id="operation-roles"
        legend={labels.roles}
        required
        options={PROFESSIONAL_ROLES.map((role) => ({ value: role, label: t(`locations.roles.${role}`) }))}
        chosen={vm.roles}
        onToggle={(role) => vm.toggleRole(role as ProfessionalRole)}
        error={error('roles')}
      />
      <fieldset>
        <legend>{t('locations.operation.settings')}</legend>
        <CheckboxField
          id="operation-needsRoom"
          label={t('locations.operation.needsRoom')}
          checked={vm.needsRoom}
          onChecked={vm.setNeedsRoom}
        />
        <SelectField
          id="operation-kind"
          label={t('locations.operation.kind')}
          help={t('locations.operation.kindHint')}
          value={vm.kind}
          options={OPERATION_KINDS.map((kind) => ({
            value: kind,
            label: t(`locations.operationKinds.${kind}`),
          }))}
          onValue={vm.setKind}
        />
        <CheckboxField
          id="operation-medical"
          label={t('locations.operation.medical')}
          checked={vm.medical}
          onChecked={vm.setMedical}
        />
        <CheckboxField
          id="operation-employerBookable"
          label={t('locations.operation.employerBookable')}
          checked={vm.employerBookable}
          onChecked={vm.setEmployerBookable}
        />
        <TextField
          id="operation-colour"
          type="color"
          label={labels.colour}
          value={vm.values.colour}
          onValue={(value) => vm.setValue('colour', value)}
          error={error('colour')}
        />
      </fieldset>
      <CheckboxGroup
        id="operation-resource-types"
        legend={t('locations.operation.resourceTypes')}
        options={vm.resourceTypes.map((type) => ({ value: type.id, label: type.name }))}
        chosen={vm.resourceTypeIds}
        onToggle={vm.toggleResourceType}
        empty={t('locations.operation.noResourceTypes')}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={vm.feedback.busy}>
          {t(
            vm.feedback.busy
              ? 'locations.common.saving'
              : vm.creating
                ? 'locations.operation.create'
                : 'locations.common.save',
          )}
        </button>
        {actions}
      </div>
    </form>
  );
});
