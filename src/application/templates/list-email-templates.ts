import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { EmailTemplateSummary } from '../../domain/templates/email-template';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { TemplateGateway } from './template-gateway';

/** Why the templates are not shown: out of the user's reach, the call was cancelled, or it failed. */
export type TemplateListError = 'templates.forbidden' | 'templates.aborted' | 'templates.unavailable';

/**
 * The e-mail templates of the admin area (spec section 7: GET v1/templates/email). A refusal is a
 * state of the screen; any other failure is told once, by whoever has not told it yet.
 */
export class ListEmailTemplates {
  constructor(
    private readonly templates: TemplateGateway,
    private readonly notifier: Notifier,
  ) {}

  async execute(signal?: AbortSignal): Promise<Result<readonly EmailTemplateSummary[], TemplateListError>> {
    const answer = await this.templates.emailTemplates(signal);
    if (answer.ok) return answer;
    const failure = answer.error;
    if (failure.kind === 'aborted') return fail('templates.aborted');
    if (failure.kind === 'rejected' && failure.status === 403) return fail('templates.forbidden');
    if (!needsNoMessage(failure)) this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    return fail('templates.unavailable');
  }
}
