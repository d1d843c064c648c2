// The home page's script for a visitor without a session, instead of the app (issue #16, ADR 0049). The page works
// as HTML: the search box and the picker are GET forms, the request form posts, links are links. This adds what the
// app adds: the buttons wait for an answer, the picker goes straight to the city, Other opens the Request City
// Coverage dialog, and toasts show and close. It must not import React, React Router or zod (lint rule
// `island-without-framework`): its whole point is to be a few KB.
import { enhanceDialog } from "~/components/ui/dialog.island";
import { keepRenderedToasts } from "~/components/ui/toast.island";
import { enhanceCityRequestForm } from "~/features/cities/components/city-request-form.island";
import {
  disableSubmitWhileBlank,
  REQUIRES_QUERY_SELECTOR,
} from "~/features/search/components/search-form.island";
import { OTHER_CITY_VALUE, REQUEST_DIALOG_ID } from "./home.constants";

/** The request dialog: opened by the picker's Other, emptied whenever it closes. */
function enhanceRequestDialog(): (() => void) | null {
  const dialog = document.getElementById(REQUEST_DIALOG_ID);
  const form = dialog?.querySelector<HTMLFormElement>("form[data-city-request-form]");
  if (!(dialog instanceof HTMLDialogElement) || !form) return null;
  enhanceDialog(dialog);
  const requestForm = enhanceCityRequestForm(form, () => dialog.close());
  dialog.addEventListener("close", () => requestForm.clear());
  return () => {
    if (!dialog.open) dialog.showModal();
  };
}

/** The picker: Go to My City waits for a choice and opens the city's page; Other opens the request dialog. */
function enhanceCityPicker(form: HTMLFormElement, openRequestDialog: (() => void) | null): void {
  const select = form.querySelector<HTMLSelectElement>('select[name="city"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!select || !button) return;
  const update = () => {
    button.disabled = select.value === "";
  };
  select.addEventListener("change", () => {
    update();
    if (select.value === OTHER_CITY_VALUE) openRequestDialog?.();
  });
  form.addEventListener("submit", (event) => {
    // Without the dialog the GET form goes on to the server, which opens the request form in the page.
    if (select.value === OTHER_CITY_VALUE && !openRequestDialog) return;
    event.preventDefault();
    if (select.value === OTHER_CITY_VALUE) openRequestDialog?.();
    else if (select.value) window.location.assign(`/city/${encodeURIComponent(select.value)}`);
  });
  update();
}

keepRenderedToasts();
for (const form of document.querySelectorAll<HTMLFormElement>(REQUIRES_QUERY_SELECTOR))
  disableSubmitWhileBlank(form);
const openRequestDialog = enhanceRequestDialog();
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-city-picker]")) {
  enhanceCityPicker(form, openRequestDialog);
}
// The request form in the page (?request=1, where the picker's Other leads without JavaScript).
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-city-request-form]")) {
  if (!form.closest("dialog")) enhanceCityRequestForm(form);
}
