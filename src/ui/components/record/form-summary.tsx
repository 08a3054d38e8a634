import { observer } from 'mobx-react-lite';
import { errorKey } from '../../error-key';
import { useT } from '../../services-context';
import type { FormFeedback } from './form-feedback';

/**
 * What the form as a whole has to say after a save: why it was refused, in the server's words where
 * it gave any. Announced when it appears; the fields keep what was typed.
 */
export const FormSummary = observer(function FormSummary<F extends string, P extends string>({
  feedback,
}: {
  feedback: FormFeedback<F, P>;
}) {
  const t = useT();
  const { code, message, restored } = feedback;
  return (
    <div role="alert" className="form-summary">
      {restored && !code ? <p className="form-summary__restored">{t('record.inputRestored')}</p> : null}
      {code ? (
        <div className="form__error">
          <p>{t(errorKey('record.errors', 'save', code))}</p>
          {message ? <p>{message}</p> : null}
        </div>
      ) : null}
    </div>
  );
});
