/**
 * Where a video's files are served (SPEC sections 1 and 3): under /videos/{id}/, as the pipeline
 * names them (server/videos/transcode.ts): the HLS master playlist, the poster, the muted preview
 * loop and one captions track per language.
 */
export const VIDEO_FILES = {
  master: 'master.m3u8',
  poster: 'poster.jpg',
  preview: 'preview.mp4',
  captions: (language: string) => `captions-${language}.vtt`,
} as const;

/** A video's storage key prefix and public path share one shape: videos/{id}/{file}. */
export const videoKey = (id: string, file: string) => `videos/${id}/${file}`;

/** A video's files as paths of the site (like recipe pictures): the same origin as the page plays them. */
export function videoUrls(id: string, captionLanguages: readonly string[]) {
  const url = (file: string) => `/${videoKey(id, file)}`;
  return {
    master: url(VIDEO_FILES.master),
    poster: url(VIDEO_FILES.poster),
    preview: url(VIDEO_FILES.preview),
    captions: captionLanguages.map((language) => ({ language, src: url(VIDEO_FILES.captions(language)) })),
  };
}
