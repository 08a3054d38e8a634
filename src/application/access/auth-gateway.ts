import { token } from '../platform/token';
import type { SignInAnswer } from '../../domain/access/sign-in';
import type { User } from '../../domain/access/user';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

export interface LinkedUser {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly employerName: string | null;
  readonly hasRole: boolean;
}

export interface SessionActivity {
  /** When the server last saw the user, in epoch milliseconds. */
  readonly lastActivity: number;
  readonly idleTimeoutMs: number;
}

export interface LinkedUsers {
  readonly users: readonly LinkedUser[];
  readonly onlyShowRoleLinkedUsers: boolean;
}

export const AuthGateway = token<AuthGateway>('AuthGateway');
/** The backend's authentication calls (spec section 7, Auth). Reads take the caller's signal to cancel them. */
export interface AuthGateway {
  /** Checks credentials and opens a session. */
  signIn(credentials: Credentials): Promise<Result<SignInAnswer, GatewayFailure>>;
  /** Confirms the second factor of a session that passed the password step. */
  verifySecondFactor(
    method: 'authenticator' | 'sms',
    code: string,
  ): Promise<Result<SignInAnswer, GatewayFailure>>;
  /** Sends a new SMS code for the pending sign-in; returns the masked number it went to. */
  sendSignInSms(): Promise<Result<string, GatewayFailure>>;
  /** Signs in with a single sign-on token. */
  ssoSignIn(token: string): Promise<Result<SignInAnswer, GatewayFailure>>;
  /** Moves the session to a linked account. */
  switchUser(id: string): Promise<Result<SignInAnswer, GatewayFailure>>;
  /** When the server last saw the user and how long it waits before ending the session. */
  lastActivity(signal?: AbortSignal): Promise<Result<SessionActivity, GatewayFailure>>;
  /** The user of the current session, or null when nobody is signed in. */
  currentUser(signal?: AbortSignal): Promise<Result<User | null, GatewayFailure>>;
  /** Closes the session on the server. */
  signOut(): Promise<Result<void, GatewayFailure>>;
  /** Tells the server the user is still active. */
  keepAlive(): Promise<Result<void, GatewayFailure>>;
  /** Renews the session when the user chooses to stay signed in. */
  refreshSession(): Promise<Result<void, GatewayFailure>>;
  /** The accounts the signed-in user may switch to. */
  linkedUsers(signal?: AbortSignal): Promise<Result<LinkedUsers, GatewayFailure>>;
}
