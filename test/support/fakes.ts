import type { AuthGateway, Credentials, LinkedUsers } from '../../src/application/auth/auth-gateway';
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
  signInAnswer: Result<SignInAnswer, GatewayFailure> = fail({ kind: 'network' });
  verifyAnswer: Result<SignInAnswer, GatewayFailure> = fail({ kind: 'network' });
  current: Result<User | null, GatewayFailure> = ok(null);
  linked: Result<LinkedUsers, GatewayFailure> = ok({ users: [], onlyShowRoleLinkedUsers: false });
  readonly calls: string[] = [];
  lastCredentials: Credentials | null = null;
  lastCode: string | null = null;

  signIn(credentials: Credentials) {
    this.calls.push('signIn');
    this.lastCredentials = credentials;
    return Promise.resolve(this.signInAnswer);
  }
  verifySecondFactor(code: string) {
    this.calls.push('verifySecondFactor');
    this.lastCode = code;
    return Promise.resolve(this.verifyAnswer);
  }
  currentUser() {
    this.calls.push('currentUser');
    return Promise.resolve(this.current);
  }
  signOut() {
    this.calls.push('signOut');
    return Promise.resolve(ok(undefined));
  }
  keepAlive() {
    this.calls.push('keepAlive');
    return Promise.resolve(ok(undefined));
  }
  linkedUsers() {
    this.calls.push('linkedUsers');
    return Promise.resolve(this.linked);
  }
}

export class FakeSessionStore implements SessionStore {
  status: AuthStatus = 'loading';
  user: User | null = null;
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
