import { expect, it } from 'vitest';
import { catalogueWatcher, siteRebuilds } from './site-rebuilds';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A build that takes `ms` and records what it was asked for, failing when told to. */
function builds(ms: number) {
  const made: string[][] = [];
  const failures: string[][] = [];
  let failNext = false;
  let running = 0;
  let mostAtOnce = 0;
  const rebuilds = siteRebuilds({
    delayMs: 20,
    rebuild: async (reasons) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await pause(ms);
      running--;
      if (failNext) {
        failNext = false;
        throw new Error('gatsby build failed (exit 1)');
      }
      made.push(reasons);
    },
    onError: (_error, reasons) => failures.push(reasons),
  });
  return { rebuilds, made, failures, failNextBuild: () => (failNext = true), mostAtOnce: () => mostAtOnce };
}

it('makes one build of changes that come together', async () => {
  const { rebuilds, made } = builds(30);
  rebuilds.request('recipe fr/a');
  rebuilds.request('recipe de/b');
  rebuilds.request('recipe fr/a');
  await rebuilds.settled();
  expect(made).toEqual([['recipe fr/a', 'recipe de/b']]);
});

it('runs one build at a time: changes during a build make one more after it', async () => {
  const { rebuilds, made, mostAtOnce } = builds(80);
  rebuilds.request('recipe fr/a');
  await pause(40);
  // The first build is running now.
  rebuilds.request('recipe fr/b');
  rebuilds.request('category 42');
  await pause(30);
  rebuilds.request('recipe it/c');
  await rebuilds.settled();
  expect(made).toEqual([['recipe fr/a'], ['recipe fr/b', 'category 42', 'recipe it/c']]);
  expect(mostAtOnce()).toBe(1);
});

it('logs a failed build and builds again on the next change', async () => {
  const { rebuilds, made, failures, failNextBuild } = builds(10);
  failNextBuild();
  rebuilds.request('recipe fr/a');
  await rebuilds.settled();
  expect(failures).toEqual([['recipe fr/a']]);
  expect(made).toEqual([]);
  rebuilds.request('recipe fr/b');
  await rebuilds.settled();
  expect(made).toEqual([['recipe fr/b']]);
});

it('keeps a few reasons of a burst, and starts nothing once stopped', async () => {
  const { rebuilds, made } = builds(10);
  for (let n = 0; n < 500; n++) rebuilds.request(`recipe fr/r${n}`);
  await rebuilds.settled();
  expect(made).toHaveLength(1);
  expect(made[0]).toHaveLength(20);
  rebuilds.stop();
  rebuilds.request('recipe fr/late');
  await pause(50);
  await rebuilds.settled();
  expect(made).toHaveLength(1);
});

it('calls for a rebuild when the catalogue timestamps move, not on its first look', async () => {
  let stamps = 'de:10,fr:20';
  let changes = 0;
  const look = catalogueWatcher(
    async () => stamps,
    () => changes++,
  );
  await look();
  await look();
  expect(changes).toBe(0);
  stamps = 'de:10,fr:21';
  await look();
  await look();
  expect(changes).toBe(1);
});
