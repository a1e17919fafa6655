import { describe, expect, it } from 'vitest';
import { ImagesBusy, jobQueue } from './image-jobs';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the image job queue', () => {
  it('runs at most its concurrency at once, the rest in order, and refuses beyond its waiting room', async () => {
    const queue = jobQueue({ concurrency: 2, maxWaiting: 3 });
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      active += 1;
      peak = Math.max(peak, active);
      await tick();
      order.push(n);
      active -= 1;
      return n;
    };
    const accepted = [0, 1, 2, 3, 4].map((n) => queue.run(job(n)));
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(3);
    await expect(queue.run(job(5))).rejects.toBeInstanceOf(ImagesBusy);
    expect(await Promise.all(accepted)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([2, 3, 4]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the place of a job that fails', async () => {
    const queue = jobQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('answers 503 with a delay to retry after', () => {
    const busy = new ImagesBusy();
    expect(busy.statusCode).toBe(503);
    expect(busy.retryAfterSeconds).toBeGreaterThan(0);
  });
});
