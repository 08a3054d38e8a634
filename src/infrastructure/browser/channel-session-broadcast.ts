import type { SessionBroadcast } from '../../application/session/session-broadcast';

const CHANNEL = 'portal-session';

/** Sign-out across tabs over a BroadcastChannel (no web storage involved). */
export class ChannelSessionBroadcast implements SessionBroadcast {
  private readonly channel: BroadcastChannel | null;

  constructor() {
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  }

  announceSignOut(): void {
    this.channel?.postMessage({ type: 'signed-out' });
  }

  onSignOut(listener: () => void): () => void {
    const channel = this.channel;
    if (!channel) return () => undefined;
    const handle = (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'signed-out')
        listener();
    };
    channel.addEventListener('message', handle);
    return () => channel.removeEventListener('message', handle);
  }
}
