import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { checkedKey, type FileStorage, type StoredObjectInfo } from './storage.ts';

/** The default storage: a directory (DATA_DIR/files), one sub-directory per area, writes made whole by a rename. */
export function createDirectoryStorage(root: string): FileStorage {
  const base = resolve(root);

  /** The path of a checked key; the prefix test is a second lock behind the key check. */
  const pathOf = (key: string): string => {
    const path = resolve(base, ...checkedKey(key).split('/'));
    if (!path.startsWith(base + sep)) throw new Error(`Refused storage key ${JSON.stringify(key)}: outside the storage directory.`);
    return path;
  };

  /** A temporary name beside the target (same directory, same disk), hidden so no key ever names it. */
  const temporaryBeside = (path: string): string => join(dirname(path), `.${randomBytes(8).toString('hex')}.part`);

  // A replacement is a new file (a rename), so its inode differs even when size and time agree.
  const infoOf = (info: Stats): StoredObjectInfo => ({
    size: info.size,
    modifiedAt: info.mtime,
    etag: `"${info.ino.toString(16)}-${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
  });

  return {
    kind: 'directory',

    async put(key, body, options) {
      const source = body instanceof Readable ? body : Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
      // A body that fails before the pipeline below is attached must not crash the process; the pipeline still sees it.
      source.on('error', () => undefined);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = temporaryBeside(path);
      let written = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          written += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, counter, createWriteStream(temporary, { flags: 'wx' }));
        if (options.size !== undefined && written !== options.size) {
          throw new Error(`Stored ${written} bytes under ${key}, ${options.size} were announced.`);
        }
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async putFile(key, localPath, _options) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await rename(localPath, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another disk: copy beside the target first, so the object appears whole or not at all.
        const temporary = temporaryBeside(path);
        try {
          await copyFile(localPath, temporary);
          await rename(temporary, path);
        } catch (copyError) {
          await rm(temporary, { force: true });
          throw copyError;
        }
        await unlink(localPath);
      }
    },

    async get(key, range) {
      const path = pathOf(key);
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return undefined;
        }
        if (range && (range.start < 0 || range.end < range.start || range.end >= info.size)) {
          throw new RangeError(`Range ${range.start}-${range.end} is outside ${key} (${info.size} bytes).`);
        }
        // The open handle keeps reading this version even if a model of the same name replaces it meanwhile.
        const stream = createReadStream('', { fd: handle, autoClose: true, ...(range ? { start: range.start, end: range.end } : {}) });
        return { ...infoOf(info), body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array> };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? infoOf(info) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async move(from, to) {
      const source = pathOf(from);
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(source, target);
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
