import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { VIDEO_UPLOAD_LIMITS, type ProbedVideo, frameRateOf } from '../../src/core/videos/upload-limits';
import { VIDEO_FILES } from '../../src/core/videos/video-files';

const run = promisify(execFile);

/** The HLS ladder: each rendition's name, height and bitrate cap (the width follows the source's shape). */
export const LADDER = [
  { name: '720p', height: 720, maxrate: '2500k', bufsize: '5000k' },
  { name: '360p', height: 360, maxrate: '800k', bufsize: '1600k' },
] as const;
/** Seconds per HLS segment, and the length of the muted preview loop. */
export const SEGMENT_SECONDS = 4;
export const PREVIEW_SECONDS = 3;

/** What a transcode leaves in its output folder, by file name (the site plays them by these names). */
const OUTPUT = VIDEO_FILES;

/** Whether this machine can transcode: ffmpeg on the PATH (Debian's package). */
export async function hasFfmpeg(): Promise<boolean> {
  try {
    await run('ffmpeg', ['-hide_banner', '-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

export interface Probe extends ProbedVideo {
  hasAudio: boolean;
}

/**
 * How ffmpeg and ffprobe open an upload: as an MP4 only (never a playlist or a concat list that
 * would name other files or URLs), through the file protocol only.
 */
const UPLOAD_INPUT = ['-protocol_whitelist', 'file', '-f', 'mov'];
/** Outputs are files in the job's folder: the HLS muxer needs nothing else. */
const FILE_OUTPUT = ['-protocol_whitelist', 'file'];
/**
 * However the file describes itself, ffmpeg decodes no frame larger than the limits' and no more
 * than their length (a header that lies about either cannot make a job cost more).
 */
const DECODE_BOUNDS = [
  '-max_pixels',
  String(VIDEO_UPLOAD_LIMITS.longSide * VIDEO_UPLOAD_LIMITS.shortSide),
  '-t',
  String(VIDEO_UPLOAD_LIMITS.seconds + 1),
];

/** The source's length, size, frame rate and whether it has sound, read by ffprobe; null when it is no MP4 video. */
export async function probe(file: string): Promise<Probe | null> {
  try {
    const { stdout } = await run(
      'ffprobe',
      [
        '-v',
        'error',
        ...UPLOAD_INPUT,
        '-show_entries',
        'format=duration:stream=codec_type,width,height,avg_frame_rate,r_frame_rate',
        '-of',
        'json',
        file,
      ],
      { timeout: 30_000, maxBuffer: 1 << 20 },
    );
    const info = JSON.parse(stdout) as {
      format?: { duration?: string };
      streams?: {
        codec_type: string;
        width?: number;
        height?: number;
        avg_frame_rate?: string;
        r_frame_rate?: string;
      }[];
    };
    const video = info.streams?.find((stream) => stream.codec_type === 'video');
    const duration = Number(info.format?.duration);
    if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0) return null;
    return {
      durationSeconds: duration,
      width: video.width,
      height: video.height,
      // The average: a phone's variable rate has a nominal one (r_frame_rate) far above it.
      framesPerSecond: frameRateOf(video.avg_frame_rate) || frameRateOf(video.r_frame_rate),
      hasAudio: !!info.streams?.some((stream) => stream.codec_type === 'audio'),
    };
  } catch {
    return null;
  }
}

/** Runs ffmpeg with these arguments, at low priority, failing with its last words. */
function ffmpeg(args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '10', 'ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim().split('\n').pop() ?? ''}`));
    });
  });
}

/**
 * Makes the HLS ladder (H.264, AAC when the source has sound, 4-second segments, one master
 * playlist), a poster (a frame a second in) and a short muted preview loop from one source, into
 * `outDir`. `input` is a video file, or a still picture with `still` seconds to animate it for.
 */
export async function transcode(
  input: string,
  outDir: string,
  options: { hasAudio: boolean; still?: number; timeoutMs?: number },
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  await fs.mkdir(outDir, { recursive: true });
  const source = options.still
    ? ['-protocol_whitelist', 'file', '-loop', '1', '-framerate', '25', '-t', String(options.still), '-i', input]
    : [...UPLOAD_INPUT, ...DECODE_BOUNDS, '-i', input];
  // A still picture moves a little (a slow zoom), as a cooking shot would.
  const first = options.still
    ? `zoompan=z='1+0.1*on/${options.still * 25}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=1280x720:fps=25,`
    : '';
  const splits = LADDER.map((_, index) => `[v${index}]`).join('');
  const scales = LADDER.map((rung, index) => `[v${index}]scale=-2:${rung.height},setsar=1[out${index}]`).join(';');
  const filter = `[0:v]${first}format=yuv420p,split=${LADDER.length}${splits};${scales}`;
  const maps = LADDER.flatMap((rung, index) => [
    '-map',
    `[out${index}]`,
    ...(options.hasAudio ? ['-map', '0:a:0'] : []),
    `-maxrate:v:${index}`,
    rung.maxrate,
    `-bufsize:v:${index}`,
    rung.bufsize,
  ]);
  const streams = LADDER.map((rung, index) => `v:${index}${options.hasAudio ? `,a:${index}` : ''},name:${rung.name}`);
  await ffmpeg(
    [
      ...source,
      '-filter_complex',
      filter,
      ...maps,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '30',
      '-g',
      '50',
      '-keyint_min',
      '50',
      '-sc_threshold',
      '0',
      ...(options.hasAudio ? ['-c:a', 'aac', '-b:a', '96k', '-ac', '2'] : []),
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      path.join(outDir, '%v-%03d.ts'),
      '-master_pl_name',
      OUTPUT.master,
      '-var_stream_map',
      streams.join(' '),
      ...FILE_OUTPUT,
      path.join(outDir, '%v.m3u8'),
    ],
    timeoutMs,
  );
  const poster = options.still
    ? ['-protocol_whitelist', 'file', '-i', input]
    : [...UPLOAD_INPUT, ...DECODE_BOUNDS, '-ss', '1', '-i', input];
  await ffmpeg(
    [...poster, '-frames:v', '1', '-vf', 'scale=-2:720', '-q:v', '4', ...FILE_OUTPUT, path.join(outDir, OUTPUT.poster)],
    timeoutMs,
  );
  const previewFilter = `${first}scale=-2:360,format=yuv420p`;
  await ffmpeg(
    [
      ...source,
      '-t',
      String(PREVIEW_SECONDS),
      '-vf',
      previewFilter,
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '32',
      '-movflags',
      '+faststart',
      ...FILE_OUTPUT,
      path.join(outDir, OUTPUT.preview),
    ],
    timeoutMs,
  );
}
