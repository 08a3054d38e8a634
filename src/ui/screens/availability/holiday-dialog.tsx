import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { HolidayField } from '../../../domain/availability/availability-rules';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { CancelButton, Modal } from '../../components/modal';
import { fieldError } from '../../components/record/field-messages';
import { useFocusOnRefusal } from '../../components/record/form-focus';
import { FormSummary } from '../../components/record/form-summary';
import { useT } from '../../services-context';
import type { HolidayEditor } from './holiday-editor';
import '../../components/record/record.css';

/** Moving or renaming one holiday; the server's refusal (a date that has a holiday) shows in the dialog. */
export const HolidayDialog = observer(function HolidayDialog({ editor }: { editor: HolidayEditor }) {
  const t = useT();
  const labels: Record<HolidayField, string> = {
    date: t('availability.holidays.date'),
    name: t('availability.holidays.name'),
  };
  const error = (field: HolidayField) => fieldError(t, editor.feedback, field, labels[field]);
  const formRef = useFocusOnRefusal(editor.feedback);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.submit();
  };
  return (
    <Modal
      open={editor.open}
      title={t('availability.holidays.editTitle')}
      onClose={editor.close}
      unsaved={editor.changed}
    >
      <form ref={formRef} className="record-form" noValidate onSubmit={onSubmit}>
        <FormSummary feedback={editor.feedback} />
        <DateField
          id="holiday-date"
          label={labels.date}
          required
          value={editor.date}
          onValue={editor.setDate}
          error={error('date')}
        />
        <TextField
          id="holiday-name"
          label={labels.name}
          required
          autoComplete="off"
          value={editor.name}
          onValue={editor.setName}
          error={error('name')}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={editor.feedback.busy}>
            {t(editor.feedback.busy ? 'availability.common.saving' : 'availability.common.save')}
          </button>
          <CancelButton onCancel={editor.close}>{t('common.cancel')}</CancelButton>
        </div>
      </form>
    </Modal>
  );
});
