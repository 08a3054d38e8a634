import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { DOSSIER_TYPES } from '../../../domain/dossiers/dossier-type';
import type { Bilingual, WizardField, WizardFieldKind, WizardStep } from '../../../domain/wizards/wizard';
import { isChoiceKind, RULES_OF_KIND, WIZARD_FIELD_KINDS } from '../../../domain/wizards/wizard';
import { CheckboxField } from '../../components/form/checkbox-fields';
import { FieldErrorText } from '../../components/form/field-frame';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { LeaveGuard } from '../../components/leave-guard';
import { problemText } from '../../components/record/field-messages';
import { errorKey } from '../../error-key';
import type { Translate } from '../../services-context';
import { useServices, useT } from '../../services-context';
import { dragReorder } from './drag-reorder';
import type { Language, WizardBuilderViewModel } from './wizard-builder-view-model';
import { WizardPreview } from './wizard-preview';

const LANGUAGES: readonly Language[] = ['nl', 'en'];
/** The target choice for employees; not a dossier type's code (one of those is `employee`). */
const EMPLOYEES = 'employees';

/** The message next to a text of the definition: the rules' problem first, else the server's. */
function useErrorAt(vm: WizardBuilderViewModel) {
  const t = useT();
  return (path: string, label: string) => {
    const problem = vm.problemAt(path);
    return problem ? problemText(t, problem, label) : vm.serverMessageAt(path);
  };
}

/** A text in Dutch and in English side by side, each labelled with its language. */
const BilingualFields = observer(function BilingualFields({
  vm,
  id,
  path,
  label,
  value,
  required,
  onValue,
}: {
  vm: WizardBuilderViewModel;
  id: string;
  path: string;
  label: string;
  value: Bilingual;
  required: boolean;
  onValue: (language: Language, text: string) => void;
}) {
  const t = useT();
  const errorAt = useErrorAt(vm);
  return (
    <div className="wizard-builder__pair">
      {LANGUAGES.map((language) => {
        const full = t('wizards.builder.inLanguage', { label, language: t(`language.${language}`) });
        return (
          <TextField
            key={language}
            id={`${id}-${language}`}
            label={full}
            value={value[language]}
            required={required}
            error={errorAt(`${path}.${language}`, full)}
            onValue={(text) => onValue(language, text)}
          />
        );
      })}
    </div>
  );
});

/** Move up, move down and remove, as buttons (the keyboard's way to reorder), and the drag grip. */
function ItemTools({
  name,
  index,
  count,
  onMove,
  onRemove,
  grip,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  grip: ReturnType<typeof dragReorder>['handle'];
}) {
  const t = useT();
  return (
    <div className="wizard-builder__tools">
      <span
        className="wizard-builder__grip"
        {...grip}
        title={t('wizards.builder.drag', { name })}
        aria-hidden="true"
      >
        ⠿
      </span>
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={t('wizards.builder.moveUp', { name })}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={t('wizards.builder.moveDown', { name })}
      >
        ↓
      </button>
      <button
        type="button"
        className="button button--small button--danger"
        onClick={onRemove}
        aria-label={t('wizards.builder.remove', { name })}
      >
        {t('wizards.builder.removeShort')}
      </button>
    </div>
  );
}

const kindOptions = (t: Translate) =>
  WIZARD_FIELD_KINDS.map((kind) => ({ value: kind, label: t(`wizards.kinds.${kind}`) }));

