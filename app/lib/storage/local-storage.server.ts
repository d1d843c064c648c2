// Files in a directory under DATA_DIR, served by our own HTTP server at LOCAL_FILES_PATH (server/http-app.ts).
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type FileStorage } from "./file-storage";

/** The URL path the stored files are served under; it never changes, so saved URLs keep working. */
export const LOCAL_FILES_PATH = "/uploads";

export function localFilesDirectory(dataDir: string): string {
  return path.resolve(dataDir, "uploads");
}

export function createLocalStorage(options: { directory: string }): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(options.directory, ...key.split("/"));
  };
  return {
    kind: "local",
    async put({ key, bytes }) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, publicUrl: `${LOCAL_FILES_PATH}/${key}` };
    },
    async remove({ key }) {
      await rm(fileOf(key), { force: true });
    },
  };
}
