// Review photos on disk (ARCHITECTURE "Safe by construction"): under UPLOAD_DIR/reviews, outside any
// served folder, named by a random key; the shopper's file name is never used.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReviewPhotoType } from '@ornament/domain';

const extensions: Record<ReviewPhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const keyPattern = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export interface PhotoStore {
  save(bytes: Buffer, mime: ReviewPhotoType): Promise<string>;
  /** Null when the key is malformed or the file is gone. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** `folder` under UPLOAD_DIR: review photos by default; other uploads (product authentication) keep their own. */
export function createPhotoStore(uploadDir: string, subfolder = 'reviews'): PhotoStore {
  const folder = path.join(uploadDir, subfolder);
  let ready: Promise<unknown> | undefined;
  // The key pattern keeps every path inside the folder: no separators, no dots but the extension's.
  const fileOf = (key: string) => (keyPattern.test(key) ? path.join(folder, key) : null);
  return {
    async save(bytes, mime) {
      await (ready ??= mkdir(folder, { recursive: true }));
      const key = `${randomBytes(16).toString('hex')}.${extensions[mime]}`;
      await writeFile(path.join(folder, key), bytes, { flag: 'wx', mode: 0o640 });
      return key;
    },
    async read(key) {
      const file = fileOf(key);
      if (!file) return null;
      return readFile(file).catch(() => null);
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
  };
}
