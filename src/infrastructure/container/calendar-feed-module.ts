import { CalendarFeedGateway } from '../../application/agenda/calendar-feed-gateway';
import { CalendarSubscription } from '../../application/agenda/calendar-subscription';
import { SessionStore } from '../../application/session/session-store';
import { CalendarFeedViewModel } from '../../ui/screens/agenda/calendar-feed-view-model';
import { CalendarFeedViewModels } from '../../ui/screens/agenda/calendar-feed-view-models';
import { HttpCalendarFeedGateway } from '../agenda/http-calendar-feed-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The professional's calendar subscription: its calls, its use case and its view-model. */
export const calendarFeedModule = portalModule((b) => {
  b.factory(
    CalendarFeedGateway,
    [HttpClient],
    (http) => new HttpCalendarFeedGateway(http),
  ).inSingletonScope();
  b.construct(CalendarSubscription, [CalendarFeedGateway]);
  b.construct(CalendarFeedViewModel, [CalendarSubscription, SessionStore]);
  b.factories(CalendarFeedViewModels, (get) => ({ calendarFeed: () => get(CalendarFeedViewModel) }));
});
