import { describe, expect, it } from 'vitest';
import type { Post } from '../../core/contract/posts';
import { tokenReceived } from '../../store/auth-slice';
import { logout, makeStore, whenRehydrated } from '../../store/make-store';
import { memoryStorage } from '../../../tests/site/memory-storage';
import { feedCleared, feedPageReceived, postReactionChanged, postRemoved } from './community-slice';

const post = (uuid: string): Post => ({
  uuid,
  title: `Post ${uuid}`,
  message: '',
  user_reaction: null,
  from_user: {
    id: 'u1',
    user_id: 'u1',
    username: 'ana',
    first_name: '',
    last_name: '',
    profile_picture: null,
    user_types: [],
  },
  recipe: { id: 'r1', language: 'en', title: 'Tarte', url_slug: 'tarte', web_cover_thumbnail: null },
  is_challenge_winner: false,
  likes_count: 3,
  comments_count: 0,
  challenge_id: null,
  created_time: '2026-03-01T10:00:00.000Z',
  attachments: [],
  locale: 'en-us',
});
const uuids = (posts: Post[]) => posts.map((one) => one.uuid);

describe('the community branch (SPEC section 4)', () => {
  it('appends community pages and records the next cursor', () => {
    const { store } = makeStore(memoryStorage());
    store.dispatch(feedPageReceived({ results: [post('p1')], next: '/v1/community/posts?cursor=abc', locale: 'fr' }));
    expect(store.getState().community).toMatchObject({ next: '/v1/community/posts?cursor=abc', cursor: 'abc' });
    // A post pushed down by newer ones comes twice: it keeps its first place.
    store.dispatch(feedPageReceived({ results: [post('p1'), post('p2')], next: null, locale: 'fr' }));
    const feed = store.getState().community!;
    expect(uuids(feed.posts)).toEqual(['p1', 'p2']);
    expect(feed).toMatchObject({ next: null, cursor: null, locale: 'fr' });
  });

  it("starts over with another locale's feed, and on demand", () => {
    const { store } = makeStore(memoryStorage());
    store.dispatch(feedPageReceived({ results: [post('p1')], next: 'https://x/posts?cursor=c2', locale: 'fr' }));
    store.dispatch(feedPageReceived({ results: [post('p9')], next: null, locale: 'de' }));
    expect(uuids(store.getState().community!.posts)).toEqual(['p9']);
    store.dispatch(feedCleared());
    expect(store.getState().community).toEqual({ posts: [], next: null, cursor: null, locale: null });
  });

  it('turns a like on a post of the feed, and takes a removed post out', () => {
    const { store } = makeStore(memoryStorage());
    store.dispatch(feedPageReceived({ results: [post('p1'), post('p2')], next: null, locale: 'fr' }));
    store.dispatch(
      postReactionChanged({ uuid: 'p2', user_reaction: 'like', likes_count: 4, is_challenge_winner: true }),
    );
    expect(store.getState().community!.posts[1]).toMatchObject({
      user_reaction: 'like',
      likes_count: 4,
      is_challenge_winner: true,
    });
    store.dispatch(postRemoved('p1'));
    expect(uuids(store.getState().community!.posts)).toEqual(['p2']);
  });

  it('is cleared on login and logout, and never persisted', async () => {
    const storage = memoryStorage();
    const handle = makeStore(storage);
    await whenRehydrated(handle);
    handle.store.dispatch(feedPageReceived({ results: [post('p0')], next: null, locale: 'fr' }));
    handle.store.dispatch(tokenReceived('abc'));
    expect(handle.store.getState().community?.posts).toEqual([]);
    handle.store.dispatch(feedPageReceived({ results: [post('p1')], next: 'https://x/posts?cursor=c2', locale: 'fr' }));
    expect(handle.store.getState().community?.cursor).toBe('c2');
    await handle.persistor.flush();
    expect(storage.map.get('persist:root')).not.toContain('p1');
    await logout(handle);
    expect(handle.store.getState().community).toEqual({ posts: [], next: null, cursor: null, locale: null });
  });
});
