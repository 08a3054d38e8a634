import { Temporal } from 'temporal-polyfill';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { TemplateGateway } from '../../../src/application/templates/template-gateway';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import type {
  EmailTemplateSummary,
  RenderedEmail,
  TemplateLanguage,
} from '../../../src/domain/templates/email-template';

/** A template of the catalogue with the fields a test names; the rest plain. */
export const aTemplate = (id: string, changes: Partial<EmailTemplateSummary> = {}): EmailTemplateSummary => ({
  id,
  key: `template_${id}`,
  name: `Sjabloon ${id}`,
  description: 'Gaat naar de werknemer.',
  placeholders: ['name', 'date'],
  updatedAt: Temporal.Instant.from('2026-01-12T09:14:00Z'),
  ...changes,
});

export const rejected = (status: number, told = true): GatewayFailure => ({
  kind: 'rejected',
  status,
  message: '',
  code: null,
  fieldErrors: {},
  told,
});

/** A preview that says which template and language it is. */
export const renderedAs = (id: string, language: TemplateLanguage): RenderedEmail => ({
  subject: `${id} ${language}`,
  html: `<p>${id} ${language}</p>`,
});

interface PendingRender {
  readonly id: string;
  readonly language: TemplateLanguage;
  readonly signal: AbortSignal | undefined;
  readonly answer: (result: Result<RenderedEmail, GatewayFailure>) => void;
}

/**
 * A hand-written template gateway. The list answers at once; a render waits until the test answers
 * it (`answerRender`), so a test decides in which order answers arrive. With `instantRenders` each
 * render answers at once with `renderedAs`.
 */
export class FakeTemplateGateway implements TemplateGateway {
  templates: readonly EmailTemplateSummary[] = [aTemplate('1'), aTemplate('2')];
  listFailure: GatewayFailure | null = null;
  instantRenders = false;
  listCalls = 0;
  readonly renders: PendingRender[] = [];

  async emailTemplates(): Promise<Result<readonly EmailTemplateSummary[], GatewayFailure>> {
    this.listCalls += 1;
    return this.listFailure ? fail(this.listFailure) : ok(this.templates);
  }

  render(
    id: string,
    language: TemplateLanguage,
    signal?: AbortSignal,
  ): Promise<Result<RenderedEmail, GatewayFailure>> {
    if (this.instantRenders) return Promise.resolve(ok(renderedAs(id, language)));
    return new Promise((resolve) => this.renders.push({ id, language, signal, answer: resolve }));
  }

  /** Answers the render asked `index`-th (from 0) with its own preview, or with `result`. */
  answerRender(index: number, result?: Result<RenderedEmail, GatewayFailure>): void {
    const pending = this.renders[index];
    if (!pending) throw new Error(`no render ${index}`);
    pending.answer(result ?? ok(renderedAs(pending.id, pending.language)));
  }
}
