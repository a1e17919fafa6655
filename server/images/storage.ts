import fs from 'node:fs/promises';
import path from 'node:path';

/** Where image bytes live: the disk by default; an S3-compatible bucket implements the same. */
export interface ImageStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(jpg|png|webp)$/;

export function isImageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

export function diskStorage(dir: string): ImageStorage {
  const fileOf = (key: string) => {
    if (!isImageKey(key)) throw new Error(`invalid image key ${key}`);
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
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
