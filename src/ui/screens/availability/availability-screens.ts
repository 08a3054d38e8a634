import type { AVAILABILITY_ROUTES } from '../../../domain/availability/availability-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** Availability: schedules, personal days off, national holidays and agenda users' settings. */
export const availabilityScreens = defineScreens<keyof typeof AVAILABILITY_ROUTES>({
  availabilities: { title: 'route.schedule', screen: () => import('./availabilities-screen') },
  availabilityCreate: {
    // The schedule's own word: the list's button and the form's submit say "Rooster toevoegen" too.
    title: 'availability.schedule.pageCreate',
    screen: () => import('./availability-create-screen'),
  },
  availabilityEdit: {
    title: 'availability.schedule.pageEdit',
    screen: () => import('./availability-edit-screen'),
  },
  personalDaysOff: {
    title: 'route.personalDaysOffManagement',
    screen: () => import('./personal-days-off-screen'),
  },
  personalDaysOffCreate: {
    title: 'route.personalDaysOffCreate',
    screen: () => import('./personal-days-off-create-screen'),
  },
  personalDaysOffEdit: {
    title: 'route.personalDaysOffEdit',
    screen: () => import('./personal-days-off-edit-screen'),
  },
  holidays: {
    title: 'route.holidays',
    searchWords: 'search.pageWords.holidays',
    screen: () => import('./holidays-screen'),
    adminSection: { icon: 'agenda', order: 50 },
  },
  adminAgenda: { title: 'route.adminAgenda', screen: () => import('./admin-agenda-screen') },
});
