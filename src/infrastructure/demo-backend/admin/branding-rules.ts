/**
 * What the back office accepts as a division's logo. This stands in for the real back office, so it
 * is written on its own, not shared with the portal's domain (src/domain/admin/branding.ts); a property
 * test keeps the two in agreement.
 */

export const ACCEPTED_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_LIMIT_KB = 200;
/** Theme ids of spec section 3. */
export const THEME_IDS = [1, 2, 3, 4, 5, 6, 7] as const;

export type LogoVerdict = 'type' | 'empty' | 'too-large' | 'invalid';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The first bytes each accepted kind of image starts with, so a renamed file is not taken for one. */
function startsLike(type: string, bytes: Buffer): boolean {
  if (type === 'image/png')
    return bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  if (type === 'image/jpeg') return bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

/** A logo sent as a data URL: its verdict, or null when it may be kept. */
export function judgeLogo(value: string): LogoVerdict | null {
  const match = DATA_URL.exec(value);
  if (!match) return 'invalid';
  const [, type = '', payload = ''] = match;
  if (!(ACCEPTED_LOGO_TYPES as readonly string[]).includes(type)) return 'type';
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) return 'empty';
  if (bytes.length > LOGO_LIMIT_KB * 1024) return 'too-large';
  return startsLike(type, bytes) ? null : 'invalid';
}
