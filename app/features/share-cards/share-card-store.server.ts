// Where drawn share cards are kept (issue #18): in memory (least recently used out first, bounded by bytes) and as
// files under DATA_DIR/share-cards, so a restart or a second web process draws none again. A card's key is a hash
// of everything drawn on it, so a changed headline, date or colour is a new card, and an unchanged card outlives
// writes elsewhere (which a page's content version would not).
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export type KeptCard = { png: Buffer; from: "memory" | "disk" };

const MEMORY_BYTES = 16 * 1024 * 1024;
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export class ShareCardStore {
  private readonly memory = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly directory: string,
    private readonly maxBytes = MEMORY_BYTES,
  ) {}

  async get(key: string): Promise<KeptCard | undefined> {
    const kept = this.memory.get(key);
    if (kept) {
      // Most recently used last: a Map keeps insertion order.
      this.memory.delete(key);
      this.memory.set(key, kept);
      return { png: kept, from: "memory" };
    }
    try {
      const png = await readFile(this.fileOf(key));
      this.remember(key, png);
      return { png, from: "disk" };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async set(key: string, png: Buffer): Promise<void> {
    this.remember(key, png);
    await mkdir(this.directory, { recursive: true });
    // Written aside and renamed, so a reader never finds half a file.
    const temporary = `${this.fileOf(key)}.${process.pid}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, this.fileOf(key));
  }

  private fileOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error("not a share card key");
    return path.join(this.directory, `${key}.png`);
  }

  private remember(key: string, png: Buffer): void {
    if (png.length > this.maxBytes / 8) return;
    const before = this.memory.get(key);
    if (before) this.bytes -= before.length;
    this.memory.delete(key);
    this.memory.set(key, png);
    this.bytes += png.length;
    for (const [oldest, kept] of this.memory) {
      if (this.bytes <= this.maxBytes) break;
      this.memory.delete(oldest);
      this.bytes -= kept.length;
    }
  }
}
