/**
 * Why a call to the backend did not give a usable answer. Adapters produce these; use cases map them to
 * their own string-coded errors. The HTTP adapter has already told the user (toast) by the time a use
 * case sees one.
 */
export type GatewayFailure =
  | {
      readonly kind: 'rejected';
      readonly status: number;
      readonly message: string;
      readonly code: string | null;
      readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
    }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'network' }
  | { readonly kind: 'malformed' };
