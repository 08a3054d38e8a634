import { token } from '../../../application/platform/token';
import type { EmailTemplatesViewModel } from './email-templates-view-model';

export const TemplateViewModels = token<TemplateViewModels>('TemplateViewModels');
/** The view-model of the admin area's e-mail templates, each call a new one. */
export interface TemplateViewModels {
  emailTemplates(): EmailTemplatesViewModel;
}
