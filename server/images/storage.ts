import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type ByteRange, type RangeRequest, resolveRange } from '../http/byte-range';

/**
 * Stored bytes being read: the whole body (`part` null) or the part a range picked, streamed; or,
 * when the range picks nothing, only the size (416).
 */
export type StoredStream =
  { size: number; part: ByteRange | null; body: Readable } | { size: number; part: null; body: null };

/** Where image (and video) bytes live: the disk by default; an S3-compatible bucket implements the same. */
export interface ImageStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Streams a key's bytes, or a range of them, never holding them whole (videos); null when missing. */
  stream(key: string, range?: RangeRequest): Promise<StoredStream | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(jpg|png|webp)$/;

export function isImageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

/** A video's files (videos/{id}/...): playlists, segments, preview, captions, poster. */
const SAFE_MEDIA_KEY = /^videos\/[a-z0-9-]+\/[a-z0-9_-]+\.(m3u8|ts|mp4|vtt|jpg)$/;

export function isMediaKey(key: string): boolean {
  return SAFE_MEDIA_KEY.test(key);
}

/** Whether a key may name stored bytes at all: an image, or a video's file. */
export const isStorableKey = (key: string) => isImageKey(key) || isMediaKey(key);

export function diskStorage(dir: string): ImageStorage {
  const fileOf = (key: string) => {
    if (!isStorableKey(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(`${file}.tmp`, bytes);
      await fs.rename(`${file}.tmp`, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async stream(key, range) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // The size of the file opened: a `put` renames a new file in, this one stays whole.
      const { size } = await handle.stat();
      const part = range ? resolveRange(range, size) : null;
      if (range && !part) {
        await handle.close();
        return { size, part: null, body: null };
      }
      return { size, part, body: handle.createReadStream(part ?? {}) };
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
