// The Dialog component's behaviour on a page served without the app (ADR 0049): the native <dialog> traps focus and
// closes on Escape by itself; its ✕ button and a click on the backdrop close it too.
export function enhanceDialog(dialog: HTMLDialogElement): void {
  dialog.querySelector("[data-dialog-close]")?.addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (event) => {
    // A click on the backdrop (the dialog element itself, outside its content) closes it.
    if (event.target === dialog) dialog.close();
  });
}
