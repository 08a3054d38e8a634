import { token } from '../../../application/platform/token';
import type { AgendaSettingsViewModel } from './agenda-settings-view-model';
import type { HolidaysViewModel } from './holidays-view-model';
import type { PersonalDayOffFormViewModel } from './personal-day-off-form-view-model';
import type { PersonalDaysOffViewModel } from './personal-days-off-view-model';
import type { ScheduleFormViewModel } from './schedule-form-view-model';
import type { ScheduleListViewModel } from './schedule-list-view-model';

export const AvailabilityViewModels = token<AvailabilityViewModels>('AvailabilityViewModels');
/**
 * The view-models of availability, each call a new one: a person's schedules and days off (by the
 * route's userUuid), the national holidays, and an agenda user's settings. A null id makes the create
 * form; an id the form of that record.
 */
export interface AvailabilityViewModels {
  scheduleList(userId: string): ScheduleListViewModel;
  scheduleForm(userId: string, scheduleId: string | null): ScheduleFormViewModel;
  personalDaysOff(userId: string): PersonalDaysOffViewModel;
  personalDayOffForm(userId: string, dayOffId: string | null): PersonalDayOffFormViewModel;
  holidays(): HolidaysViewModel;
  agendaSettings(agendasUuid: string): AgendaSettingsViewModel;
}
