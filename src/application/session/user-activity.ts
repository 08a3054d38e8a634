export const UserActivity = Symbol('UserActivity');
/** The user doing something in the portal (a key, a click, a touch). */
export interface UserActivity {
  /** Calls the listener on activity; returns the function that stops listening. */
  onActivity(listener: () => void): () => void;
}
