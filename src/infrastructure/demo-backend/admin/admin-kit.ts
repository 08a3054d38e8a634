import { signedInUser } from '../access/session-kit';
import type { DemoUser } from '../access/seed';
import { permissionsOf } from '../access/users';
import type { Ctx } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';

export const V2 = '/api/external/v2';

/** Who manages users, their roles and the divisions' branding (spec section 2: the admin index). */
export const MANAGE = 'manage_user_roles_permissions';

/** The signed-in administrator; otherwise the refusal to answer with (401, or 403 without the right). */
export function administrator(c: Ctx): { user: DemoUser } | { refusal: Response } {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  if (!permissionsOf(user).has(MANAGE))
    return { refusal: refuse(c, 403, 'forbidden', { code: 'forbidden' }) };
  return { user };
}

/** How the audit log names an image: its kind and size, never its bytes. */
export function imageSummary(dataUrl: string | null): string | null {
  if (dataUrl === null) return null;
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'image';
  const comma = dataUrl.indexOf(',');
  const kb = Math.max(1, Math.round(((dataUrl.length - comma - 1) * 3) / 4 / 1024));
  return `${type} (${kb} kB)`;
}
