import type { UwvMessage } from '../../domain/dossiers/dossier-file';
import type {
  UwvContentField,
  UwvCorrection,
  UwvCorrectionProblem,
} from '../../domain/dossiers/uwv-correction';
import { correctionProblems, mayResend, UWV_CONTENT_FIELDS } from '../../domain/dossiers/uwv-correction';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { DossierFileGateway } from './dossier-file-gateway';

export type UwvCorrectionRefusal = SaveRefusal<UwvContentField, UwvCorrectionProblem>;

/**
 * Correcting a message the UWV rejected and sending it again (POST uwv/uwv-message/{id}/resend).
 * The domain's field rules first (uwv-correction.ts: a first sick day not in the future, whole hours
 * from 1 to 60, a payroll tax number such as 123456789L01), with "today" from the clock; the back
 * office then decides, its refusals coming back per field, or as a whole (sent again already,
 * a reader who only reads). A message sent again is told once.
 */
export class ResendUwvMessage {
  constructor(
    private readonly files: DossierFileGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  check(correction: UwvCorrection): Partial<Record<UwvContentField, UwvCorrectionProblem>> {
    return correctionProblems(correction, this.clock.today());
  }

  async execute(
    message: UwvMessage,
    correction: UwvCorrection,
  ): Promise<Result<UwvMessage, UwvCorrectionRefusal>> {
    if (!mayResend(message))
      return fail({ code: 'save.refused', fields: {}, serverFields: {}, message: null });
    const problems = this.check(correction);
    const { firstSickDay, hoursPerWeek } = correction;
    if (hasProblems(problems) || !firstSickDay || hoursPerWeek === null) return fail(invalid(problems));
    const sent = await saveWith(
      () =>
        this.files.resendUwvMessage(message.id, {
          firstSickDay,
          hoursPerWeek,
          payrollTaxNumber: correction.payrollTaxNumber.trim(),
        }),
      this.notifier,
      UWV_CONTENT_FIELDS,
    );
    if (sent.ok)
      this.notifier.notify({
        type: 'success',
        title: 'dossierFile.notices.uwvResent',
        values: { reference: sent.value.reference },
      });
    return sent;
  }
}
