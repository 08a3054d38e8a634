import type { UserActivity } from '../../application/session/user-activity';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Activity as the document sees it: keys, clicks, touches and scrolling. */
export class DomUserActivity implements UserActivity {
  constructor(private readonly target: Pick<Document, 'addEventListener' | 'removeEventListener'>) {}

  onActivity(listener: () => void): () => void {
    const handle = () => listener();
    for (const type of EVENTS) this.target.addEventListener(type, handle, { passive: true, capture: true });
    return () => {
      for (const type of EVENTS) this.target.removeEventListener(type, handle, { capture: true });
    };
  }
}
