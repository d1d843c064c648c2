import { describe, expect, it } from "vitest";
import { actionSuccess, failureOf } from "~/lib/action-result";
import { AppError } from "~/lib/app-error";

describe("the one action answer", () => {
  it("says success with its toast and keeps the values the form needs", () => {
    expect(actionSuccess({ title: "Saved" }, { imageUrl: "/uploads/a.png" })).toEqual({
      ok: true,
      toast: { title: "Saved" },
      imageUrl: "/uploads/a.png",
    });
    expect(actionSuccess(null)).toEqual({ ok: true, toast: null });
  });

  it("makes an error's message the toast's title when nothing else titles it", () => {
    expect(failureOf(new AppError("BAD_REQUEST", "Transcript required"))).toEqual({
      ok: false,
      toast: { title: "Transcript required", variant: "destructive" },
      error: "Transcript required",
      fieldErrors: {},
    });
  });

  it("puts the message under the form's title, and the error's own title before it", () => {
    const plain = new AppError("NOT_FOUND", "Unknown video");
    expect(failureOf(plain, { title: "Error" }).toast).toEqual({
      title: "Error",
      description: "Unknown video",
      variant: "destructive",
    });
    const titled = new AppError("PAYLOAD_TOO_LARGE", "Select a smaller image", { title: "File too large" });
    expect(failureOf(titled, { title: "Upload failed" }).toast).toEqual({
      title: "File too large",
      description: "Select a smaller image",
      variant: "destructive",
    });
  });

  it("uses the form's own toast when it words a failure itself, and keeps each field's message", () => {
    const error = new AppError("BAD_REQUEST", "Name is required", {
      fieldErrors: { name: "Name is required" },
    });
    const failure = failureOf(error, { toast: { title: "Error", description: "Failed to create business" } });
    expect(failure).toEqual({
      ok: false,
      toast: { title: "Error", description: "Failed to create business", variant: "destructive" },
      error: "Name is required",
      fieldErrors: { name: "Name is required" },
    });
  });
});
