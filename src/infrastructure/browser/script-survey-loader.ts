import type { SurveyLoader } from '../../application/platform/survey-loader';

const MARK = 'data-satisfaction-survey';

/**
 * The survey as a `<script>` tag in the document's head, loaded asynchronously. It is fetched without
 * cookies (crossorigin anonymous) and without a Referer, so the feedback service learns neither the
 * session nor the page's address; nothing else is handed to it. A script that fails to load is left
 * alone: the survey is no part of the portal's work.
 */
export class ScriptSurveyLoader implements SurveyLoader {
  constructor(
    private readonly document: Document,
    private readonly reload: () => void = () => document.location.reload(),
  ) {}

  clear(): void {
    if (this.document.head.querySelector(`script[${MARK}]`)) this.reload();
  }

  load(address: string): void {
    if (this.document.head.querySelector(`script[${MARK}]`)) return;
    const script = this.document.createElement('script');
    script.src = address;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.referrerPolicy = 'no-referrer';
    script.setAttribute(MARK, '');
    this.document.head.append(script);
  }
}
