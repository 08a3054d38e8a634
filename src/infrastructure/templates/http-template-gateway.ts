import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { TemplateGateway } from '../../application/templates/template-gateway';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type {
  EmailTemplateSummary,
  RenderedEmail,
  TemplateLanguage,
} from '../../domain/templates/email-template';
import type { HttpClient } from '../http/http-client';
import { EmailTemplatePageSchema, RenderedEmailSchema } from './template-schemas';

const TEMPLATES = '/v1/templates';

/**
 * The catalogue is a few dozen templates at most: one page of the largest size holds it, so the
 * admin area shows it whole rather than paged.
 */
const WHOLE_CATALOGUE = { number: 1, size: 1000 } as const;

/** The e-mail templates over HTTP (see template-schemas.ts). */
export class HttpTemplateGateway implements TemplateGateway {
  constructor(private readonly http: HttpClient) {}

  async emailTemplates(
    signal?: AbortSignal,
  ): Promise<Result<readonly EmailTemplateSummary[], GatewayFailure>> {
    const answer = await this.http.request(EmailTemplatePageSchema, {
      method: 'GET',
      path: `${TEMPLATES}/email`,
      query: { sort: [{ field: 'name', direction: 'asc' }], page: WHOLE_CATALOGUE },
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  /** Quiet: a template removed since the list was read is shown in the preview itself. */
  async render(
    id: string,
    language: TemplateLanguage,
    signal?: AbortSignal,
  ): Promise<Result<RenderedEmail, GatewayFailure>> {
    const answer = await this.http.request(RenderedEmailSchema, {
      method: 'POST',
      path: `${TEMPLATES}/${encodeURIComponent(id)}/render`,
      body: { language },
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }
}
