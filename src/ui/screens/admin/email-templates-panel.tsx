import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { LOCALES } from '../../../domain/locale/locale';
import type { EmailTemplateSummary } from '../../../domain/templates/email-template';
import { placeholderToken } from '../../../domain/templates/email-template';
import { SafeHtml } from '../../components/safe-html';
import { formatDateTime } from '../../format';
import type { Translate } from '../../services-context';
import { useServices, useT } from '../../services-context';
import type { EmailTemplatesViewModel } from './email-templates-view-model';
import './email-templates.css';

/** A warning with a way out, the house style of a list or record that could not be shown. */
function Problem({ text, action }: { text: string; action?: { label: string; run: () => void } }) {
  return (
    <div className="notice notice--warning" role="alert">
      <p>{text}</p>
      {action ? (
        <button type="button" className="button button--secondary" onClick={action.run}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

function Placeholders({ names, t }: { names: readonly string[]; t: Translate }) {
  if (names.length === 0) return <span className="muted">{t('emailTemplates.noPlaceholders')}</span>;
  return (
    <span className="email-templates__placeholders">
      <span className="visually-hidden">{t('emailTemplates.placeholders')}: </span>
      {names.map((name) => (
        <code key={name}>{placeholderToken(name)}</code>
      ))}
    </span>
  );
}

const TemplateChoice = observer(function TemplateChoice({
  vm,
  template,
}: {
  vm: EmailTemplatesViewModel;
  template: EmailTemplateSummary;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  return (
    <li>
      <button
        type="button"
        className="choice-list__button email-templates__choice"
        aria-current={vm.selectedId === template.id ? 'true' : undefined}
        onClick={() => vm.select(template.id)}
      >
        <span className="email-templates__name">{template.name}</span>
        <span className="email-templates__description">{template.description}</span>
        <Placeholders names={template.placeholders} t={t} />
        <span className="muted">
          {t('emailTemplates.updatedAt', { date: formatDateTime(template.updatedAt, locale) })}
        </span>
      </button>
    </li>
  );
});

/** The chosen template as its recipient reads it, its body only ever through the sanitizer. */
const Preview = observer(function Preview({
  vm,
  template,
}: {
  vm: EmailTemplatesViewModel;
  template: EmailTemplateSummary;
}) {
  const t = useT();
  const headingId = useId();
  const preview = vm.preview;
  return (
    <section
      className="email-templates__preview"
      aria-labelledby={headingId}
      aria-busy={vm.previewState === 'loading'}
    >
      <h3 id={headingId}>{t('emailTemplates.preview', { name: template.name })}</h3>
      <fieldset className="choice-group">
        <legend>{t('emailTemplates.previewLanguage')}</legend>
        {LOCALES.map((language) => (
          <label key={language} className="choice">
            <input
              type="radio"
              name={`${headingId}-language`}
              value={language}
              checked={vm.language === language}
              onChange={() => vm.setLanguage(language)}
            />
            <span lang={language}>{t(`language.${language}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="muted">{t('emailTemplates.exampleNote')}</p>
      {vm.previewState === 'failed' ? (
        <Problem
          text={t('emailTemplates.previewFailed')}
          action={{ label: t('emailTemplates.retry'), run: vm.retryPreview }}
        />
      ) : vm.previewState === 'not-found' ? (
        <Problem
          text={t('emailTemplates.previewNotFound')}
          action={{ label: t('emailTemplates.reload'), run: () => void vm.load() }}
        />
      ) : vm.previewState === 'loading' && !preview ? (
        <output className="muted email-templates__status">{t('emailTemplates.previewLoading')}</output>
      ) : preview ? (
        <article
          className={`email-templates__mail${vm.previewState === 'loading' ? ' email-templates__mail--stale' : ''}`}
          lang={vm.language}
        >
          <dl className="email-templates__subject">
            <dt>{t('emailTemplates.subject')}</dt>
            <dd>{preview.subject}</dd>
          </dl>
          <h4 className="visually-hidden">{t('emailTemplates.body')}</h4>
          <SafeHtml className="email-templates__body" html={preview.html} />
        </article>
      ) : null}
    </section>
  );
});

/**
 * The e-mail templates of the admin area (spec section 7: GET v1/templates/email, POST
 * v1/templates/{id}/render): the catalogue, and the chosen template's subject and body in Dutch or
 * English, filled in with example values. Mounted on /admin; whoever mounts it attaches the view-model.
 */
export const EmailTemplatesPanel = observer(function EmailTemplatesPanel({
  vm,
}: {
  vm: EmailTemplatesViewModel;
}) {
  const t = useT();
  const headingId = useId();
  const selected = vm.selected;
  return (
    <section className="panel email-templates" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('emailTemplates.title')}</h2>
      <p>{t('emailTemplates.intro')}</p>
      {vm.state === 'loading' ? (
        <output className="muted email-templates__status">{t('emailTemplates.loading')}</output>
      ) : vm.state === 'failed' ? (
        <Problem
          text={t('emailTemplates.failed')}
          action={{ label: t('emailTemplates.retry'), run: vm.load }}
        />
      ) : vm.state === 'forbidden' ? (
        <Problem text={t('emailTemplates.forbidden')} />
      ) : vm.state === 'empty' ? (
        <p className="muted">{t('emailTemplates.empty')}</p>
      ) : (
        <div className="email-templates__layout">
          <ul className="choice-list email-templates__list" aria-label={t('emailTemplates.list')}>
            {vm.templates.map((template) => (
              <TemplateChoice key={template.id} vm={vm} template={template} />
            ))}
          </ul>
          {selected ? (
            <Preview vm={vm} template={selected} />
          ) : (
            <p className="muted">{t('emailTemplates.choose')}</p>
          )}
        </div>
      )}
    </section>
  );
});
