import { token } from '../../../application/platform/token';
import type { CalendarFeedViewModel } from './calendar-feed-view-model';

export const CalendarFeedViewModels = token<CalendarFeedViewModels>('CalendarFeedViewModels');
/** The calendar subscription's view-model, a code unit of its own: the settings load it, the agenda never. */
export interface CalendarFeedViewModels {
  /** The professional's calendar subscription (the settings' place for it). */
  calendarFeed(): CalendarFeedViewModel;
}
