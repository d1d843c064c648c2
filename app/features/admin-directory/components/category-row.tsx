// One category in the editor: its names and listing count, Rename (in place) and Delete (in a dialog).
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { CategoryWithCount } from "../admin-categories.server";
import { CATEGORY_INTENTS, CATEGORY_NAME_MAX_CHARS } from "../admin-directory.constants";
import {
  CANCEL,
  CATEGORY_FIELD_LABELS,
  categoryName,
  DELETE,
  deleteLabel,
  RENAME,
  renameLabel,
  SAVE,
  SAVING,
} from "../admin-directory.copy";
import type { CategoryAnswer } from "./category-answer";

const INPUT =
  "block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm aria-[invalid=true]:border-red-600";

export function CategoryRow({
  category,
  editing,
  onEdit,
  onDelete,
  onDone,
}: {
  category: CategoryWithCount;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onDone: () => void;
}) {
  const name = categoryName(category.parentCategory, category.subCategory);
  if (editing) return <RenameRow category={category} name={name} onDone={onDone} />;
  return (
    <tr className="border-t border-slate-200">
      <td className="px-3 py-2">{category.parentCategory}</td>
      <th scope="row" className="px-3 py-2 font-normal">
        {category.subCategory}
      </th>
      <td className="px-3 py-2 text-right tabular-nums">{category.listingCount}</td>
      <td className="px-3 py-2">
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="sm" aria-label={renameLabel(name)} onClick={onEdit}>
            {RENAME}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={deleteLabel(name)}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
          >
            {DELETE}
          </Button>
        </div>
      </td>
    </tr>
  );
}

function RenameRow({
  category,
  name,
  onDone,
}: {
  category: CategoryWithCount;
  name: string;
  onDone: () => void;
}) {
  const fetcher = useFetcher<CategoryAnswer>();
  const busy = fetcher.state !== "idle";
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  const formId = `rename-${category.id}`;
  useActionToast(fetcher, { onSuccess: () => onDone() });
  const error = fieldErrors.parentCategory ?? fieldErrors.subCategory ?? fieldErrors.categoryId;
  return (
    <tr className="border-t border-slate-200 bg-amber-50/50">
      <td className="px-3 py-2 align-top">
        <input
          form={formId}
          name="parentCategory"
          aria-label={`${CATEGORY_FIELD_LABELS.parentCategory} (${name})`}
          defaultValue={category.parentCategory}
          maxLength={CATEGORY_NAME_MAX_CHARS}
          required
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: Rename was just pressed; the name is what the admin came to change
          autoFocus
          aria-invalid={fieldErrors.parentCategory ? true : undefined}
          className={INPUT}
        />
      </td>
      <td className="px-3 py-2 align-top">
        <input
          form={formId}
          name="subCategory"
          aria-label={`${CATEGORY_FIELD_LABELS.subCategory} (${name})`}
          defaultValue={category.subCategory}
          maxLength={CATEGORY_NAME_MAX_CHARS}
          required
          autoComplete="off"
          aria-invalid={fieldErrors.subCategory ? true : undefined}
          className={INPUT}
        />
        {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
      </td>
      <td className="px-3 py-2 text-right align-top tabular-nums">{category.listingCount}</td>
      <td className="px-3 py-2 align-top">
        <fetcher.Form
          id={formId}
          method="post"
          noValidate
          className="flex justify-end gap-1"
          onKeyDown={(event) => {
            if (event.key === "Escape") onDone();
          }}
        >
          <input type="hidden" name="intent" value={CATEGORY_INTENTS.rename} />
          <input type="hidden" name="categoryId" value={category.id} />
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? SAVING : SAVE}
          </Button>
          <Button variant="outline" size="sm" onClick={onDone} disabled={busy}>
            {CANCEL}
          </Button>
        </fetcher.Form>
      </td>
    </tr>
  );
}
