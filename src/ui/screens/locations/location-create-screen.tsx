import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { LocationForm } from './location-form';
import { RecordStatus } from '../../components/record/record-status';

/** /admin/locations/create: a new location; once saved, its own screen opens for rooms and the rest. */
export const LocationCreateScreen = observer(function LocationCreateScreen() {
  const vm = useViewModel((services) => services.viewModels.locationForm(null));
  const t = useT();
  return (
    <PageFrame routeId="locationCreate">
      <RecordStatus load={vm.load} listPath={pathOf('locations')}>
        <LocationForm
          vm={vm}
          actions={
            <Link className="button button--secondary" to={pathOf('locations')}>
              {t('common.cancel')}
            </Link>
          }
        />
      </RecordStatus>
    </PageFrame>
  );
});

export { LocationCreateScreen as Component };
