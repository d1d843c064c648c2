// A control that only works with JavaScript is sent `hidden` with this attribute: a visitor's page island shows it
// (ADR 0053), and the app shows it once it runs. A reader without JavaScript never sees a control that does nothing.

export const SHOWN_WITH_SCRIPT_ATTRIBUTE = "data-shown-with-script";

export function showScriptControls(root: ParentNode): void {
  for (const control of root.querySelectorAll<HTMLElement>(`[${SHOWN_WITH_SCRIPT_ATTRIBUTE}]`)) {
    control.hidden = false;
  }
}
