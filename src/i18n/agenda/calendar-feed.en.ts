import type { Messages } from '../messages';
import type { calendarFeedNl } from './calendar-feed.nl';

/** English texts of the professional's private calendar subscription, on their settings. */
export const calendarFeedEn: Messages<typeof calendarFeedNl> = {
  title: 'Calendar subscription',
  intro:
    'See your own appointments in the calendar app you already use, such as Google Calendar, Outlook or Apple Calendar, through a private address. It holds your appointments from 30 days back to half a year ahead, with only the time, the place and the kind of appointment: never the name of an employee, a medical examination or a note.',
  loading: 'Loading the calendar subscription…',
  loadFailed: 'The calendar subscription could not be loaded.',
  retry: 'Try again',
  off: 'The calendar subscription is off.',
  onSince: 'The calendar subscription has been on since {{date}}.',
  lastFetched: 'A calendar app last fetched it on {{date}}.',
  neverFetched: 'No calendar app has fetched it yet.',
  turnOn: 'Turn on the calendar subscription',
  replace: 'Make a new address',
  revoke: 'Turn off the calendar subscription',
  working: 'Working…',
  confirmReplaceTitle: 'Make a new address?',
  confirmReplace:
    'The current address then stops working: a calendar app that uses it is no longer updated. Add the new address there.',
  confirmReplaceAction: 'Yes, make a new address',
  confirmRevokeTitle: 'Turn off the calendar subscription?',
  confirmRevoke:
    'The address then stops working. A calendar app that uses it is no longer updated; remove what it already shows there yourself.',
  confirmRevokeAction: 'Yes, turn it off',
  keep: 'Cancel',
  addressTitle: 'Your private address',
  addressOnce:
    'Copy the address now and add it in your calendar app: it is shown only once. Whoever has the address sees when you have appointments. Share it with no one; if someone else has it, make a new address.',
  addressLabel: 'Subscription address',
  copy: 'Copy address',
  copied: 'The address has been copied.',
  copyFailed: 'Copying did not work. Select the address and copy it yourself.',
  hideAddress: 'Done, hide the address',
  turnedOn: 'The calendar subscription is on. Copy the address below.',
  replaced: 'A new address has been made; the old one no longer works.',
  turnedOff: 'The address no longer works: a calendar app that used it is no longer updated.',
  failed: 'That did not work. Please try again.',
  howTitle: 'Adding it to your calendar app',
  howGoogle: 'Google Calendar: under ‘Other calendars’, choose ‘From URL’.',
  howOutlook: 'Outlook: under ‘Add calendar’, choose ‘Subscribe from web’.',
  howApple: 'Apple Calendar: choose ‘New Calendar Subscription’.',
  refreshTitle: 'How soon changes show',
  refreshIntro:
    'Your calendar app fetches the subscription itself, at times of its own choosing. A change in Arbo Agenda therefore does not show there at once; roughly:',
  refreshGoogle: 'Google Calendar: about every 12 to 24 hours, sometimes longer.',
  refreshOutlook: 'Outlook: on outlook.com about every 3 hours, sometimes longer.',
  refreshApple:
    'Apple Calendar: as often as you have it refresh the subscription, for example every 5 or 15 minutes, or every hour.',
  refreshAdvice: 'For the latest state, always look in Arbo Agenda.',
};
