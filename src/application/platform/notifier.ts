import { token } from './token';
export type NoticeType = 'info' | 'success' | 'warning' | 'error';

export interface Notice {
  readonly type: NoticeType;
  /** A translation key, or text the server wrote (its own message). */
  readonly title: string;
  /** Values for the key's placeholders. */
  readonly values?: Readonly<Record<string, string | number>>;
  /** When true the title is shown as it is rather than translated. */
  readonly verbatim?: boolean;
  /** A button in the message (undo a move): its label as a translation key, and what it does. */
  readonly action?: { readonly label: string; readonly run: () => void };
}

export const Notifier = token<Notifier>('Notifier');
/** Shows the user a short message (the toast area of spec section 2). */
export interface Notifier {
  notify(notice: Notice): void;
}
