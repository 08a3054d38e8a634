import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import type { ResourceField } from '../../../domain/locations/location-rules';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useT } from '../../services-context';
import { CheckboxField } from '../../components/form/checkbox-fields';
import { fieldError } from '../../components/record/field-messages';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { useKeptInput } from '../../components/record/use-kept-input';
import type { ResourceFormViewModel } from './resource-form-view-model';
import '../../components/record/record.css';

/** A resource's fields: its name and type, serial number, the room it usually stands in. */
export const ResourceForm = observer(function ResourceForm({
  vm,
  actions,
}: {
  vm: ResourceFormViewModel;
  actions?: ReactNode;
}) {
  const t = useT();
  const labels: Record<ResourceField, string> = {
    name: t('locations.resource.name'),
    resourceType: t('locations.resource.resourceType'),
    assetNumber: t('locations.resource.assetNumber'),
  };
  const error = (field: ResourceField) => fieldError(t, vm.feedback, field, labels[field]);
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
        id="resource-name"
        label={labels.name}
        required
        autoComplete="off"
        value={vm.name}
        onValue={vm.setName}
        error={error('name')}
      />
      <div className="form-row">
        <SelectField
          id="resource-type"
          label={labels.resourceType}
          required
          value={vm.resourceTypeId}
          onValue={vm.setResourceType}
          error={error('resourceType')}
          options={[
            { value: '', label: t('locations.resource.chooseType') },
            ...vm.resourceTypes.map((type) => ({ value: type.id, label: type.name })),
          ]}
        />
        <TextField
          id="resource-asset-number"
          label={labels.assetNumber}
          autoComplete="off"
          help={t('locations.resource.assetNumberHelp')}
          value={vm.assetNumber}
          onValue={vm.setAssetNumber}
          error={error('assetNumber')}
        />
      </div>
      <SelectField
        id="resource-room"
        label={t('locations.resource.room')}
        value={vm.roomId}
        onValue={vm.setRoom}
        options={[
          { value: '', label: t('locations.resource.noRoom') },
          ...vm.rooms.map((room) => ({ value: room.id, label: room.name })),
        ]}
      />
      <CheckboxField
        id="resource-active"
        label={t('locations.resource.active')}
        checked={vm.active}
        onChecked={vm.setActive}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={vm.feedback.busy}>
          {t(
            vm.feedback.busy
              ? 'locations.common.saving'
              : vm.creating
                ? 'locations.resource.create'
                : 'locations.common.save',
          )}
        </button>
        {actions}
      </div>
    </form>
  );
});
