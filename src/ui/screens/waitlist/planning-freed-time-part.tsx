import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../services-context';
import { FreedTimeOffers } from './freed-time-offers-part';

/** In the planning screen's place: the waiting employees the time others free fits, while it is open. */
export const PlanningFreedTimePart = observer(function PlanningFreedTimePart() {
  const vm = useViewModel((services) => services.viewModels.freedTimeOffers('others'));
  return <FreedTimeOffers vm={vm} />;
});

export { PlanningFreedTimePart as Component };
