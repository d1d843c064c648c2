// Where drawn share cards are kept (issue #18): in memory (least recently used out first, bounded by bytes) and as
// files under DATA_DIR/share-cards, so a restart or a second web process draws none again. A card's key is a hash
// of everything drawn on it, so a changed headline, date or colour is a new card, and an unchanged card outlives
// writes elsewhere (which a page's content version would not). A card no page names any more (an edited headline) is
// never asked for again, so the directory keeps only the most recently drawn MAX_DISK_CARDS: one dropped is drawn
// again if a page still names it.
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { ByteBoundedLru } from "~/lib/byte-bounded-lru";

export type KeptCard = { png: Buffer; from: "memory" | "disk" };

const MEMORY_BYTES = 16 * 1024 * 1024;
/** About 60 KB each: some 300 MB of cards at most on disk. */
export const MAX_DISK_CARDS = 5_000;
const KEY_PATTERN = /^[0-9a-f]{32}$/;
const CARD_FILE = /^[0-9a-f]{32}\.png$/;

export class ShareCardStore {
  private readonly memory: ByteBoundedLru<Buffer>;
  /** Cards written since the directory was last pruned; it is pruned when they could have filled a tenth of it. */
  private writesSincePrune = Number.POSITIVE_INFINITY;

  constructor(
    private readonly directory: string,
    maxBytes = MEMORY_BYTES,
    private readonly maxDiskCards = MAX_DISK_CARDS,
  ) {
    // Card keys have no query string: the LRU's share for such addresses does not apply.
    this.memory = new ByteBoundedLru<Buffer>({ maxBytes, queryShare: 1, sizeOf: (_key, png) => png.length });
  }

  async get(key: string): Promise<KeptCard | undefined> {
    const kept = this.memory.get(key);
    if (kept) return { png: kept, from: "memory" };
    try {
      const png = await readFile(this.fileOf(key));
      this.memory.set(key, png);
      return { png, from: "disk" };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async set(key: string, png: Buffer): Promise<void> {
    this.memory.set(key, png);
    await mkdir(this.directory, { recursive: true });
    // Written aside and renamed, so a reader never finds half a file.
    const temporary = `${this.fileOf(key)}.${process.pid}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, this.fileOf(key));
    this.writesSincePrune += 1;
    if (this.writesSincePrune >= Math.max(1, Math.floor(this.maxDiskCards / 10))) await this.prune();
  }

  /** Drops the least recently written cards past maxDiskCards (another process may prune too: a card gone is fine). */
  async prune(): Promise<void> {
    this.writesSincePrune = 0;
    const names = (await readdir(this.directory)).filter((name) => CARD_FILE.test(name));
    if (names.length <= this.maxDiskCards) return;
    const written = await Promise.all(
      names.map(async (name) => {
        const file = path.join(this.directory, name);
        return {
          file,
          at: await stat(file).then(
            (info) => info.mtimeMs,
            () => 0,
          ),
        };
      }),
    );
    written.sort((a, b) => b.at - a.at);
    for (const { file } of written.slice(this.maxDiskCards)) await unlink(file).catch(() => {});
  }

  private fileOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error("not a share card key");
    return path.join(this.directory, `${key}.png`);
  }
}
