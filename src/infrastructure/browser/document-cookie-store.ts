import type { CookieOptions, CookieStore } from '../../application/platform/cookie-store';

/** Cookies through document.cookie; a plain object stands in for the document in tests. */
export class DocumentCookieStore implements CookieStore {
  constructor(private readonly doc: { cookie: string } = document) {}

  get(name: string): string | null {
    for (const part of this.doc.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === encodeURIComponent(name)) {
        try {
          return decodeURIComponent(rest.join('='));
        } catch {
          return null;
        }
      }
    }
    return null;
  }

  set(name: string, value: string, options: CookieOptions): void {
    const sameSite = options.sameSite === 'strict' ? 'Strict' : 'Lax';
    this.doc.cookie =
      `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${options.maxAge}; ` +
      `Path=${options.path ?? '/'}; SameSite=${sameSite}`;
  }

  remove(name: string): void {
    this.doc.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}
