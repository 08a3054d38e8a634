import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ListEmailTemplates } from '../../../application/templates/list-email-templates';
import type { RenderEmailTemplate } from '../../../application/templates/render-email-template';
import { DEFAULT_LOCALE } from '../../../domain/locale/locale';
import type {
  EmailTemplateSummary,
  RenderedEmail,
  TemplateLanguage,
} from '../../../domain/templates/email-template';

/** Where the list stands: loading, shown (or empty), out of the user's reach, or failed. */
export type EmailTemplatesState = 'loading' | 'ready' | 'empty' | 'forbidden' | 'failed';

/** Where the preview of the chosen template stands. */
export type PreviewState = 'idle' | 'loading' | 'ready' | 'not-found' | 'failed';

/**
 * The e-mail templates of the admin area: the catalogue, the template chosen, and its preview in a
 * language of its own (a Dutch administrator checks the English text without switching the portal).
 * A newer preview cancels the one still on its way, and an answer that is no longer asked for is
 * never shown: the preview always matches the template and language chosen.
 */
export class EmailTemplatesViewModel {
  state: EmailTemplatesState = 'loading';
  templates: readonly EmailTemplateSummary[] = [];
  selectedId: string | null = null;
  language: TemplateLanguage = DEFAULT_LOCALE;
  previewState: PreviewState = 'idle';
  preview: RenderedEmail | null = null;
  private loading: AbortController | null = null;
  private rendering: AbortController | null = null;

  constructor(
    private readonly listTemplates: ListEmailTemplates,
    private readonly renderTemplate: RenderEmailTemplate,
  ) {
    makeAutoObservable<EmailTemplatesViewModel, 'listTemplates' | 'renderTemplate' | 'loading' | 'rendering'>(
      this,
      {
        listTemplates: false,
        renderTemplate: false,
        loading: false,
        rendering: false,
        templates: observableRef,
        preview: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The template chosen, while the list still holds it. */
  get selected(): EmailTemplateSummary | null {
    return this.templates.find((template) => template.id === this.selectedId) ?? null;
  }

  attach(): () => void {
    void this.load();
    return () => {
      this.loading?.abort();
      this.rendering?.abort();
      this.loading = null;
      this.rendering = null;
    };
  }

  /** Reads the catalogue; the template chosen stays chosen when it is still there, else the first is. */
  async load(): Promise<void> {
    this.loading?.abort();
    const controller = new AbortController();
    this.loading = controller;
    this.state = 'loading';
    const answer = await this.listTemplates.execute(controller.signal);
    if (this.loading !== controller || controller.signal.aborted) return;
    if (!answer.ok) {
      if (answer.error === 'templates.aborted') return;
      runInAction(() => {
        this.loading = null;
        this.state = answer.error === 'templates.forbidden' ? 'forbidden' : 'failed';
      });
      return;
    }
    runInAction(() => {
      this.loading = null;
      this.templates = answer.value;
      this.state = answer.value.length === 0 ? 'empty' : 'ready';
    });
    const keep = this.selected ?? this.templates[0] ?? null;
    if (keep) this.select(keep.id);
    else this.clearPreview();
  }

  /** Chooses a template and previews it in the language chosen. */
  select(id: string): void {
    // Another template's text is not shown under this one's name while its own is on its way; a
    // language switch keeps the text in view, dimmed, so the preview does not jump.
    if (id !== this.selectedId) this.preview = null;
    this.selectedId = id;
    void this.render();
  }

  /** Previews the chosen template in another language; the portal's own language stays as it is. */
  setLanguage(language: TemplateLanguage): void {
    if (language === this.language) return;
    this.language = language;
    void this.render();
  }

  retryPreview(): void {
    void this.render();
  }

  private clearPreview(): void {
    this.rendering?.abort();
    this.rendering = null;
    this.selectedId = null;
    this.preview = null;
    this.previewState = 'idle';
  }

  private async render(): Promise<void> {
    const template = this.selected;
    if (!template) return;
    this.rendering?.abort();
    const controller = new AbortController();
    this.rendering = controller;
    this.previewState = 'loading';
    const answer = await this.renderTemplate.execute(template.id, this.language, controller.signal);
    // Only the newest request may show its answer: an older one, however late, is dropped.
    if (this.rendering !== controller || controller.signal.aborted) return;
    runInAction(() => {
      this.rendering = null;
      if (answer.ok) {
        this.preview = answer.value;
        this.previewState = 'ready';
      } else if (answer.error !== 'template.aborted') {
        this.preview = null;
        this.previewState = answer.error === 'template.not-found' ? 'not-found' : 'failed';
      }
    });
  }
}
