import { makeAutoObservable } from 'mobx';
import type { GuardNavigation } from '../../application/access/guard-navigation';
import type { RestoreSession } from '../../application/access/restore-session';
import type { SessionStore } from '../../application/session/session-store';
import type { GuardDecision, NavigationRequest } from '../../domain/access/navigation-guard';

/**
 * Runs the guard pipeline when the user navigates (and once the session check has answered), and
 * remembers the decision for the location it was made for.
 */
export class NavigationGateViewModel {
  decision: GuardDecision | null = null;
  decidedFor: string | null = null;
  private decidedPath: string | null = null;

  constructor(
    private readonly guard: GuardNavigation,
    private readonly session: SessionStore,
    private readonly restore: RestoreSession,
  ) {
    makeAutoObservable<NavigationGateViewModel, 'guard' | 'session' | 'restore' | 'decidedPath'>(this, {
      decidedPath: true,
      guard: false,
      session: false,
      restore: false,
    });
  }

  /** The server could not be reached to check the session: the user stays here, with a retry. */
  get unreachable(): boolean {
    return this.session.unreachable;
  }

  retry(): Promise<void> {
    return this.restore.execute();
  }

  get sessionChecked(): boolean {
    return this.session.status !== 'loading';
  }

  /**
   * The decision for this navigation, or null while it is not made yet. A page the guard allows shows at
   * once, in the same render as the address change: the guard is a rule of the session and the path,
   * so the signed-in frame around the pages stays mounted from one page to the next (and a key pressed
   * meanwhile is not lost). A move elsewhere waits for `navigated`, which carries it out.
   */
  decisionFor(locationKey: string, request?: NavigationRequest): GuardDecision | null {
    if (this.decidedFor === locationKey) return this.decision;
    // A new address on the same path (a screen writing its filters or date) keeps the screen shown
    // while its own decision is made, rather than mounting it afresh and losing what is open there.
    if (request !== undefined && this.decision?.kind === 'allow' && this.decidedPath === request.pathname)
      return this.decision;
    if (request === undefined) return null;
    const decided = this.guard.decide(request);
    return decided?.kind === 'allow' ? decided : null;
  }

  navigated(locationKey: string, request: NavigationRequest): void {
    const decision = this.guard.decide(request);
    if (!decision) return;
    this.decision = decision;
    this.decidedFor = locationKey;
    this.decidedPath = request.pathname;
    if (decision.kind === 'redirect' || decision.kind === 'enter-portal') this.guard.enact(decision);
  }
}
