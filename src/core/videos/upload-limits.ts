/**
 * What an uploaded video may be (issue 38): 1080p at most, either way up (a phone films 1080 ×
 * 1920); 60 frames a second; 10 minutes. Past these, one transcode would hold the server's cores
 * for a long time, and no page shows more: the ladder tops out at 720p.
 */
export const VIDEO_UPLOAD_LIMITS = { longSide: 1920, shortSide: 1080, framesPerSecond: 60, seconds: 600 } as const;

/** A video as ffprobe reads it. */
export interface ProbedVideo {
  width: number;
  height: number;
  /** The stream's average frame rate (0 when unknown). */
  framesPerSecond: number;
  durationSeconds: number;
}

/** A limit an upload can pass over; the API names it as the field `video.<limit>`. */
export type VideoLimit = 'resolution' | 'frame_rate' | 'duration';

/**
 * The limits a probed video passes over, empty when it may be taken. Rates and lengths are
 * compared rounded (a 59.94 or a 60.02 fps phone video is 60 fps; 600.4 s is 10 minutes).
 */
export function videoOverLimits(video: ProbedVideo, limits = VIDEO_UPLOAD_LIMITS): VideoLimit[] {
  const over: VideoLimit[] = [];
  const long = Math.max(video.width, video.height);
  const short = Math.min(video.width, video.height);
  if (long > limits.longSide || short > limits.shortSide) over.push('resolution');
  if (Math.round(video.framesPerSecond) > limits.framesPerSecond) over.push('frame_rate');
  if (Math.round(video.durationSeconds) > limits.seconds) over.push('duration');
  return over;
}

/** `30000/1001` (ffprobe's rates) as a number; 0 when there is none (`0/0`). */
export function frameRateOf(ratio: string | undefined): number {
  const [top, bottom] = (ratio ?? '').split('/').map(Number);
  return top && bottom && Number.isFinite(top / bottom) ? top / bottom : 0;
}
