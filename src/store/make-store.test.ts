import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { tokenReceived } from './auth-slice';
import { apiHeaders } from './base-api';
import { PENDING_ACTION_KEY, PROFILE_KEY, TOKEN_KEY } from './credentials';
import { logout, makeStore, persistConfigFor, rootReducer, whenRehydrated } from './make-store';
import { type Profile, profileReceived } from './profile-slice';
import { STORED_PROFILE_FIELDS } from './stored-profile';
import { memoryStorage } from '../../tests/site/memory-storage';

/** The member's own profile as GET /v1/profile answers it. */
const profile: Profile = {
  id: 'u1',
  user_id: 'u1',
  email: 'a@b.c',
  first_name: 'Ana',
  last_name: 'B',
  username: '',
  profile_picture: null,
  profile_pic: null,
  cover_image: null,
  last_modified: 1,
  is_premium: false,
  posts_count: 0,
  followed_by_viewer: false,
  followers_count: 0,
  follows_count: 0,
  count_recipes_favorites: 0,
  authored_recipes_count: 0,
  biography: '',
  instagram_profile: '',
  user_types: [],
  tags: [],
  chosen_lang: null,
  chosen_country: null,
  last_recipe_creation_date: null,
  is_optin_newsletter: false,
  show_full_name: false,
  email_validated: false,
  pending_email: null,
};
/** What storage keeps of `profile`: what identifies nobody. */
const storedFields = {
  id: 'u1',
  user_id: 'u1',
  username: '',
  is_premium: false,
  email_validated: false,
  user_types: [],
  chosen_lang: null,
  count_recipes_favorites: 0,
  followers_count: 0,
  follows_count: 0,
  posts_count: 0,
  authored_recipes_count: 0,
};

/** A branch a feature would inject when it loads (the feature slices have their own tests). */
const lazyBranch = createSlice({
  name: 'lazyBranch',
  initialState: [] as string[],
  reducers: { itemAdded: (state, action: { payload: string }) => [...state, action.payload] },
}).injectInto(rootReducer);

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
    handle.store.dispatch(lazyBranch.actions.itemAdded('p1'));
    await handle.persistor.flush();
    expect(lazyBranch.selectSlice(handle.store.getState())).toEqual(['p1']);
    const persisted = JSON.parse(storage.map.get('persist:root')!);
    expect(Object.keys(persisted).sort()).toEqual(['_persist', 'user']);
    expect(JSON.parse(persisted.user).auth.token).toBe('abc');
    expect(storage.map.get(TOKEN_KEY)).toBe('abc');
    expect(JSON.parse(storage.map.get(PROFILE_KEY)!)).toEqual(storedFields);
  });

  it('keeps the token in storage, never the e-mail address or other personal fields', async () => {
    const storage = memoryStorage();
    const handle = makeStore(storage);
    await whenRehydrated(handle);
    const full = {
      ...profile,
      email: 'ana.lopez@example.com',
      pending_email: 'new.ana@example.com',
      first_name: 'Anabel',
      last_name: 'Lopez-Garcia',
      biography: 'Baker in Seville',
      instagram_profile: '@anabakes',
      chosen_country: 'ES',
      followers_count: 3,
    };
    handle.store.dispatch(tokenReceived('t0k'));
    handle.store.dispatch(profileReceived(full));
    await handle.persistor.flush();
    // In memory the page has everything; storage has the token and what identifies nobody.
    expect(handle.store.getState().user.info).toEqual(full);
    const everything = [...storage.map.values()].join('\n');
    for (const personal of [
      'ana.lopez@example.com',
      'new.ana@example.com',
      'Anabel',
      'Lopez-Garcia',
      'Baker in Seville',
      '@anabakes',
      '"ES"',
    ]) {
      expect(everything).not.toContain(personal);
    }
    const user = JSON.parse(JSON.parse(storage.map.get('persist:root')!).user);
    expect(user.auth).toEqual({ token: 't0k', isLoggedIn: true });
    expect(user.info).toEqual({ ...storedFields, followers_count: 3 });
    expect(Object.keys(user.info).every((field) => (STORED_PROFILE_FIELDS as readonly string[]).includes(field))).toBe(
      true,
    );
    expect(storage.map.get(TOKEN_KEY)).toBe('t0k');
  });

  it('logout clears token, flag and stored credentials', async () => {
    const storage = memoryStorage();
    const handle = makeStore(storage);
    await whenRehydrated(handle);
    handle.store.dispatch(tokenReceived('abc'));
    handle.store.dispatch(profileReceived(profile));
    storage.setItem(PENDING_ACTION_KEY, '{"kind":"favourite","recipeId":"r1","at":1}');
    await logout(handle);
    const state = handle.store.getState();
    expect(state.user.auth).toEqual({ token: null, isLoggedIn: false });
    expect(state.user.info).toBeNull();
    expect(storage.map.has(TOKEN_KEY)).toBe(false);
    expect(storage.map.has(PROFILE_KEY)).toBe(false);
    expect(storage.map.has(PENDING_ACTION_KEY)).toBe(false);
    expect(storage.map.get('persist:root')).not.toContain('abc');
  });
});

describe('API headers', () => {
  it('sends Accept-Language always and the Bearer+Email token only when there is one', () => {
    const anonymous = apiHeaders(new Headers(), { site: { locale: 'fr' }, user: { auth: { token: null } } });
    expect(anonymous.get('Accept-Language')).toBe('fr-FR');
    expect(anonymous.has('Authorization')).toBe(false);
    const member = apiHeaders(new Headers(), { site: { locale: 'es-mx' }, user: { auth: { token: 't0k' } } });
    // The page on screen decides: a French page asks in French whatever the store says.
    expect(
      apiHeaders(new Headers(), { site: { locale: 'en-us' }, user: { auth: { token: null } } }, '/fr/connexion/').get(
        'Accept-Language',
      ),
    ).toBe('fr-FR');
    expect(member.get('Authorization')).toBe('Bearer+Email t0k');
    expect(member.get('Accept-Language')).toBe('es-MX');
    // A call with its own token (an e-mailed reset link) keeps it.
    const link = apiHeaders(new Headers({ Authorization: 'Bearer+Email link' }), {
      site: { locale: 'fr' },
      user: { auth: { token: 't0k' } },
    });
    expect(link.get('Authorization')).toBe('Bearer+Email link');
  });
});
