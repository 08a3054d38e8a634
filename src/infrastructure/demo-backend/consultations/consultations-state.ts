/** The consultation hour's part of the state. */
export interface ConsultationsState {
  /** The administrator's settings of the consultation hour. */
  consultationSettings: { lateAfterMinutes: number };
  /** The last agenda change the no-show follow-up has followed (no-show-follow-up.ts). */
  noShowCursor: number;
}
