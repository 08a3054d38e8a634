import { observer } from 'mobx-react-lite';
import { Temporal } from 'temporal-polyfill';
import type { WizardField, WizardStep, WizardValue, WizardValues } from '../../../domain/wizards/wizard';
import { inLanguage } from '../../../domain/wizards/wizard';
import { CheckboxGroup } from '../../components/form/checkbox-fields';
import { DateField } from '../../components/form/date-field';
import { describedBy, FieldErrorText, FieldHelp, RequiredMark } from '../../components/form/field-frame';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useT } from '../../services-context';

export interface StepFieldsProps {
  readonly step: WizardStep;
  readonly values: WizardValues;
  readonly language: string;
  /** Makes the ids of the fields unique on the page (the preview beside the builder). */
  readonly idPrefix: string;
  readonly onValue: (fieldId: string, value: WizardValue) => void;
  /** What is wrong with a field's answer, in words; null when nothing is. */
  readonly errorOf: (field: WizardField) => string | null;
  readonly disabled?: boolean;
}

const textOf = (value: WizardValue | undefined) => (typeof value === 'string' ? value : '');

function dateOf(value: WizardValue | undefined): Temporal.PlainDate | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** Radio buttons under a legend: one of the options, or yes or no. */
function RadioGroup({
  id,
  legend,
  options,
  chosen,
  onChoose,
  required,
  help,
  error,
  disabled,
}: {
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: string | null;
  onChoose: (value: string) => void;
  required: boolean;
  help: string | null;
  error: string | null;
  disabled: boolean;
}) {
  return (
    <fieldset
      id={id}
      role="radiogroup"
      className={`checkbox-group${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(id, { help, error })}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <ul className="checkbox-group__list">
        {options.map((option) => (
          <li key={option.value}>
            <label className="choice">
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={chosen === option.value}
                disabled={disabled}
                onChange={() => onChoose(option.value)}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldHelp id={id} help={help} />
      <FieldErrorText id={id} error={error} />
    </fieldset>
  );
}

/** One field of a wizard, as the kind of its answer asks. */
const WizardFieldInput = observer(function WizardFieldInput({
  field,
  props,
}: {
  field: WizardField;
  props: StepFieldsProps;
}) {
  const t = useT();
  const { values, language, idPrefix, onValue, errorOf } = props;
  const disabled = props.disabled ?? false;
  const id = `${idPrefix}-${field.id}`;
  const label = inLanguage(field.label, language);
  const help = inLanguage(field.help, language) || null;
  const error = errorOf(field);
  const value = values[field.id];
  const common = { id, label, help, error, required: field.required, disabled };
  switch (field.kind) {
    case 'longText':
      return <TextareaField {...common} value={textOf(value)} onValue={(text) => onValue(field.id, text)} />;
    case 'date':
      return (
        <DateField
          {...common}
          value={dateOf(value)}
          onValue={(date) => onValue(field.id, date ? date.toString() : '')}
        />
      );
    case 'choice':
      return (
        <RadioGroup
          {...common}
          legend={label}
          options={field.options.map((option) => ({
            value: option.id,
            label: inLanguage(option.label, language),
          }))}
          chosen={typeof value === 'string' ? value : null}
          onChoose={(chosen) => onValue(field.id, chosen)}
        />
      );
    case 'yesNo':
      return (
        <RadioGroup
          {...common}
          legend={label}
          options={[
            { value: 'yes', label: t('wizards.run.yes') },
            { value: 'no', label: t('wizards.run.no') },
          ]}
          chosen={value === true ? 'yes' : value === false ? 'no' : null}
          onChoose={(chosen) => onValue(field.id, chosen === 'yes')}
        />
      );
    case 'multiChoice': {
      const chosen = new Set(Array.isArray(value) ? (value as readonly string[]) : []);
      return (
        <CheckboxGroup
          id={id}
          legend={label}
          help={help}
          error={error}
          required={field.required}
          options={field.options.map((option) => ({
            value: option.id,
            label: inLanguage(option.label, language),
          }))}
          chosen={chosen}
          onToggle={(option) => {
            const next = new Set(chosen);
            if (!next.delete(option)) next.add(option);
            onValue(
              field.id,
              field.options.map((known) => known.id).filter((known) => next.has(known)),
            );
          }}
        />
      );
    }
    default:
      return (
        <TextField
          {...common}
          value={textOf(value)}
          onValue={(text) => onValue(field.id, text)}
          inputMode={
            field.kind === 'email'
              ? 'email'
              : field.kind === 'phone'
                ? 'tel'
                : field.kind === 'number'
                  ? 'decimal'
                  : field.kind === 'integer'
                    ? 'numeric'
                    : undefined
          }
          autoComplete="off"
        />
      );
  }
});

/** The fields of one step of a wizard, each with its help and its error next to it. */
export const WizardStepFields = observer(function WizardStepFields(props: StepFieldsProps) {
  return (
    <div className="wizard-step__fields">
      {props.step.fields.map((field) => (
        <WizardFieldInput key={field.id} field={field} props={props} />
      ))}
    </div>
  );
});
