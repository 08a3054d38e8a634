import { withChoice } from '../../domain/search/recent-choices';
import type { SearchHit } from '../../domain/search/search-hit';
import type { SessionStore } from '../session/session-store';

/**
 * What the signed-in user chose from the search lately, newest first, offered when the field is
 * empty. Kept in memory only, never in the browser's storage: it names people and cases, and a page
 * loaded afresh or another user starts with none.
 */
export class RecentSearchChoices {
  private userId: string | null = null;
  private choices: readonly SearchHit[] = [];

  constructor(private readonly session: SessionStore) {}

  /** The current user's recent choices. */
  list(): readonly SearchHit[] {
    return this.ownerIsCurrent() ? this.choices : [];
  }

  /** Puts a chosen hit first. */
  remember(hit: SearchHit): void {
    const current = this.session.user?.id ?? null;
    if (current === null) return;
    this.choices = withChoice(this.ownerIsCurrent() ? this.choices : [], hit);
    this.userId = current;
  }

  private ownerIsCurrent(): boolean {
    return this.userId !== null && this.userId === (this.session.user?.id ?? null);
  }
}
