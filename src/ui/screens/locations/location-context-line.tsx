import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import type { Location } from '../../../domain/locations/location';
import { useT } from '../../services-context';
import '../../components/record/record.css';

/** Which location a sub-screen belongs to, as a link back to it. */
export const LocationContextLine = observer(function LocationContextLine({
  location,
}: {
  location: Location | null;
}) {
  const t = useT();
  if (!location) return null;
  return (
    <p className="record-context">
      <Link to={pathOf('location', { locationUuid: location.id })}>
        {t('locations.common.locationOf', { name: location.name })}
      </Link>
    </p>
  );
});
