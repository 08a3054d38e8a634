import type {
  AuthGateway,
  Credentials,
  LinkedUsers,
  SessionActivity,
} from '../../src/application/access/auth-gateway';
import type { GatewayFailure } from '../../src/application/platform/gateway-failure';
import type { Navigator } from '../../src/application/platform/navigator';
import type { Notice, Notifier } from '../../src/application/platform/notifier';
import type { AuthStatus, SessionStore } from '../../src/application/session/session-store';
import type { ThemePainter } from '../../src/application/theme/theme-painter';
import type { SignInAnswer } from '../../src/domain/access/sign-in';
import type { User } from '../../src/domain/access/user';
import type { Result } from '../../src/domain/shared/result';
import { fail, ok } from '../../src/domain/shared/result';
import type { Theme } from '../../src/domain/theme/theme';
import { standardTheme } from '../../src/domain/theme/theme';

/** A hand-written AuthGateway: answers are set per test, calls are recorded. */
export class FakeAuthGateway implements AuthGateway {
  signInAnswer: Result<SignInAnswer, GatewayFailure> = fail({ kind: 'network', told: true });
  verifyAnswer: Result<SignInAnswer, GatewayFailure> = fail({ kind: 'network', told: true });
  ssoAnswer: Result<SignInAnswer, GatewayFailure> = fail({ kind: 'network', told: true });
  switchAnswer: Result<SignInAnswer, GatewayFailure> = fail({ kind: 'network', told: true });
  smsAnswer: Result<string, GatewayFailure> = ok('+31 6 •• •• •0 01');
  activity: Result<SessionActivity, GatewayFailure> = ok({ lastActivity: 0, idleTimeoutMs: 1_800_000 });
  keepAliveAnswer: Result<void, GatewayFailure> = ok(undefined);
  lastMethod: 'authenticator' | 'sms' | null = null;
  lastToken: string | null = null;
  lastSwitch: string | null = null;
  current: Result<User | null, GatewayFailure> = ok(null);
  linked: Result<LinkedUsers, GatewayFailure> = ok({ users: [], onlyShowRoleLinkedUsers: false });
  readonly calls: string[] = [];
  /** The signal each read was given, in call order. */
  readonly signals: (AbortSignal | undefined)[] = [];
  lastCredentials: Credentials | null = null;
  lastCode: string | null = null;

  signIn(credentials: Credentials) {
    this.calls.push('signIn');
    this.lastCredentials = credentials;
    return Promise.resolve(this.signInAnswer);
  }
  verifySecondFactor(method: 'authenticator' | 'sms', code: string) {
    this.calls.push('verifySecondFactor');
    this.lastMethod = method;
    this.lastCode = code;
    return Promise.resolve(this.verifyAnswer);
  }
  sendSignInSms() {
    this.calls.push('sendSignInSms');
    return Promise.resolve(this.smsAnswer);
  }
  ssoSignIn(token: string) {
    this.calls.push('ssoSignIn');
    this.lastToken = token;
    return Promise.resolve(this.ssoAnswer);
  }
  switchUser(id: string) {
    this.calls.push('switchUser');
    this.lastSwitch = id;
    return Promise.resolve(this.switchAnswer);
  }
  lastActivity(signal?: AbortSignal) {
    this.calls.push('lastActivity');
    this.signals.push(signal);
    return Promise.resolve(this.activity);
  }
  currentUser(signal?: AbortSignal) {
    this.calls.push('currentUser');
    this.signals.push(signal);
    return Promise.resolve(this.current);
  }
  signOut() {
    this.calls.push('signOut');
    return Promise.resolve(ok(undefined));
  }
  keepAlive() {
    this.calls.push('keepAlive');
    return Promise.resolve(this.keepAliveAnswer);
  }
  refreshSession() {
    this.calls.push('refreshSession');
    return Promise.resolve(this.keepAliveAnswer);
  }
  linkedUsers(signal?: AbortSignal) {
    this.calls.push('linkedUsers');
    this.signals.push(signal);
    return Promise.resolve(this.linked);
  }
}

export class FakeSessionStore implements SessionStore {
  status: AuthStatus = 'loading';
  user: User | null = null;
  unreachable = false;
  clears = 0;
  signIn(user: User): void {
    this.user = user;
    this.status = 'authenticated';
  }
  clear(): void {
    this.user = null;
    this.status = 'unauthenticated';
    this.clears += 1;
  }
  setUnreachable(unreachable: boolean): void {
    this.unreachable = unreachable;
  }
}

export class FakeNavigator implements Navigator {
  readonly visited: string[] = [];
  constructor(private path = '/') {}
  goTo(path: string): void {
    this.visited.push(path);
    this.path = path;
  }
  currentPath(): string {
    return this.path;
  }
}

export class FakeThemePainter implements ThemePainter {
  current: Theme = standardTheme;
  readonly applied: Theme[] = [];
  resets = 0;
  apply(theme: Theme): void {
    this.current = theme;
    this.applied.push(theme);
  }
  reset(): void {
    this.resets += 1;
    this.current = standardTheme;
  }
}

export class RecordingNotifier implements Notifier {
  readonly notices: Notice[] = [];
  notify(notice: Notice): void {
    this.notices.push(notice);
  }
}

export class FakeSessionBroadcast {
  announced = 0;
  private listeners: (() => void)[] = [];
  announceSignOut(): void {
    this.announced += 1;
  }
  onSignOut(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((candidate) => candidate !== listener));
  }
  /** Another tab signed out. */
  otherTabSignedOut(): void {
    for (const listener of this.listeners) listener();
  }
}
