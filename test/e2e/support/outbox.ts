import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_CONTROL } from './demo-controls';

interface OutboxMessage {
  readonly id: number;
  readonly channel: 'email' | 'sms';
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** The newest message of a channel in the demo backend's outbox, waiting for it to arrive. */
export async function latestMessage(
  request: APIRequestContext,
  channel: 'email' | 'sms',
  after = 0,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/__demo/outbox', { headers: DEMO_CONTROL });
      const body = (await answer.json()) as { data: OutboxMessage[] };
      found = body.data.filter((message) => message.channel === channel && message.id > after).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}

export const codeIn = (message: OutboxMessage): string => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';
export const linkIn = (message: OutboxMessage): string =>
  /(https?:\/\/\S+\/password\/reset-password\/\S+)/.exec(message.body)?.[1] ?? '';
