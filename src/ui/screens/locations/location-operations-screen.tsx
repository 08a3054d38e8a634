import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import type { Operation } from '../../../domain/locations/location';
import type { Locale } from '../../../domain/locale/locale';
import { Modal } from '../../components/modal';
import { PageFrame } from '../../components/page-frame';
import { useServices, useT, useViewModel } from '../../services-context';
import { CheckboxGroup } from '../../components/form/checkbox-fields';
import { LocationContextLine } from './location-context-line';
import type { LocationOperationsViewModel } from './location-operations-view-model';
import { RecordStatus } from '../../components/record/record-status';
import '../../components/record/record.css';

const nameOf = (operation: Operation, language: Locale) => operation.name?.[language] ?? operation.code ?? '';

/** The confirmation the server's validateOnly answer asks for: how many appointments, which operations. */
const ConfirmChange = observer(function ConfirmChange({ vm }: { vm: LocationOperationsViewModel }) {
  const t = useT();
  const language = useServices().locale.current;
  const impact = vm.impact;
  return (
    <Modal
      open={impact !== null}
      title={t('locations.operationChoice.confirmTitle')}
      onClose={vm.cancelConfirmation}
    >
      {impact ? (
        <>
          <p>{t('locations.operationChoice.affected', { count: impact.affectedAppointments })}</p>
          {vm.removed.length > 0 ? (
            <>
              <p>{t('locations.operationChoice.removed')}</p>
              <ul>
                {vm.removed.map((operation) => (
                  <li key={operation.id}>{nameOf(operation, language)}</li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="form__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={vm.busy}
              onClick={() => void vm.confirm()}
            >
              {t('locations.operationChoice.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={vm.cancelConfirmation}>
              {t('locations.operationChoice.keep')}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
});

/** /admin/locations/{locationUuid}/operations: which operations the location offers. */
const LocationOperationsScreen = observer(function LocationOperationsScreen({
  locationId,
}: {
  locationId: string;
}) {
  const vm = useViewModel((services) => services.viewModels.locationOperations(locationId));
  const t = useT();
  const language = useServices().locale.current;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  const options = [...vm.operations]
    .sort((a, b) => nameOf(a, language).localeCompare(nameOf(b, language), language))
    .map((operation) => ({
      value: operation.id,
      label: (
        <>
          <span className="colour-swatch" style={{ background: operation.colour }} aria-hidden="true" />
          {nameOf(operation, language)}
          {operation.code ? <span className="muted"> · {operation.code}</span> : null}
          {operation.medical ? (
            <span className="badge">{t('locations.operationList.columns.medical')}</span>
          ) : null}
        </>
      ),
    }));
  return (
    <PageFrame routeId="locationOperations">
      <RecordStatus load={vm.load} listPath={pathOf('locations')}>
        <LocationContextLine location={vm.location} />
        <p>{t('locations.operationChoice.intro')}</p>
        <form className="record-form" noValidate onSubmit={onSubmit}>
          <div role="alert">
            {vm.code ? (
              <div className="form__error">
                <p>
                  {t(
                    vm.code === 'operations.refused'
                      ? 'locations.operationChoice.refused'
                      : 'locations.operationChoice.unavailable',
                  )}
                </p>
                {vm.message ? <p>{vm.message}</p> : null}
              </div>
            ) : null}
          </div>
          <CheckboxGroup
            id="location-operations"
            legend={t('locations.operationChoice.legend')}
            options={options}
            chosen={vm.chosen}
            onToggle={vm.toggle}
            empty={t('locations.operationChoice.none')}
            help={t('locations.operationChoice.chosen', {
              count: vm.chosen.size,
              total: vm.operations.length,
            })}
          />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={vm.busy || !vm.changed}>
              {t(vm.busy ? 'locations.common.saving' : 'locations.operationChoice.save')}
            </button>
            {vm.changed ? null : <span className="muted">{t('locations.operationChoice.unchanged')}</span>}
          </div>
        </form>
        <ConfirmChange vm={vm} />
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { locationUuid = '' } = useParams();
  return <LocationOperationsScreen key={locationUuid} locationId={locationUuid} />;
}
