import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import type { ResourceTypeField } from '../../../domain/locations/location-rules';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { useT } from '../../services-context';
import { fieldError } from '../../components/record/field-messages';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { useKeptInput } from '../../components/record/use-kept-input';
import type { ResourceTypeFormViewModel } from './resource-type-form-view-model';
import '../../components/record/record.css';

/** A resource type's name and description. */
export const ResourceTypeForm = observer(function ResourceTypeForm({
  vm,
  actions,
}: {
  vm: ResourceTypeFormViewModel;
  actions?: ReactNode;
}) {
  const t = useT();
  const labels: Record<ResourceTypeField, string> = {
    name: t('locations.resourceType.name'),
    description: t('locations.resourceType.description'),
  };
  const error = (field: ResourceTypeField) => fieldError(t, vm.feedback, field, labels[field]);
  const formRef = useFocusOnRefusal(vm.feedback);
  useKeptInput(vm);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <form ref={formRef} className="record-form" noValidate onSubmit={onSubmit}>
      <FormSummary feedback={vm.feedback} />
      <TextField
        id="resource-type-name"
        label={labels.name}
        required
        autoComplete="off"
        value={vm.values.name}
        onValue={(value) => vm.setValue('name', value)}
        error={error('name')}
      />
      <TextareaField
        id="resource-type-description"
        label={labels.description}
        value={vm.values.description}
        onValue={(value) => vm.setValue('description', value)}
        error={error('description')}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={vm.feedback.busy}>
          {t(
            vm.feedback.busy
              ? 'locations.common.saving'
              : vm.creating
                ? 'locations.resourceType.create'
                : 'locations.common.save',
          )}
        </button>
        {actions}
      </div>
    </form>
  );
});
