import { token } from '../platform/token';
export const SessionBroadcast = token<SessionBroadcast>('SessionBroadcast');
/** Tells the portal's other open tabs about a sign-out, and hears theirs. */
export interface SessionBroadcast {
  announceSignOut(): void;
  /** Calls the listener when another tab signs out; returns the function that stops listening. */
  onSignOut(listener: () => void): () => void;
}
