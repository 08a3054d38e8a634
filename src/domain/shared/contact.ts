/**
 * Contact details as the portal's forms check them (spec section 5: a valid e-mail address, a valid
 * mobile number, a valid phone number). Dutch numbers: a phone number is 0 or +31 followed by nine
 * digits; a mobile number is one whose first of those nine is a 6. Spaces, dashes and brackets are
 * allowed between digits.
 */

/** An e-mail address: one @, a dot in the domain, no spaces, at most 254 characters. */
export function isEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim()) && text.trim().length <= 254;
}

const digitsOf = (text: string) => text.replace(/[\s\-()]/g, '');

export function isDutchPhone(text: string): boolean {
  return /^(\+31|0031|0)[1-9]\d{8}$/.test(digitsOf(text));
}

export function isDutchMobile(text: string): boolean {
  return /^(\+31|0031|0)6\d{8}$/.test(digitsOf(text));
}
