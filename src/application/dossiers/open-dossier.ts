import type { DossierDetail, DossierSection, UwvMessage } from '../../domain/dossiers/dossier-file';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { DossierFileGateway } from './dossier-file-gateway';
import type { DossierReadError } from './dossier-read';
import { readOf } from './dossier-read';

/** The UWV part of the view: none for a case not reported to the UWV, else its messages if they came. */
export type UwvPart =
  | { readonly kind: 'not-reported' }
  | { readonly kind: 'messages'; readonly messages: readonly UwvMessage[] }
  | { readonly kind: 'unavailable' };

export interface OpenedDossier {
  readonly dossier: DossierDetail;
  /** The sections of the dossier's type, in their order. */
  readonly sections: readonly DossierSection[];
  readonly uwv: UwvPart;
}

/**
 * Opening a dossier (from a task, the dashboard's recently viewed dossiers or an employee): the
 * dossier, the sections of its type's view and, for a case reported to the UWV, its UWV messages.
 * Opening it puts it first in the user's recently viewed dossiers (the back office keeps that list).
 * A dossier that is gone or out of the user's reach is an answer for the screen to show
 * (`dossier.not-found`, `dossier.forbidden`), not a toast. When the UWV messages alone fail, the
 * rest still shows.
 */
export class OpenDossier {
  constructor(
    private readonly dossiers: DossierFileGateway,
    private readonly notifier: Notifier,
  ) {}

  async execute(dossierId: string, signal?: AbortSignal): Promise<Result<OpenedDossier, DossierReadError>> {
    if (dossierId.trim() === '') return fail('dossier.not-found');
    const detail = readOf(await this.dossiers.dossier(dossierId.trim(), signal), this.notifier);
    if (!detail.ok) return detail;
    const dossier = detail.value;
    const [sections, messages] = await Promise.all([
      this.dossiers.sections(dossier.type, signal),
      dossier.reportsToUwv ? this.dossiers.uwvMessages(dossier.type, dossier.id, signal) : null,
    ]);
    const read = readOf(sections, this.notifier);
    if (!read.ok) return fail('dossier.unavailable');
    const uwv: UwvPart = !messages
      ? { kind: 'not-reported' }
      : messages.ok
        ? { kind: 'messages', messages: messages.value }
        : { kind: 'unavailable' };
    return ok({ dossier, sections: read.value, uwv });
  }
}
