// City Management as the browser tests drive it: the toasts, the create form behind "New city", a new city, a URL.
import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { LABELS, TOASTS } from "../../../app/features/admin-cities/admin-cities.copy";

export function toast(page: Page) {
  return page.getByTestId("toast");
}

export async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast(page).getByText(description, { exact: true })).toBeVisible();
}

/** Opens the create form behind its "New city" disclosure; focus moves into it. */
export async function openCreateForm(page: Page) {
  const toggle = page.getByRole("button", { name: LABELS.newCity });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const form = page.getByRole("region", { name: LABELS.createCityHeading });
  await expect(form.getByRole("textbox", { name: LABELS.name })).toBeFocused();
  return form;
}

/** Creates a city through the form and waits until it is selected; returns its name. */
export async function createCity(page: Page, label: string): Promise<string> {
  const name = `${label} ${randomBytes(3).toString("hex")}`;
  const form = await openCreateForm(page);
  await form.getByRole("textbox", { name: LABELS.name }).fill(name);
  await form.getByRole("textbox", { name: LABELS.county }).fill("Lake County");
  await form.getByRole("button", { name: LABELS.createCity }).click();
  await expectToast(page, TOASTS.cityCreated);
  await expect(page.getByRole("combobox", { name: LABELS.cityPicker })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByRole("region", { name: LABELS.cityDetailsHeading })).toContainText(name);
  return name;
}

export function urlsRegion(page: Page) {
  return page.getByRole("region", { name: LABELS.cityUrlsHeading });
}

export async function addUrl(page: Page, title: string, url: string) {
  const urls = urlsRegion(page);
  await urls.getByRole("button", { name: LABELS.addUrl }).click();
  const form = urls.getByRole("form", { name: LABELS.addUrl });
  await form.getByRole("textbox", { name: LABELS.title }).fill(title);
  await form.getByRole("textbox", { name: LABELS.url }).fill(url);
  await form.getByRole("button", { name: LABELS.save }).click();
  await expectToast(page, TOASTS.urlCreated);
  await expect(urls.getByRole("link", { name: LABELS.selectUrl(title) })).toBeVisible();
}

/** Adds a URL to the selected city, selects it and presses Refresh Videos; returns the URL's videos region. */
export async function refreshVideosOfNewUrl(page: Page, title: string, url: string) {
  await addUrl(page, title, url);
  await urlsRegion(page)
    .getByRole("link", { name: LABELS.selectUrl(title) })
    .click();
  const videos = page.getByRole("region", { name: LABELS.videosOf(title) });
  await videos.getByRole("button", { name: LABELS.refreshVideos }).click();
  return videos;
}
