import type { OutboxMessage } from './platform-state';
import type { Kit } from './route-kit';

/** Enough to read back the latest messages, without letting the state file grow without end. */
const OUTBOX_LIMIT = 100;

/**
 * Stands in for the mail and SMS gateways: the message is kept for GET /api/__demo/outbox and printed
 * on one line, so someone trying the demo sees their code or link in the terminal.
 */
export function deliver(
  kit: Kit,
  message: Pick<OutboxMessage, 'channel' | 'to' | 'subject' | 'body' | 'attachments'>,
): void {
  kit.store.change((state) => {
    const id = (state.outbox.at(-1)?.id ?? 0) + 1;
    state.outbox.push({ ...message, id, createdAt: new Date(kit.now()).toISOString() });
    state.outbox.splice(0, Math.max(0, state.outbox.length - OUTBOX_LIMIT));
  });
  const text = message.subject ? `${message.subject}: ${message.body}` : message.body;
  const attached = message.attachments?.length
    ? ` [${message.attachments.map((file) => file.fileName).join(', ')}]`
    : '';
  kit.print(`[outbox] ${message.channel} to ${message.to}: ${text.replace(/\s+/g, ' ')}${attached}`);
}
