import { Notifier } from '../../application/platform/notifier';
import { ListEmailTemplates } from '../../application/templates/list-email-templates';
import { RenderEmailTemplate } from '../../application/templates/render-email-template';
import { TemplateGateway } from '../../application/templates/template-gateway';
import { EmailTemplatesViewModel } from '../../ui/screens/admin/email-templates-view-model';
import { TemplateViewModels } from '../../ui/screens/admin/email-templates-view-models';
import { HttpClient } from '../http/http-client';
import { HttpTemplateGateway } from '../templates/http-template-gateway';
import { portalModule } from './binder';

/** The e-mail templates of the admin area: the catalogue and a template's preview. */
export const templatesModule = portalModule((b) => {
  b.factory(TemplateGateway, [HttpClient], (http) => new HttpTemplateGateway(http)).inSingletonScope();
  b.construct(ListEmailTemplates, [TemplateGateway, Notifier]);
  b.construct(RenderEmailTemplate, [TemplateGateway, Notifier]);
  b.construct(EmailTemplatesViewModel, [ListEmailTemplates, RenderEmailTemplate]);
  b.factories(TemplateViewModels, (get) => ({ emailTemplates: () => get(EmailTemplatesViewModel) }));
});
