import { token } from '../platform/token';
export const UserActivity = token<UserActivity>('UserActivity');
/** The user doing something in the portal (a key, a click, a touch). */
export interface UserActivity {
  /** Calls the listener on activity; returns the function that stops listening. */
  onActivity(listener: () => void): () => void;
}
