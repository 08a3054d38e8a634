import type { SessionStore } from '../session/session-store';
import type { AgendaChange, AgendaChangeFeed, AgendaFeedEvent } from './agenda-change-feed';

/**
 * Follows what other people change in the agenda. The reader's own changes are left out: the screen
 * that made one shows it already, and a mark "changed by you" would only distract.
 */
export class FollowAgendaChanges {
  constructor(
    private readonly feed: AgendaChangeFeed,
    private readonly session: SessionStore,
  ) {}

  /** Tells `listener` of others' changes until the returned function is called. */
  execute(listener: (event: AgendaFeedEvent) => void): () => void {
    return this.feed.follow((event) => {
      if (event.type === 'reload') return listener(event);
      const own = this.session.user?.id ?? null;
      const changes = event.changes.filter((change) => change.by.id !== own);
      if (changes.length > 0) listener({ type: 'changes', changes });
    });
  }

  /**
   * Tells `listener` of the reader's own changes as the back office records them (a cancellation
   * made in the agenda, a move), for what acts on them: the time they free, say.
   */
  own(listener: (changes: readonly AgendaChange[]) => void): () => void {
    return this.feed.follow((event) => {
      if (event.type === 'reload') return;
      const own = this.session.user?.id ?? null;
      const changes = event.changes.filter((change) => own !== null && change.by.id === own);
      if (changes.length > 0) listener(changes);
    });
  }
}
