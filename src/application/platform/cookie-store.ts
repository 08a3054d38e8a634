import { token } from './token';
export interface CookieOptions {
  /** Lifetime in seconds. */
  readonly maxAge: number;
  readonly path?: string;
  readonly sameSite?: 'lax' | 'strict';
}

export const CookieStore = token<CookieStore>('CookieStore');
/** The browser's cookies, readable by script (never the session cookie, which the server keeps httpOnly). */
export interface CookieStore {
  get(name: string): string | null;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string): void;
}
