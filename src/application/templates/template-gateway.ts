import type { Result } from '../../domain/shared/result';
import type {
  EmailTemplateSummary,
  RenderedEmail,
  TemplateLanguage,
} from '../../domain/templates/email-template';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

export const TemplateGateway = token<TemplateGateway>('TemplateGateway');
/** The back office's e-mail templates, read-only (needs manage_user_roles_permissions). */
export interface TemplateGateway {
  /** GET v1/templates/email: every e-mail template, by name, in the portal's language. */
  emailTemplates(signal?: AbortSignal): Promise<Result<readonly EmailTemplateSummary[], GatewayFailure>>;
  /** POST v1/templates/{id}/render: the template in `language`, filled in with example values. */
  render(
    id: string,
    language: TemplateLanguage,
    signal?: AbortSignal,
  ): Promise<Result<RenderedEmail, GatewayFailure>>;
}
