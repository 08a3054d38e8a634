import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { DossierUwvMessages } from '../../../../application/dossiers/dossier-uwv-messages';
import type { UwvPart } from '../../../../application/dossiers/open-dossier';
import type { ResendUwvMessage } from '../../../../application/dossiers/resend-uwv-message';
import type { DossierDetail, UwvMessage } from '../../../../domain/dossiers/dossier-file';
import type { UwvContentField, UwvCorrectionProblem } from '../../../../domain/dossiers/uwv-correction';
import { hoursOf, mayResend } from '../../../../domain/dossiers/uwv-correction';
import { FormFeedback } from '../../../components/record/form-feedback';
import type { PartState } from './dossier-wizards-view-model';

/** A message as its row shows it: with the message that corrected it, or the one it corrects. */
export interface UwvMessageRow {
  readonly message: UwvMessage;
  /** The message sent again in its place, once it was corrected. */
  readonly correctedBy: UwvMessage | null;
  /** The rejected message this one corrects. */
  readonly corrects: UwvMessage | null;
  /** Whether the reader may correct it and send it again now. */
  readonly mayCorrect: boolean;
}

/**
 * The dossier's messages to the UWV: each with its status and, for a rejected one, the UWV's reason;
 * for a reader who may edit the dossier, correcting a rejected message in a form of its three
 * fields (prefilled with what was sent, the field the UWV named marked) and sending it again, after
 * which the list is read again. The messages first come with the dossier (OpenDossier).
 */
export class DossierUwvViewModel {
  /** Whether the case is reported to the UWV at all. */
  reported = false;
  state: PartState = 'idle';
  messages: readonly UwvMessage[] = [];
  mayEdit = false;
  /** The rejected message being corrected, or null. */
  correcting: UwvMessage | null = null;
  firstSickDay: Temporal.PlainDate | null = null;
  hoursPerWeek = '';
  payrollTaxNumber = '';
  readonly feedback = new FormFeedback<UwvContentField, UwvCorrectionProblem>();
  private dossier: Pick<DossierDetail, 'id' | 'type' | 'reportsToUwv'> | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly uwvMessages: DossierUwvMessages,
    private readonly resend: ResendUwvMessage,
  ) {
    makeAutoObservable<this, 'uwvMessages' | 'resend' | 'dossier' | 'controller'>(
      this,
      {
        uwvMessages: false,
        resend: false,
        dossier: false,
        controller: false,
        feedback: false,
        messages: observableRef,
        correcting: observableRef,
        firstSickDay: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The dossier opened, with the messages that came with it. */
  open(dossier: DossierDetail, part: UwvPart): void {
    this.dossier = dossier;
    this.mayEdit = dossier.mayEdit;
    this.reported = part.kind !== 'not-reported';
    this.messages = part.kind === 'messages' ? part.messages : [];
    this.state = part.kind === 'unavailable' ? 'failed' : 'ready';
    this.stopCorrecting();
  }

  detach(): void {
    this.controller?.abort();
  }

  retry(): void {
    void this.load();
  }

  get rows(): readonly UwvMessageRow[] {
    const byId = new Map(this.messages.map((message) => [message.id, message]));
    return this.messages.map((message) => ({
      message,
      correctedBy: message.resentAs ? (byId.get(message.resentAs) ?? null) : null,
      corrects: message.resendOf ? (byId.get(message.resendOf) ?? null) : null,
      mayCorrect: this.mayEdit && mayResend(message),
    }));
  }

  /** The field the UWV named in its refusal of the message being corrected. */
  get flaggedField(): UwvContentField | null {
    return this.correcting?.rejection?.field ?? null;
  }

  startCorrecting(id: string): void {
    const message = this.messages.find((candidate) => candidate.id === id);
    if (!message || !this.mayEdit || !mayResend(message)) return;
    this.correcting = message;
    this.firstSickDay = message.content?.firstSickDay ?? null;
    this.hoursPerWeek = message.content?.hoursPerWeek?.toString() ?? '';
    this.payrollTaxNumber = message.content?.payrollTaxNumber ?? '';
    this.feedback.clear();
  }

  stopCorrecting(): void {
    this.correcting = null;
    this.feedback.clear();
  }

  setFirstSickDay(day: Temporal.PlainDate | null): void {
    this.firstSickDay = day;
    this.feedback.forget('firstSickDay');
  }

  setHoursPerWeek(text: string): void {
    this.hoursPerWeek = text;
    this.feedback.forget('hoursPerWeek');
  }

  setPayrollTaxNumber(text: string): void {
    this.payrollTaxNumber = text;
    this.feedback.forget('payrollTaxNumber');
  }

  async submit(): Promise<void> {
    const message = this.correcting;
    if (!message || !this.feedback.start()) return;
    const result = await this.resend.execute(message, {
      firstSickDay: this.firstSickDay,
      hoursPerWeek: hoursOf(this.hoursPerWeek),
      payrollTaxNumber: this.payrollTaxNumber,
    });
    if (!result.ok) {
      runInAction(() => this.feedback.refused(result.error));
      return;
    }
    runInAction(() => {
      this.feedback.succeeded();
      this.correcting = null;
      // Shown at once, then read again: the old message now says it was sent again.
      this.messages = [
        result.value,
        ...this.messages.map((old) => (old.id === message.id ? { ...old, resentAs: result.value.id } : old)),
      ];
    });
    await this.load();
  }

  private async load(): Promise<void> {
    const dossier = this.dossier;
    if (!dossier) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    if (this.state !== 'ready') this.state = 'loading';
    const result = await this.uwvMessages.list(dossier, controller.signal);
    if (controller.signal.aborted) return;
    runInAction(() => {
      if (result.ok) {
        this.messages = result.value;
        this.state = 'ready';
      } else if (this.state !== 'ready') this.state = 'failed';
    });
  }
}
