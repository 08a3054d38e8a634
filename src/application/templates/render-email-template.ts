import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { RenderedEmail, TemplateLanguage } from '../../domain/templates/email-template';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { TemplateGateway } from './template-gateway';

/**
 * Why a preview is not shown: the template is gone (removed since the list was read), the call was
 * cancelled (a newer preview was asked), or it failed.
 */
export type TemplateRenderError = 'template.not-found' | 'template.aborted' | 'template.unavailable';

/**
 * A template as its recipient would read it, in the language asked (spec section 7: POST
 * v1/templates/{id}/render), filled in with the back office's example values. The preview shows a
 * missing template itself; any other failure is told once.
 */
export class RenderEmailTemplate {
  constructor(
    private readonly templates: TemplateGateway,
    private readonly notifier: Notifier,
  ) {}

  async execute(
    id: string,
    language: TemplateLanguage,
    signal?: AbortSignal,
  ): Promise<Result<RenderedEmail, TemplateRenderError>> {
    if (id.trim() === '') return fail('template.not-found');
    const answer = await this.templates.render(id, language, signal);
    if (answer.ok) return answer;
    const failure = answer.error;
    if (failure.kind === 'aborted') return fail('template.aborted');
    if (failure.kind === 'rejected' && failure.status === 404) return fail('template.not-found');
    if (!needsNoMessage(failure)) this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    return fail('template.unavailable');
  }
}
