import { ConsultationGateway } from '../../application/consultations/consultation-gateway';
import { ReminderSettingsGateway } from '../../application/consultations/reminder-settings';
import { HttpConsultationGateway } from '../consultations/http-consultation-gateway';
import { HttpReminderSettingsGateway } from '../consultations/http-reminder-settings-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The consultation hour's gateways, and the reminders' settings. */
export const consultationsPortsModule = portalModule((b) => {
  b.factory(
    ConsultationGateway,
    [HttpClient],
    (http) => new HttpConsultationGateway(http),
  ).inSingletonScope();
  b.factory(
    ReminderSettingsGateway,
    [HttpClient],
    (http) => new HttpReminderSettingsGateway(http),
  ).inSingletonScope();
});
