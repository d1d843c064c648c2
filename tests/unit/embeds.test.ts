// The embeds' pieces that need no database (issue #18): the script's size, the colours' contrast, the snippets.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { embedFrameSnippet, embedScriptSnippet } from "~/features/embeds/embed-snippets";
import { EMBED_SCRIPT_MAX_GZIP_BYTES } from "~/features/embeds/embeds.constants";
import { contrastRatio, safeHexColor, textColorOn } from "~/lib/hex-colors";
import { EMBED_SCRIPT_PATH } from "~/lib/meeting-paths";

describe("the embed script", () => {
  it("is a plain file under public/, under 15 KB gzipped", () => {
    const source = readFileSync(path.join(process.cwd(), "public", EMBED_SCRIPT_PATH), "utf8");
    expect(gzipSync(source, { level: 9 }).length).toBeLessThan(EMBED_SCRIPT_MAX_GZIP_BYTES);
    // A classic script: nothing to import, nothing for a bundler.
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
  });
});

describe("the city's colours in the frame", () => {
  it("keep only #rgb and #rrggbb colours, anything else is the default", () => {
    expect(safeHexColor("#1E40AF", "#0d9488")).toBe("#1e40af");
    expect(safeHexColor("#abc", "#0d9488")).toBe("#abc");
    for (const bad of ["red", "#12345", "#1e40af;}body{display:none", "", null]) {
      expect(safeHexColor(bad, "#0d9488")).toBe("#0d9488");
    }
  });

  it("put white on a dark colour and near-black on a light one, at 4.5:1 or better for common colours", () => {
    expect(textColorOn("#1e40af")).toBe("#ffffff");
    expect(textColorOn("#fde047")).toBe("#0f172a");
    for (const color of ["#1e40af", "#fde047", "#0d9488", "#3b82f6", "#f59e0b", "#000", "#fff", "#b91c1c"]) {
      expect(contrastRatio(color, textColorOn(color)), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("the snippets", () => {
  const city = { name: 'Harbor "Point" <City>', locationKey: "harbor-point-ca" };

  it("name the site's script or embed page and escape the city's name in attributes", () => {
    expect(embedScriptSnippet("https://civic.example.org", city)).toBe(
      '<script src="https://civic.example.org/embed.js" data-city="harbor-point-ca" data-title="Harbor &quot;Point&quot; &lt;City&gt;: latest meetings and stories on CivicLens" async></script>',
    );
    expect(embedFrameSnippet("https://civic.example.org", city)).toBe(
      '<iframe src="https://civic.example.org/embed/city/harbor-point-ca" title="Harbor &quot;Point&quot; &lt;City&gt;: latest meetings and stories on CivicLens" width="100%" height="480" style="border:0" loading="lazy"></iframe>',
    );
  });
});
