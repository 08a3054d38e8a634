import { AgendaChangeFeed } from '../../application/agenda/agenda-change-feed';
import { BookAppointment } from '../../application/agenda/book-appointment';
import { LocationGateway, OperationGateway } from '../../application/locations/location-gateway';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { BookFromWaitlist } from '../../application/waitlist/book-from-waitlist';
import { BrowseWaitlist } from '../../application/waitlist/browse-waitlist';
import { OfferFreedTime } from '../../application/waitlist/offer-freed-time';
import { PutOnWaitlist } from '../../application/waitlist/put-on-waitlist';
import { WaitlistGateway } from '../../application/waitlist/waitlist-gateway';
import { FreedTimeOffersViewModel } from '../../ui/screens/waitlist/freed-time-offers-view-model';
import { PutOnWaitlistViewModel } from '../../ui/screens/waitlist/put-on-waitlist-view-model';
import { WaitlistListViewModel } from '../../ui/screens/waitlist/waitlist-list-view-model';
import { WaitlistViewModels } from '../../ui/screens/waitlist/waitlist-view-models';
import { portalModule } from './binder';

/** The waitlist: its list, putting an employee on it, and offering freed time to it. */
export const waitlistModule = portalModule((b) => {
  b.construct(BrowseWaitlist, [WaitlistGateway, OperationGateway, LocationGateway, Notifier]);
  b.construct(PutOnWaitlist, [WaitlistGateway, Clock, Notifier]);
  b.construct(OfferFreedTime, [AgendaChangeFeed, WaitlistGateway, SessionStore]);
  b.construct(BookFromWaitlist, [BookAppointment]);
  b.factories(WaitlistViewModels, (get) => ({
    waitlist: () => new WaitlistListViewModel(get(BrowseWaitlist), get(SessionStore), get(Scheduler)),
    putOnWaitlist: (search) =>
      new PutOnWaitlistViewModel(get(PutOnWaitlist), get(Clock), get(SessionStore), search),
    freedTimeOffers: (whose) =>
      new FreedTimeOffersViewModel(get(OfferFreedTime), get(BookFromWaitlist), get(SessionStore), whose),
  }));
});
