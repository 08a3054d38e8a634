import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';

/**
 * Why a part of the dossier view could not be read: the dossier (or the note, the document) is not
 * there, it is out of the user's reach (spec section 6: a medical dossier for a non-medical user), or
 * there was no usable answer (the user has been told; also when the read was cancelled).
 */
export type DossierReadError = 'dossier.not-found' | 'dossier.forbidden' | 'dossier.unavailable';

/** A read's answer with its failure as one of the codes above; an untold failure is told here, once. */
export function readOf<T>(
  answer: Result<T, GatewayFailure>,
  notifier: Notifier,
): Result<T, DossierReadError> {
  if (answer.ok) return answer;
  const failure = answer.error;
  if (failure.kind === 'rejected' && failure.status === 404) return fail('dossier.not-found');
  if (failure.kind === 'rejected' && failure.status === 403) return fail('dossier.forbidden');
  if (!needsNoMessage(failure)) notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
  return fail('dossier.unavailable');
}
