import type { FreedBy } from '../../../application/waitlist/offer-freed-time';
import { token } from '../../../application/platform/token';
import type { SlotProps } from '../../routes/slot-catalogue';
import type { FreedTimeOffersViewModel } from './freed-time-offers-view-model';
import type { PutOnWaitlistViewModel } from './put-on-waitlist-view-model';
import type { WaitlistListViewModel } from './waitlist-list-view-model';

export const WaitlistViewModels = token<WaitlistViewModels>('WaitlistViewModels');
/** The view-models of the waitlist's screen and parts, each call a new one. */
export interface WaitlistViewModels {
  /** /waitlist. */
  waitlist(): WaitlistListViewModel;
  /** Putting the employee of a planning search on the waitlist (planning's place for it). */
  putOnWaitlist(search: SlotProps['planningSearch']): PutOnWaitlistViewModel;
  /** The waiting employees freed time fits, as it frees: the reader's own (the agenda), or others' (planning). */
  freedTimeOffers(whose: FreedBy): FreedTimeOffersViewModel;
}
