import { describe, expect, it } from 'vitest';
import { tokenReceived } from '../features/auth/auth-slice';
import { profileReceived } from '../features/auth/profile-slice';
import { feedPageReceived } from '../features/community/community-slice';
import { historyReceived } from '../features/history/history-slice';
import { subscriptionReceived, subscriptionRemoved } from '../features/premium/subscription-slice';
import { apiHeaders } from './base-api';
import { PENDING_ACTION_KEY, PROFILE_KEY, TOKEN_KEY } from './credentials';
import { logout, makeStore, persistConfigFor, whenRehydrated } from './make-store';
import { STORED_PROFILE_FIELDS } from './stored-profile';
import { memoryStorage } from '../../tests/site/memory-storage';

const profile = { user_id: 'u1', email: 'a@b.c', first_name: 'Ana', last_name: 'B', username: '', is_premium: false, user_types: [] };

describe('store rules (ARCHITECTURE section 4)', () => {
  it('persists under key root, version 0, the user branch only, timeout 5000', () => {
    const config = persistConfigFor(memoryStorage());
    expect(config).toMatchObject({ key: 'root', version: 0, whitelist: ['user'], timeout: 5000 });
  });

  it('is logged in exactly when a non-empty token is set', () => {
    const { store } = makeStore(memoryStorage());
    expect(store.getState().user.auth).toEqual({ token: null, isLoggedIn: false });
    store.dispatch(tokenReceived('abc'));
    expect(store.getState().user.auth).toEqual({ token: 'abc', isLoggedIn: true });
    store.dispatch(tokenReceived('  '));
    expect(store.getState().user.auth).toEqual({ token: null, isLoggedIn: false });
  });

  it('writes only the user branch to storage, with the token and profile beside it', async () => {
    const storage = memoryStorage();
    const handle = makeStore(storage);
    await whenRehydrated(handle);
    handle.store.dispatch(tokenReceived('abc'));
    handle.store.dispatch(profileReceived(profile));
    handle.store.dispatch(feedPageReceived({ results: [{ uuid: 'p1' }], next: null }));
    await handle.persistor.flush();
    const persisted = JSON.parse(storage.map.get('persist:root')!);
    expect(Object.keys(persisted).sort()).toEqual(['_persist', 'user']);
    expect(JSON.parse(persisted.user).auth.token).toBe('abc');
    expect(storage.map.get(TOKEN_KEY)).toBe('abc');
    expect(JSON.parse(storage.map.get(PROFILE_KEY)!)).toEqual({ user_id: 'u1', username: '', is_premium: false, user_types: [] });
  });

  it('keeps the token in storage, never the e-mail address or other personal fields', async () => {
    const storage = memoryStorage();
    const handle = makeStore(storage);
    await whenRehydrated(handle);
    const full = { ...profile, id: 'u1', email: 'ana.lopez@example.com', pending_email: 'new.ana@example.com', first_name: 'Anabel', last_name: 'Lopez-Garcia', biography: 'Baker in Seville', instagram_profile: '@anabakes', chosen_country: 'ES', followers_count: 3 };
    handle.store.dispatch(tokenReceived('t0k'));
    handle.store.dispatch(profileReceived(full));
    await handle.persistor.flush();
    // In memory the page has everything; storage has the token and what identifies nobody.
    expect(handle.store.getState().user.info).toEqual(full);
    const everything = [...storage.map.values()].join('\n');
    for (const personal of ['ana.lopez@example.com', 'new.ana@example.com', 'Anabel', 'Lopez-Garcia', 'Baker in Seville', '@anabakes', '"ES"']) {
      expect(everything).not.toContain(personal);
    }
    const user = JSON.parse(JSON.parse(storage.map.get('persist:root')!).user);
    expect(user.auth).toEqual({ token: 't0k', isLoggedIn: true });
    expect(user.info).toEqual({ id: 'u1', user_id: 'u1', username: '', is_premium: false, user_types: [], followers_count: 3 });
    expect(Object.keys(user.info).every((field) => (STORED_PROFILE_FIELDS as readonly string[]).includes(field))).toBe(true);
    expect(storage.map.get(TOKEN_KEY)).toBe('t0k');
  });

  it('logout clears token, flag, stored credentials and the community slice', async () => {
    const storage = memoryStorage();
    const handle = makeStore(storage);
    await whenRehydrated(handle);
    handle.store.dispatch(tokenReceived('abc'));
    handle.store.dispatch(profileReceived(profile));
    handle.store.dispatch(feedPageReceived({ results: [{ uuid: 'p1' }], next: 'https://x/posts?cursor=c2' }));
    expect(handle.store.getState().community.cursor).toBe('c2');
    storage.setItem(PENDING_ACTION_KEY, '{"kind":"favourite","recipeId":"r1","at":1}');
    await logout(handle);
    const state = handle.store.getState();
    expect(state.user.auth).toEqual({ token: null, isLoggedIn: false });
    expect(state.user.info).toBeNull();
    expect(state.community).toEqual({ posts: [], next: null, cursor: null });
    expect(storage.map.has(TOKEN_KEY)).toBe(false);
    expect(storage.map.has(PROFILE_KEY)).toBe(false);
    expect(storage.map.has(PENDING_ACTION_KEY)).toBe(false);
    expect(storage.map.get('persist:root')).not.toContain('abc');
  });

  it('keeps the recipe history most recent first, replaced on update', () => {
    const { store } = makeStore(memoryStorage());
    store.dispatch(historyReceived([{ id: 'a', last_view: '2026-01-01T10:00:00Z' }, { id: 'b', last_view: '2026-03-01T10:00:00Z' }]));
    store.dispatch(historyReceived([{ id: 'c', last_view: '2026-02-01T10:00:00Z' }, { id: 'd', last_view: '2026-05-01T10:00:00Z' }]));
    expect(store.getState().user.recipeViews.map((v: { id: string }) => v.id)).toEqual(['d', 'c']);
  });

  it('appends community pages and records the next cursor', () => {
    const { store } = makeStore(memoryStorage());
    store.dispatch(feedPageReceived({ results: [{ uuid: 'p1' }], next: '/v1/community/posts?cursor=abc' }));
    store.dispatch(feedPageReceived({ results: [{ uuid: 'p2' }], next: null }));
    expect(store.getState().community).toEqual({ posts: [{ uuid: 'p1' }, { uuid: 'p2' }], next: null, cursor: null });
  });
});

