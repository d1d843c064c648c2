// One image upload's client side, shared by listing and city images: the fetcher, the spec's toasts for its
// answer, a form reset after success, and the browser's quick check that empties a chooser holding a bad file.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast";
import {
  IMAGE_UPLOADED,
  imageFileProblem,
  UPLOAD_FAILED,
  UPLOAD_FAILED_DESCRIPTION,
} from "~/lib/image-upload";

export type ImageUploadAnswer = { ok: true; imageUrl: string } | { ok: false; error: string; title?: string };

export function useImageUpload() {
  const fetcher = useFetcher<ImageUploadAnswer>();
  const { toast } = useToast();
  const answered = useRef<ImageUploadAnswer | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.ok) {
      toast({ title: IMAGE_UPLOADED });
      form.current?.reset();
    } else {
      toast({
        title: answer.title ?? UPLOAD_FAILED,
        description: answer.error || UPLOAD_FAILED_DESCRIPTION,
        variant: "destructive",
      });
    }
  }, [fetcher.state, fetcher.data, toast]);

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
