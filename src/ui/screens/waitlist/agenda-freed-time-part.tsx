import { observer } from 'mobx-react-lite';
import type { SlotProps } from '../../routes/slot-catalogue';
import { useViewModel } from '../../services-context';
import { FreedTimeOffers } from './freed-time-offers-part';

/** In the agenda's place: the waiting employees the time the reader frees there fits. */
export const AgendaFreedTimePart = observer(function AgendaFreedTimePart({
  onBooked,
}: SlotProps['agendaFreedTime']) {
  const vm = useViewModel((services) => services.viewModels.freedTimeOffers('me'));
  return <FreedTimeOffers vm={vm} onBooked={onBooked} />;
});

export { AgendaFreedTimePart as Component };
