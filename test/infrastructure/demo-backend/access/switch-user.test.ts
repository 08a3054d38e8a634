import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkedUsersSchema } from '../../../../src/infrastructure/access/auth-schemas';
import { USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { demoClient, errorBody, signInAnswer } from '../demo-client';

const idOf = (username: string) => USERS.find((user) => user.username === username)?.id ?? '';

describe('linked accounts on the demo backend', () => {
  it('lists the linked accounts with whether each has a role', async () => {
    const client = demoClient();
    await client.signIn('linked');
    const linked = v.parse(LinkedUsersSchema, (await client.get('/api/external/v2/users/linked-users')).json);
    expect(linked.data.map(({ username, hasRole }) => [username, hasRole])).toEqual([
      ['linked.rivierenland', true],
      ['linked.vanderlinden', false],
    ]);
  });

  it('switches the session to a linked account, second factor done', async () => {
    const client = demoClient();
    await client.signIn('linked');
    const switched = signInAnswer(await client.post(`/api/auth/switchUser/${idOf('linked.rivierenland')}`));
    expect(switched).toMatchObject({ twoFactorTokenVerified: true, secondFactor: null });
    expect(switched.user?.username).toBe('linked.rivierenland');
    expect((await client.currentUser())?.username).toBe('linked.rivierenland');
    // The switched-to account has its own links, which lead back.
    expect((await client.post(`/api/auth/switchUser/${idOf('linked')}`)).status).toBe(200);
    expect((await client.currentUser())?.username).toBe('linked');
  });

  it('refuses an account that is not linked, and a session that is not signed in', async () => {
    const client = demoClient();
    const anonymous = await client.post(`/api/auth/switchUser/${idOf('linked.rivierenland')}`);
    expect(anonymous.status).toBe(401);
    await client.signIn('linked');
    const refused = await client.post(`/api/auth/switchUser/${idOf('admin')}`, undefined, 'en');
    expect([refused.status, errorBody(refused)]).toEqual([
      403,
      { message: 'This account is not linked to yours.', code: 'not_linked' },
    ]);
    expect((await client.currentUser())?.username).toBe('linked');
  });
});
