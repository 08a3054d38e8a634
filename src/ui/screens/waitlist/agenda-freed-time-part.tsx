import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { SlotProps } from '../../routes/slot-catalogue';
import { useViewModel } from '../../services-context';
import { FreedTimeOffers } from './freed-time-offers-part';

/** In the agenda's place: the waiting employees the time the reader frees there fits. */
export const AgendaFreedTimePart = observer(function AgendaFreedTimePart({
  ownChanges,
  onBooked,
}: SlotProps['agendaFreedTime']) {
  const vm = useViewModel((services) => services.viewModels.freedTimeOffers('me'));
  // After the view-model attached (its effect runs first), so its calls can be cancelled with it.
  useEffect(() => vm.consider(ownChanges), [vm, ownChanges]);
  return <FreedTimeOffers vm={vm} onBooked={onBooked} />;
});

export { AgendaFreedTimePart as Component };
