import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../api/engines';
import { PASSWORD, auth, signUp } from '../api/members';
import { authApi } from '../../src/features/auth/auth-api';
import { tokenReceived } from '../../src/store/auth-slice';
import { PROFILE_KEY, TOKEN_KEY } from '../../src/store/credentials';
import { makeStore, whenRehydrated } from '../../src/store/make-store';
import { sessionApi } from '../../src/store/session-api';
import { memoryStorage } from './memory-storage';

/** The store against a real API server: what a reload restores, and what a dead token does. */
describe('the stored session against the API', () => {
  let server: Awaited<ReturnType<typeof testApp>>;
  let apiBaseUrl: string;

  beforeAll(async () => {
    server = await testApp('pglite', { listen: true });
    apiBaseUrl = `${server.url}/v1`;
  });
  afterAll(() => server.close());

  async function loggedInStore(storage = memoryStorage()) {
    const member = await signUp(server.app);
    const handle = makeStore(storage, { apiBaseUrl });
    await whenRehydrated(handle);
    handle.store.dispatch(tokenReceived(member.token));
    await handle.store.dispatch(sessionApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
    await handle.persistor.flush();
    return { ...member, handle, storage };
  }

  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(condition()).toBe(true);
  };

  it('after a reload, fetches the profile the storage did not keep', async () => {
    const { email, storage, handle } = await loggedInStore();
    expect(handle.store.getState().user.info?.email).toBe(email);
    expect(storage.map.get('persist:root')).not.toContain(email);

    const reloaded = makeStore(storage, { apiBaseUrl });
    await whenRehydrated(reloaded);
    expect(reloaded.store.getState().user.auth.isLoggedIn).toBe(true);
    await until(() => reloaded.store.getState().user.info?.email === email);
    expect(reloaded.store.getState().user.info).toMatchObject({ first_name: 'Ana', last_name: 'Lopez' });
  });

  it('logs out when the token was signed out from another device', async () => {
    const { token, storage, handle } = await loggedInStore();
    await server.app.inject({ method: 'POST', url: '/v1/email/logout', headers: auth(token) });

    await handle.store.dispatch(sessionApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
    expect(handle.store.getState().user.auth).toEqual({ token: null, isLoggedIn: false });
    expect(handle.store.getState().user.info).toBeNull();
    expect(storage.map.has(TOKEN_KEY)).toBe(false);
    expect(storage.map.has(PROFILE_KEY)).toBe(false);
  });

  it('finds a token that died while the page was closed, on reload', async () => {
    const { token, storage } = await loggedInStore();
    await server.app.inject({ method: 'POST', url: '/v1/email/logout', headers: auth(token) });
    const reloaded = makeStore(storage, { apiBaseUrl });
    await whenRehydrated(reloaded);
    await until(() => !reloaded.store.getState().user.auth.isLoggedIn);
    expect(storage.map.has(TOKEN_KEY)).toBe(false);
  });

  it('stays logged in when a call with a token of its own is refused (an expired e-mailed link)', async () => {
    const { token, email, handle } = await loggedInStore();
    const result = await handle.store.dispatch(
      authApi.endpoints.resetPassword.initiate({ token: 'x'.repeat(43), password: 'Poireau!2027' }),
    );
    // The link's token went out, not the stored one: the member's own password is unchanged.
    expect(result.error).toMatchObject({ status: 401 });
    expect(handle.store.getState().user.auth.token).toBe(token);
    const stillWorks = await server.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email, password: PASSWORD },
    });
    expect(stillWorks.statusCode).toBe(200);
    // A refused login (wrong password) is not a dead session either.
    const login = await handle.store.dispatch(
      authApi.endpoints.login.initiate({ email: 'nobody@example.com', password: 'Wrong!2026' }),
    );
    expect(login.error).toMatchObject({ status: 401 });
    expect(handle.store.getState().user.auth.token).toBe(token);
    expect(handle.store.getState().user.info).not.toBeNull();
  });
});
