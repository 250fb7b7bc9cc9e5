import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where the media library keeps its files: uploaded originals and their
 * renditions. Paths are built by the library from ids and hashes it made itself, never from a
 * request; the local implementation still refuses any path that would leave its folder.
 */
export interface MediaStorage {
  write(path: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  read(path: string): Promise<Buffer | null>;
  /** Removes a file or a folder of files (no error when absent). */
  remove(path: string): Promise<void>;
}

const safePath = /^[a-z0-9]+(?:[/.-][a-z0-9]+)*$/;

/**
 * The default: a folder on the local disk (MEDIA_DIR, `.data/media`). With several data-service
 * instances it must be one shared folder (a network volume) or another MediaStorage (object storage):
 * docs/content.md, "Media library in production".
 */
export function localDiskStorage(folder: string): MediaStorage {
  const root = resolve(folder);
  const where = (path: string) => {
    if (!safePath.test(path)) throw new Error(`Refused media path "${path}"`);
    const full = join(root, path);
    if (!full.startsWith(root + sep)) throw new Error(`Refused media path "${path}"`);
    return full;
  };
  return {
    async write(path, data) {
      const full = where(path);
      await mkdir(dirname(full), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const temporary = `${full}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, data);
      await rename(temporary, full);
    },
    async read(path) {
      try {
        return await readFile(where(path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(path) {
      await rm(where(path), { recursive: true, force: true });
    },
  };
}
