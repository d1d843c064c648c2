// Shows an action's toast once, when its fetcher has settled with a new answer.
import { useEffect } from "react";
import { useToast } from "~/components/ui/toast";

export type ToastActionData = { ok: boolean; title: string; description?: string };

export function useToastResult(result: ToastActionData | undefined, settled: boolean): void {
  const { toast } = useToast();
  useEffect(() => {
    if (!result || !settled) return;
    toast({
      title: result.title,
      description: result.description,
      variant: result.ok ? "default" : "destructive",
    });
  }, [result, settled, toast]);
}
