import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import type { LocationField } from '../../../domain/locations/location-rules';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { useT } from '../../services-context';
import { AddressCombobox } from './address-combobox';
import { CheckboxField } from '../../components/form/checkbox-fields';
import { fieldError } from '../../components/record/field-messages';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { useKeptInput } from '../../components/record/use-kept-input';
import type { LocationFormViewModel, LocationTextField } from './location-form-view-model';
import '../../components/record/record.css';

/** The location's fields, for the create screen and the location's own screen alike. */
export const LocationForm = observer(function LocationForm({
  vm,
  actions,
}: {
  vm: LocationFormViewModel;
  /** More buttons next to save (delete). */
  actions?: ReactNode;
}) {
  const t = useT();
  const labels: Record<LocationField, string> = {
    name: t('locations.location.name'),
    street: t('locations.location.street'),
    houseNumber: t('locations.location.houseNumber'),
    postcode: t('locations.location.postcode'),
    city: t('locations.location.city'),
    phone: t('locations.location.phone'),
    email: t('locations.location.email'),
    activeFrom: t('locations.location.activeFrom'),
    activeUntil: t('locations.location.activeUntil'),
  };
  const error = (field: LocationField) => fieldError(t, vm.feedback, field, labels[field]);
  const text = (
    field: LocationTextField,
    more: { required?: boolean; help?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      id={`location-${field}`}
      label={labels[field]}
      value={vm.values[field]}
      onValue={(value) => vm.setValue(field, value)}
      error={error(field)}
      autoComplete={more.autoComplete ?? 'off'}
      {...more}
    />
  );
  const formRef = useFocusOnRefusal(vm.feedback);
  useKeptInput(vm);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const { coordinates } = vm;
  return (
    <form ref={formRef} className="record-form" noValidate onSubmit={onSubmit}>
      <FormSummary feedback={vm.feedback} />
      {text('name', { required: true })}
      <fieldset>
        <legend>{t('locations.location.addressLegend')}</legend>
        <AddressCombobox vm={vm.address} />
        <div className="form-row">
          {text('street', { required: true })}
          {text('houseNumber', { required: true, help: t('locations.location.houseNumberHelp') })}
        </div>
        <div className="form-row">
          {text('postcode', { required: true, help: t('locations.location.postcodeHelp') })}
          {text('city', { required: true })}
        </div>
        <p className="field__help">
          {coordinates
            ? t('locations.location.coordinates', {
                latitude: coordinates.latitude.toFixed(5),
                longitude: coordinates.longitude.toFixed(5),
              })
            : t('locations.location.noCoordinates')}
        </p>
      </fieldset>
      <fieldset>
        <legend>{t('locations.location.contactLegend')}</legend>
        <div className="form-row">
          {text('phone', { type: 'tel' })}
          {text('email', { type: 'email' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('locations.location.periodLegend')}</legend>
        <div className="form-row">
          <DateField
            id="location-activeFrom"
            label={labels.activeFrom}
            required
            value={vm.activeFrom}
            onValue={vm.setActiveFrom}
            error={error('activeFrom')}
          />
          <DateField
            id="location-activeUntil"
            label={labels.activeUntil}
            value={vm.activeUntil}
            onValue={vm.setActiveUntil}
            min={vm.activeFrom?.add({ days: 1 }) ?? null}
            help={t('locations.location.activeUntilHelp')}
            error={error('activeUntil') ?? (vm.periodInverted ? t('validation.endAfterStart') : null)}
          />
        </div>
      </fieldset>
      <CheckboxField
        id="location-employerBookable"
        label={t('locations.location.employerBookable')}
        checked={vm.employerBookable}
        onChecked={vm.setEmployerBookable}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={vm.feedback.busy}>
          {t(
            vm.feedback.busy
              ? 'locations.common.saving'
              : vm.creating
                ? 'locations.location.create'
                : 'locations.common.save',
          )}
        </button>
        {actions}
      </div>
    </form>
  );
});
