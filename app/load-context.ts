// What the server entry hands every loader and action besides the request.
import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The nonce allowed by this response's Content-Security-Policy for inline scripts. */
    cspNonce: string;
    /** Whether this request may read the mail outbox page: decided at the HTTP edge (outboxPageEnabled). */
    outboxPageEnabled: boolean;
    /**
     * The version of everything public (ADR 0037), which every write bumps: answers kept in memory beside the page
     * cache (the read API's) are good while it holds. Absent where a loader is called without the HTTP edge.
     */
    contentVersion?: () => Promise<number>;
  }
}
