import { token } from './token';
export const ActivityMonitor = token<ActivityMonitor>('ActivityMonitor');
/** Counts work the user waits for (calls, page loads), so the top loading bar can show it. */
export interface ActivityMonitor {
  /** Marks the start of some work; call the returned function when it ends. */
  begin(): () => void;
}
