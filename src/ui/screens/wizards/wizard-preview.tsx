import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { WizardField } from '../../../domain/wizards/wizard';
import { inLanguage } from '../../../domain/wizards/wizard';
import { Modal } from '../../components/modal';
import { problemText } from '../../components/record/field-messages';
import { useServices, useT } from '../../services-context';
import type { WizardPreviewViewModel } from './wizard-preview-view-model';
import { WizardStepFields } from './wizard-step-fields';

/** The wizard as a professional will fill it in, with its rules, in a dialog; nothing is saved. */
export const WizardPreview = observer(function WizardPreview({
  preview,
  onClose,
}: {
  preview: WizardPreviewViewModel;
  onClose: () => void;
}) {
  const t = useT();
  const language = useServices().locale.current;
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preview.refusals > 0) bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [preview.refusals]);
  const step = preview.step;
  const errorOf = (field: WizardField) => {
    const problem = preview.problems[field.id];
    return problem ? problemText(t, problem, inLanguage(field.label, language)) : null;
  };
  const name = inLanguage(preview.definition.name, language) || t('wizards.builder.untitled');
  return (
    <Modal open title={t('wizards.preview.title', { name })} onClose={onClose}>
      <div ref={bodyRef} className="wizard-preview">
        <p className="muted">{t('wizards.preview.intro')}</p>
        {preview.done ? (
          <div>
            <p className="notice notice--success">{t('wizards.preview.done')}</p>
            <button type="button" className="button button--secondary" onClick={preview.restart}>
              {t('wizards.preview.restart')}
            </button>
          </div>
        ) : step ? (
          <>
            <h3>
              {t('wizards.run.stepHeading', {
                number: preview.shown + 1,
                count: preview.definition.steps.length,
                title: inLanguage(step.title, language),
              })}
            </h3>
            {step.fields.length === 0 ? <p className="muted">{t('wizards.builder.noFields')}</p> : null}
            <WizardStepFields
              step={step}
              values={preview.values}
              language={language}
              idPrefix="preview"
              onValue={preview.setValue}
              errorOf={errorOf}
            />
            <div className="form__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={preview.back}
                disabled={preview.shown === 0}
              >
                {t('wizards.run.back')}
              </button>
              <button type="button" className="button button--primary" onClick={preview.next}>
                {t(preview.isLast ? 'wizards.run.finish' : 'wizards.run.next')}
              </button>
            </div>
          </>
        ) : (
          <p className="muted">{t('wizards.preview.noSteps')}</p>
        )}
      </div>
    </Modal>
  );
});