describe('API headers', () => {
  it('sends Accept-Language always and the Bearer+Email token only when there is one', () => {
    const anonymous = apiHeaders(new Headers(), { site: { locale: 'fr' }, user: { auth: { token: null } } });
    expect(anonymous.get('Accept-Language')).toBe('fr-FR');
    expect(anonymous.has('Authorization')).toBe(false);
    const member = apiHeaders(new Headers(), { site: { locale: 'es-mx' }, user: { auth: { token: 't0k' } } });
    // The page on screen decides: a French page asks in French whatever the store says.
    expect(apiHeaders(new Headers(), { site: { locale: 'en-us' }, user: { auth: { token: null } } }, '/fr/connexion/').get('Accept-Language')).toBe('fr-FR');
    expect(member.get('Authorization')).toBe('Bearer+Email t0k');
    expect(member.get('Accept-Language')).toBe('es-MX');
    // A call with its own token (an e-mailed reset link) keeps it.
    const link = apiHeaders(new Headers({ Authorization: 'Bearer+Email link' }), { site: { locale: 'fr' }, user: { auth: { token: 't0k' } } });
    expect(link.get('Authorization')).toBe('Bearer+Email link');
  });

  it('merges the subscription from each payload, null once removed or logged out, never persisted', async () => {
    const storage = memoryStorage();
    const handle = makeStore(storage);
    await whenRehydrated(handle);
    const { store } = handle;
    store.dispatch(subscriptionReceived({ id: 's1', type: 'monthly', expires_date_ms: 10 }));
    store.dispatch(subscriptionReceived({ type: 'yearly', cancellation_date_ms: 5 }));
    expect(store.getState().subscription).toMatchObject({ id: 's1', type: 'yearly', expires_date_ms: 10, cancellation_date_ms: 5 });
    store.dispatch(subscriptionRemoved());
    expect(store.getState().subscription).toBeNull();
    store.dispatch(subscriptionReceived({ id: 's2' }));
    await handle.persistor.flush();
    expect(storage.map.get('persist:root')).not.toContain('s2');
    await logout(handle);
    expect(store.getState().subscription).toBeNull();
  });
});
