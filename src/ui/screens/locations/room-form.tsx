import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import type { RoomField } from '../../../domain/locations/location-rules';
import { NumberField } from '../../components/form/number-field';
import { TextField } from '../../components/form/text-field';
import { formatNumber } from '../../format';
import { useServices, useT } from '../../services-context';
import { CheckboxField, CheckboxGroup } from '../../components/form/checkbox-fields';
import { fieldError } from '../../components/record/field-messages';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { useKeptInput } from '../../components/record/use-kept-input';
import { floorName } from './floor-name';
import type { RoomFormViewModel } from './room-form-view-model';
import '../../components/record/record.css';

/** A room as facts, for a user who may see rooms but not change them. */
const RoomFacts = observer(function RoomFacts({ vm }: { vm: RoomFormViewModel }) {
  const t = useT();
  const language = useServices().locale.current;
  const room = vm.room;
  if (!room) return null;
  const types = vm.resourceTypes
    .filter((type) => room.resourceTypeIds.includes(type.id))
    .map((type) => type.name);
  return (
    <dl className="facts panel">
      <dt>{t('locations.room.name')}</dt>
      <dd>{room.name}</dd>
      <dt>{t('locations.room.floor')}</dt>
      <dd>{floorName(room.floor, t, language) ?? t('locations.common.none')}</dd>
      <dt>{t('locations.room.capacity')}</dt>
      <dd>{formatNumber(room.capacity, language)}</dd>
      <dt>{t('locations.room.wheelchairAccessible')}</dt>
      <dd>{t(room.wheelchairAccessible ? 'locations.common.yes' : 'locations.common.no')}</dd>
      <dt>{t('locations.room.resourceTypes')}</dt>
      <dd>{types.join(', ') || t('locations.common.none')}</dd>
      <dt>{t('locations.room.active')}</dt>
      <dd>{t(room.active ? 'locations.common.yes' : 'locations.common.no')}</dd>
    </dl>
  );
});

/** The room's fields, for a user with manage_rooms. */
const RoomFields = observer(function RoomFields({
  vm,
  actions,
}: {
  vm: RoomFormViewModel;
  actions?: ReactNode;
}) {
  const t = useT();
  const labels: Record<RoomField, string> = {
    name: t('locations.room.name'),
    floor: t('locations.room.floor'),
    capacity: t('locations.room.capacity'),
  };
  const error = (field: RoomField) => fieldError(t, vm.feedback, field, labels[field]);
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
        id="room-name"
        label={labels.name}
        required
        autoComplete="off"
        value={vm.values.name}
        onValue={(value) => vm.setValue('name', value)}
        error={error('name')}
      />
      <div className="form-row">
        <TextField
          id="room-floor"
          label={labels.floor}
          autoComplete="off"
          help={t('locations.room.floorHelp')}
          value={vm.values.floor}
          onValue={(value) => vm.setValue('floor', value)}
          error={error('floor')}
        />
        <NumberField
          id="room-capacity"
          label={labels.capacity}
          required
          integer
          help={t('locations.room.capacityHelp')}
          value={vm.values.capacity}
          onValue={(value) => vm.setValue('capacity', value)}
          error={error('capacity')}
        />
      </div>
      <CheckboxField
        id="room-wheelchair"
        label={t('locations.room.wheelchairAccessible')}
        checked={vm.wheelchairAccessible}
        onChecked={vm.setWheelchairAccessible}
      />
      <CheckboxGroup
        id="room-resource-types"
        legend={t('locations.room.resourceTypes')}
        options={vm.resourceTypes.map((type) => ({ value: type.id, label: type.name }))}
        chosen={vm.resourceTypeIds}
        onToggle={vm.toggleResourceType}
        empty={t('locations.room.noResourceTypes')}
      />
      <CheckboxField
        id="room-active"
        label={t('locations.room.active')}
        checked={vm.active}
        onChecked={vm.setActive}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={vm.feedback.busy}>
          {t(
            vm.feedback.busy
              ? 'locations.common.saving'
              : vm.creating
                ? 'locations.room.create'
                : 'locations.common.save',
          )}
        </button>
        {actions}
      </div>
    </form>
  );
});

/** The room's fields, or its facts for a user without manage_rooms. */
export const RoomForm = observer(function RoomForm({
  vm,
  actions,
}: {
  vm: RoomFormViewModel;
  actions?: ReactNode;
}) {
  const t = useT();
  if (vm.canEdit) return <RoomFields vm={vm} actions={actions} />;
  return (
    <>
      <p className="notice">{t('locations.room.readOnly')}</p>
      <RoomFacts vm={vm} />
    </>
  );
});
