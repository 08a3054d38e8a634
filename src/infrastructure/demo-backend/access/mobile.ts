/**
 * Dutch mobile numbers as the two-factor setup accepts them: +316 or 06 followed by eight digits.
 * Spaces and dashes people type between the digits are ignored.
 */
export function normalizeDutchMobile(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const match = /^(?:\+316|06)(\d{8})$/.exec(input.replace(/[\s-]/g, ''));
  return match ? `+316${match[1]}` : null;
}

/**
 * Shows only the last three digits, so a screen or an answer never reveals the whole number:
 * +31612345001 becomes `+31 6 •• •• •0 01`.
 */
export function maskMobile(mobile: string): string {
  const local = /^\+316(\d{8})$/.exec(mobile)?.[1];
  if (!local) return `•••• ${mobile.slice(-3)}`;
  const masked = `•••••${local.slice(5)}`;
  return `+31 6 ${masked.slice(0, 2)} ${masked.slice(2, 4)} ${masked.slice(4, 6)} ${masked.slice(6)}`;
}
