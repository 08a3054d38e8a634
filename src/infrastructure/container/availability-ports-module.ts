import { AgendaUserGateway } from '../../application/availability/agenda-user-gateway';
import { AvailabilityGateway } from '../../application/availability/availability-gateway';
import { HolidayGateway } from '../../application/availability/holiday-gateway';
import { PersonalDaysOffGateway } from '../../application/availability/personal-days-off-gateway';
import { ScheduleGateway } from '../../application/availability/schedule-gateway';
import { HttpAgendaUserGateway } from '../availability/http-agenda-user-gateway';
import { HttpAvailabilityGateway } from '../availability/http-availability-gateway';
import { HttpHolidayGateway } from '../availability/http-holiday-gateway';
import { HttpPersonalDaysOffGateway } from '../availability/http-personal-days-off-gateway';
import { HttpScheduleGateway } from '../availability/http-schedule-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The availability area's gateways: what other areas' screens use of it, loaded without its screens. */
export const availabilityPortsModule = portalModule((b) => {
  b.factory(ScheduleGateway, [HttpClient], (http) => new HttpScheduleGateway(http)).inSingletonScope();
  b.factory(
    PersonalDaysOffGateway,
    [HttpClient],
    (http) => new HttpPersonalDaysOffGateway(http),
  ).inSingletonScope();
  b.factory(HolidayGateway, [HttpClient], (http) => new HttpHolidayGateway(http)).inSingletonScope();
  b.factory(AgendaUserGateway, [HttpClient], (http) => new HttpAgendaUserGateway(http)).inSingletonScope();
  b.factory(
    AvailabilityGateway,
    [HttpClient],
    (http) => new HttpAvailabilityGateway(http),
  ).inSingletonScope();
});
