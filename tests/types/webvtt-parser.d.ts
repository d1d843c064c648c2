// The part of webvtt-parser (which ships no types) the transcript download tests read.
declare module "webvtt-parser" {
  export type WebVttNode =
    | { type: "text"; value: string }
    | { type: "object"; name: string; value?: string; classes: string[]; children: WebVttNode[] };
  export type WebVttCue = {
    startTime: number;
    endTime: number;
    text: string;
    tree: { children: WebVttNode[] };
  };
  export class WebVTTParser {
    parse(
      input: string,
      mode?: "metadata" | "chapters",
    ): {
      cues: WebVttCue[];
      errors: Array<{ message: string; line: number; col: number }>;
    };
  }
  /** The package is CommonJS: Node's ESM loader (Playwright's) sees its exports only as the default. */
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
