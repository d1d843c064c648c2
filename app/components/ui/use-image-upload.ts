// One image upload's client side, shared by listing and city images: the fetcher, the toast of its answer, a form
// reset after success, and the browser's quick check that empties a chooser holding a bad file.
import { useRef } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast";
import type { ActionResult } from "~/lib/action-result";
import { imageFileProblem } from "~/lib/image-upload";
import { useActionToast } from "./use-action-toast";

export type ImageUploadAnswer = ActionResult<{ imageUrl: string }>;

export function useImageUpload() {
  const fetcher = useFetcher<ImageUploadAnswer>();
  const { toast } = useToast();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useActionToast(fetcher, { onSuccess: () => form.current?.reset() });

  /** Shows the problem and empties the chooser when the chosen file cannot be right; true when it did. */
  function rejectIfBad(input: HTMLInputElement): boolean {
    const problem = imageFileProblem(input.files?.[0]);
    if (!problem) return false;
    toast({ ...problem, variant: "destructive" });
    input.value = "";
    return true;
  }

  return { fetcher, form, busy, rejectIfBad };
}
