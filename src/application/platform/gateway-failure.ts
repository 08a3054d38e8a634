/**
 * Why a call to the backend did not give a usable answer. Adapters produce these; use cases map them to
 * their own string-coded errors. `told` says whether the adapter has already told the user (a toast),
 * so a use case adds its own message only where nobody has: one failure, one message.
 */
export type GatewayFailure =
  | {
      readonly kind: 'rejected';
      readonly status: number;
      readonly message: string;
      readonly code: string | null;
      readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
      /** What a refusal names as standing in the way (a clashing appointment): its id and ISO start. */
      readonly inTheWay?: readonly { readonly id: string; readonly start: string | null }[];
      readonly told: boolean;
    }
  /** A 401: the session is over and the user is on the way to /login, told so once. */
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'network'; readonly told: boolean }
  | { readonly kind: 'malformed'; readonly told: boolean }
  /** The caller cancelled the call (a newer load, or the screen went): nothing to tell anyone. */
  | { readonly kind: 'aborted' };

/** Whether the user has heard of this failure already, or needs no word of it. */
export function needsNoMessage(failure: GatewayFailure): boolean {
  return failure.kind === 'unauthorized' || failure.kind === 'aborted' || failure.told;
}
