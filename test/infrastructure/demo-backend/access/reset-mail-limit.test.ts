import { describe, expect, it } from 'vitest';
import {
  RESET_MAIL_LIMIT,
  RESET_MAIL_WINDOW_MS,
} from '../../../../src/infrastructure/demo-backend/access/password-routes';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';

const forgot = (client: DemoClient, username: string) =>
  client.post(`/api/external/password/forgot/?username=${encodeURIComponent(username)}`, undefined, 'en');

const mailsTo = (client: DemoClient, address: string) =>
  client.outbox().filter((message) => message.channel === 'email' && message.to === address);

describe('password-reset mails', () => {
  it('go to one account at most three times in fifteen minutes, while every request is answered alike', async () => {
    const client = demoClient();
    const answers: unknown[] = [];
    for (let request = 0; request < RESET_MAIL_LIMIT + 3; request++) {
      const answer = await forgot(client, 'planner');
      answers.push([answer.status, answer.json]);
      client.advance(60_000);
    }
    const unknown = await forgot(client, 'nobody.here');
    expect(
      new Set([...answers, [unknown.status, unknown.json]].map((answer) => JSON.stringify(answer))).size,
    ).toBe(1);
    const planner = client.outbox()[0]?.to ?? '';
    expect(mailsTo(client, planner)).toHaveLength(RESET_MAIL_LIMIT);

    // Another account has a share of its own.
    await forgot(client, 'admin');
    expect(client.outbox()).toHaveLength(RESET_MAIL_LIMIT + 1);

    // Once the first mail is fifteen minutes old, one more may go.
    client.advance(RESET_MAIL_WINDOW_MS - (RESET_MAIL_LIMIT + 3) * 60_000);
    await forgot(client, 'planner');
    expect(mailsTo(client, planner)).toHaveLength(RESET_MAIL_LIMIT + 1);
    await forgot(client, 'planner');
    expect(mailsTo(client, planner)).toHaveLength(RESET_MAIL_LIMIT + 1);
  });
});