const FieldEditor = observer(function FieldEditor({
  vm,
  step,
  stepIndex,
  field,
  fieldIndex,
}: {
  vm: WizardBuilderViewModel;
  step: WizardStep;
  stepIndex: number;
  field: WizardField;
  fieldIndex: number;
}) {
  const t = useT();
  const errorAt = useErrorAt(vm);
  const id = `wizard-step-${stepIndex}-field-${fieldIndex}`;
  const path = `steps.${stepIndex}.fields.${fieldIndex}`;
  const name = t('wizards.builder.fieldName', { number: fieldIndex + 1, step: stepIndex + 1 });
  const { handle, target } = dragReorder(`fields-${stepIndex}`, fieldIndex, (from, to) =>
    vm.moveField(stepIndex, from, to),
  );
  const rules =
    field.kind === 'text' ? RULES_OF_KIND.text : field.kind === 'phone' ? RULES_OF_KIND.phone : [];
  const optionsError = errorAt(`${path}.options`, t('wizards.builder.options'));
  return (
    <li className="wizard-builder__field" {...target}>
      <fieldset>
        <legend>{name}</legend>
        <ItemTools
          name={name}
          index={fieldIndex}
          count={step.fields.length}
          onMove={(to) => vm.moveField(stepIndex, fieldIndex, to)}
          onRemove={() => vm.removeField(stepIndex, fieldIndex)}
          grip={handle}
        />
        <div className="wizard-builder__row">
          <SelectField
            id={`${id}-kind`}
            label={t('wizards.builder.kind')}
            value={field.kind}
            options={kindOptions(t)}
            onValue={(kind) => vm.setKind(stepIndex, fieldIndex, kind as WizardFieldKind)}
          />
          {rules.length > 0 ? (
            <SelectField
              id={`${id}-rule`}
              label={t('wizards.builder.rule')}
              value={field.rule ?? (field.kind === 'phone' ? 'phone' : '')}
              options={[
                ...(field.kind === 'text' ? [{ value: '', label: t('wizards.rules.none') }] : []),
                ...rules.map((rule) => ({ value: rule, label: t(`wizards.rules.${rule}`) })),
              ]}
              error={errorAt(`${path}.rule`, t('wizards.builder.rule'))}
              onValue={(rule) => vm.setRule(stepIndex, fieldIndex, rule)}
            />
          ) : null}
          <CheckboxField
            id={`${id}-required`}
            label={t('wizards.builder.required')}
            checked={field.required}
            onChecked={(required) => vm.setRequired(stepIndex, fieldIndex, required)}
          />
        </div>
        <BilingualFields
          vm={vm}
          id={`${id}-label`}
          path={`${path}.label`}
          label={t('wizards.builder.label')}
          value={field.label}
          required
          onValue={(language, text) => vm.setFieldText(stepIndex, fieldIndex, 'label', language, text)}
        />
        <BilingualFields
          vm={vm}
          id={`${id}-help`}
          path={`${path}.help`}
          label={t('wizards.builder.help')}
          value={field.help}
          required={false}
          onValue={(language, text) => vm.setFieldText(stepIndex, fieldIndex, 'help', language, text)}
        />
        {isChoiceKind(field.kind) ? (
          <fieldset
            className="wizard-builder__options"
            id={`${id}-options`}
            aria-describedby={`${id}-options-error`}
          >
            <legend>{t('wizards.builder.options')}</legend>
            <ol>
              {field.options.map((option, optionIndex) => {
                const optionName = t('wizards.builder.optionName', { number: optionIndex + 1 });
                return (
                  <li key={option.id} className="wizard-builder__option">
                    <BilingualFields
                      vm={vm}
                      id={`${id}-option-${optionIndex}`}
                      path={`${path}.options.${optionIndex}`}
                      label={optionName}
                      value={option.label}
                      required
                      onValue={(language, text) =>
                        vm.setOptionLabel(stepIndex, fieldIndex, optionIndex, language, text)
                      }
                    />
                    <div className="wizard-builder__tools">
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        disabled={optionIndex === 0}
                        onClick={() => vm.moveOption(stepIndex, fieldIndex, optionIndex, optionIndex - 1)}
                        aria-label={t('wizards.builder.moveUp', { name: optionName })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        onClick={() => vm.removeOption(stepIndex, fieldIndex, optionIndex)}
                        aria-label={t('wizards.builder.remove', { name: optionName })}
                      >
                        {t('wizards.builder.removeShort')}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => vm.addOption(stepIndex, fieldIndex)}
            >
              {t('wizards.builder.addOption')}
            </button>
            <FieldErrorText id={`${id}-options`} error={optionsError} />
          </fieldset>
        ) : null}
      </fieldset>
    </li>
  );
});

/** Adds a field of a chosen kind at the end of a step. */
function AddField({ vm, stepIndex }: { vm: WizardBuilderViewModel; stepIndex: number }) {
  const t = useT();
  const [kind, setKind] = useState<WizardFieldKind>('text');
  return (
    <div className="wizard-builder__add-field">
      <SelectField
        id={`wizard-step-${stepIndex}-new-kind`}
        label={t('wizards.builder.newFieldKind')}
        value={kind}
        options={kindOptions(t)}
        onValue={(value) => setKind(value as WizardFieldKind)}
      />
      <button type="button" className="button button--secondary" onClick={() => vm.addField(stepIndex, kind)}>
        {t('wizards.builder.addField', { step: stepIndex + 1 })}
      </button>
    </div>
  );
}

const StepEditor = observer(function StepEditor({
  vm,
  step,
  stepIndex,
}: {
  vm: WizardBuilderViewModel;
  step: WizardStep;
  stepIndex: number;
}) {
  const t = useT();
  const errorAt = useErrorAt(vm);
  const name = t('wizards.builder.stepName', { number: stepIndex + 1 });
  const { handle, target } = dragReorder('steps', stepIndex, vm.moveStep);
  const fieldsError = errorAt(`steps.${stepIndex}.fields`, t('wizards.builder.fields'));
  return (
    <li className="wizard-builder__step" {...target}>
      <fieldset>
        <legend className="wizard-builder__step-legend">{name}</legend>
        <ItemTools
          name={name}
          index={stepIndex}
          count={vm.definition.steps.length}
          onMove={(to) => vm.moveStep(stepIndex, to)}
          onRemove={() => vm.removeStep(stepIndex)}
          grip={handle}
        />
        <BilingualFields
          vm={vm}
          id={`wizard-step-${stepIndex}-title`}
          path={`steps.${stepIndex}.title`}
          label={t('wizards.builder.stepTitle')}
          value={step.title}
          required
          onValue={(language, text) => vm.setStepTitle(stepIndex, language, text)}
        />
        {step.fields.length > 0 ? (
          <ol className="wizard-builder__fields">
            {step.fields.map((field, fieldIndex) => (
              <FieldEditor
                key={field.id}
                vm={vm}
                step={step}
                stepIndex={stepIndex}
                field={field}
                fieldIndex={fieldIndex}
              />
            ))}
          </ol>
        ) : (
          <p className="muted">{t('wizards.builder.noFields')}</p>
        )}
        <div id={`wizard-step-${stepIndex}-fields`} className={fieldsError ? 'field--invalid' : undefined}>
          <FieldErrorText id={`wizard-step-${stepIndex}-fields`} error={fieldsError} />
        </div>
        <AddField vm={vm} stepIndex={stepIndex} />
      </fieldset>
    </li>
  );
});

const MoveNote = observer(function MoveNote({ vm }: { vm: WizardBuilderViewModel }) {
  const t = useT();
  const note = vm.moveNote;
  return (
    <output className="visually-hidden" aria-live="polite">
      {note ? t(`wizards.builder.moved.${note.key}`, { position: note.position, count: note.count }) : ''}
    </output>
  );
});

/** The builder's form: create and edit screens both show it, with their own actions beside Save. */
export const WizardBuilder = observer(function WizardBuilder({
  vm,
  actions,
}: {
  vm: WizardBuilderViewModel;
  actions: ReactNode;
}) {
  const t = useT();
  const { locale } = useServices();
  const errorAt = useErrorAt(vm);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (vm.refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [vm.refusals]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit(locale.current);
  };
  const target = vm.definition.target;
  const targetOptions = [
    { value: EMPLOYEES, label: t('wizards.target.employee') },
    ...DOSSIER_TYPES.map((type) => ({
      value: type,
      label: t('wizards.target.dossier', { type: t(`dossierType.${type}`) }),
    })).sort((a, b) => a.label.localeCompare(b.label, locale.current)),
  ];
  const stepsError = errorAt('steps', t('wizards.builder.steps'));
  return (
    <form ref={formRef} className="wizard-builder" noValidate onSubmit={submit}>
      <section className="wizard-builder__basics" aria-labelledby="wizard-basics">
        <h2 id="wizard-basics">{t('wizards.builder.basics')}</h2>
        <BilingualFields
          vm={vm}
          id="wizard-name"
          path="name"
          label={t('wizards.builder.name')}
          value={vm.definition.name}
          required
          onValue={vm.setName}
        />
        <SelectField
          id="wizard-target"
          label={t('wizards.builder.target')}
          help={t('wizards.builder.targetHelp')}
          value={target.relatedType === 'employee' ? EMPLOYEES : target.dossierType}
          options={targetOptions}
          error={errorAt('dossierType', t('wizards.builder.target'))}
          onValue={vm.setTarget}
        />
      </section>
      <section aria-labelledby="wizard-steps">
        <h2 id="wizard-steps">{t('wizards.builder.steps')}</h2>
        <p className="muted">{t('wizards.builder.stepsHelp')}</p>
        <MoveNote vm={vm} />
        <ol className="wizard-builder__steps">
          {vm.definition.steps.map((step, stepIndex) => (
            <StepEditor key={step.id} vm={vm} step={step} stepIndex={stepIndex} />
          ))}
        </ol>
        <div id="wizard-steps-list" className={stepsError ? 'field--invalid' : undefined}>
          <FieldErrorText id="wizard-steps-list" error={stepsError} />
        </div>
        <button type="button" className="button button--secondary" onClick={vm.addStep}>
          {t('wizards.builder.addStep')}
        </button>
      </section>
      <div role="alert" className="form-summary">
        {vm.code ? (
          <div className="form__error">
            <p>{t(errorKey('record.errors', 'save', vm.code))}</p>
            {vm.message ? <p>{vm.message}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="form__actions wizard-builder__actions">
        <button type="submit" className="button button--primary" disabled={vm.busy}>
          {t('wizards.builder.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={vm.openPreview}>
          {t('wizards.builder.preview')}
        </button>
        {actions}
      </div>
      {vm.preview ? <WizardPreview preview={vm.preview} onClose={vm.closePreview} /> : null}
      <LeaveGuard unsaved={() => vm.dirty} question={t('wizards.builder.leaveQuestion')} />
    </form>
  );
});
