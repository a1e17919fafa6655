import { describe, expect, it } from 'vitest';
import { frameRateOf, videoOverLimits } from './upload-limits';

const phone = { width: 1080, height: 1920, framesPerSecond: 30000 / 1001, durationSeconds: 95 };

describe('video upload limits', () => {
  it('takes 1080p either way up, up to 60 frames a second and 10 minutes', () => {
    expect(videoOverLimits(phone)).toEqual([]);
    expect(videoOverLimits({ width: 1920, height: 1080, framesPerSecond: 60.02, durationSeconds: 600.4 })).toEqual([]);
  });

  it('names every limit passed', () => {
    expect(videoOverLimits({ ...phone, width: 2160, height: 3840 })).toEqual(['resolution']);
    expect(videoOverLimits({ ...phone, width: 1200, height: 1200 })).toEqual(['resolution']);
    expect(videoOverLimits({ ...phone, framesPerSecond: 120 })).toEqual(['frame_rate']);
    expect(videoOverLimits({ width: 2560, height: 1440, framesPerSecond: 240, durationSeconds: 601 })).toEqual([
      'resolution',
      'frame_rate',
      'duration',
    ]);
  });

  it('reads ffprobe’s frame rates', () => {
    expect(frameRateOf('30000/1001')).toBeCloseTo(29.97, 2);
    expect(frameRateOf('60/1')).toBe(60);
    expect(frameRateOf('0/0')).toBe(0);
    expect(frameRateOf(undefined)).toBe(0);
  });
});
