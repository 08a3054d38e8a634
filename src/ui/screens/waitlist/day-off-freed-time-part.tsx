import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { SlotProps } from '../../routes/slot-catalogue';
import { useViewModel } from '../../services-context';
import { FreedTimeOffers } from './freed-time-offers-part';

/** On a person's days off: the waiting employees the time a day off taken back frees fits. */
export const DayOffFreedTimePart = observer(function DayOffFreedTimePart({
  freed,
}: SlotProps['dayOffTakenBack']) {
  const vm = useViewModel((services) => services.viewModels.freedTimeOffers('me'));
  // After the view-model attached (its effect runs first), so its calls can be cancelled with it.
  useEffect(() => vm.considerFreed(freed), [vm, freed]);
  return <FreedTimeOffers vm={vm} />;
});

export { DayOffFreedTimePart as Component };
