// The category editor: an add form, then every category with how many listings use it, each renamed in place or
// deleted (moving its listings first when it has any). One row is renamed at a time.

import { useRef, useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import type { CategoryWithCount } from "../admin-categories.server";
import { CATEGORY_INTENTS, CATEGORY_NAME_MAX_CHARS } from "../admin-directory.constants";
import {
  ACTIONS_COLUMN,
  ADD_CATEGORY,
  ADD_CATEGORY_HEADING,
  BACK_TO_DIRECTORY,
  CATEGORIES_INTRO,
  CATEGORIES_TITLE,
  CATEGORY_FIELD_LABELS,
  CATEGORY_LIST_HEADING,
  LISTINGS_COLUMN,
  NO_CATEGORIES,
  SAVING,
} from "../admin-directory.copy";
import { ADMIN_CATEGORIES_PATH, ADMIN_DIRECTORY_PATH } from "../admin-directory.links";
import type { CategoryAnswer } from "./category-answer";
import { CategoryDeleteDialog } from "./category-delete-dialog";
import { CategoryRow } from "./category-row";
import { RequiredLabel } from "./listing-fields";

export function CategoriesScreen({ categories }: { categories: CategoryWithCount[] }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  // Held here, not in the row: a deleted category's row goes with the list, and the dialog must outlive it to
  // show its answer.
  const [deleting, setDeleting] = useState<CategoryWithCount | null>(null);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === ADMIN_CATEGORIES_PATH;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <AdminBreadcrumb />
      <ButtonLink to={ADMIN_DIRECTORY_PATH} variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> {BACK_TO_DIRECTORY}
      </ButtonLink>
      <h1 className="mt-2 text-3xl font-bold">{CATEGORIES_TITLE}</h1>
      <p className="mt-2 text-slate-600">{CATEGORIES_INTRO}</p>
      <AddCategoryForm />
      <section aria-labelledby="category-list-heading" aria-busy={loading} className="mt-8">
        <h2 id="category-list-heading" className="text-xl font-semibold">
          {CATEGORY_LIST_HEADING}
        </h2>
        {categories.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {NO_CATEGORIES}
          </p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {CATEGORY_FIELD_LABELS.parentCategory}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {CATEGORY_FIELD_LABELS.subCategory}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {LISTINGS_COLUMN}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {ACTIONS_COLUMN}
                  </th>
                </tr>
              </thead>
              <tbody>
                {categories.map((category) => (
                  <CategoryRow
                    key={category.id}
                    category={category}
                    editing={editingId === category.id}
                    onEdit={() => setEditingId(category.id)}
                    onDelete={() => setDeleting(category)}
                    onDone={() => setEditingId(null)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {deleting ? (
        <CategoryDeleteDialog
          key={deleting.id}
          category={deleting}
          categories={categories}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </main>
  );
}

function AddCategoryForm() {
  const fetcher = useFetcher<CategoryAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  useActionToast(fetcher, { onSuccess: () => form.current?.reset() });
  return (
    <section
      aria-labelledby="add-category-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="add-category-heading" className="text-lg font-semibold">
        {ADD_CATEGORY_HEADING}
      </h2>
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <input type="hidden" name="intent" value={CATEGORY_INTENTS.create} />
        <TextField
          name="parentCategory"
          label={<RequiredLabel text={CATEGORY_FIELD_LABELS.parentCategory} />}
          required
          maxLength={CATEGORY_NAME_MAX_CHARS}
          autoComplete="off"
          error={fieldErrors.parentCategory}
        />
        <TextField
          name="subCategory"
          label={<RequiredLabel text={CATEGORY_FIELD_LABELS.subCategory} />}
          required
          maxLength={CATEGORY_NAME_MAX_CHARS}
          autoComplete="off"
          error={fieldErrors.subCategory}
        />
        <Button type="submit" disabled={busy} className="sm:mt-6">
          {busy ? SAVING : ADD_CATEGORY}
        </Button>
      </fetcher.Form>
    </section>
  );
}
