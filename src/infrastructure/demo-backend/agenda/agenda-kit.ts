import { signedInUser } from '../access/session-kit';
import type { Ctx } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';
import type { AgendaViewer } from './agenda-viewer';
import { viewerOf } from './agenda-viewer';

/** The agenda's route prefixes, who asks and the refusals its routes share. */

export const V2 = '/api/external/v2';
export const V3 = '/api/external/v3';
export const forbidden = (c: Ctx) => refuse(c, 403, 'forbidden', { code: 'forbidden' });
export const notFound = (c: Ctx) => refuse(c, 404, 'notFound', { code: 'not_found' });

/** Who asks, as the agenda sees them; null when nobody is signed in. */
export const agendaViewer = (c: Ctx): AgendaViewer | null => {
  const user = signedInUser(c);
  return user ? viewerOf(user) : null;
};
