// Deleting a category asks first. One that listings use cannot simply go: the dialog says how many use it and
// asks where to move them; the server moves them and deletes the category in one step (ADR 0021).
import { useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { CategoryWithCount } from "../admin-categories.server";
import { CATEGORY_INTENTS } from "../admin-directory.constants";
import {
  CANCEL,
  CHOOSE_CATEGORY,
  categoryInUse,
  categoryName,
  DELETE_CATEGORY,
  DELETING,
  deleteCategoryDescription,
  deleteTitle,
  MOVE_AND_DELETE,
  moveListingsLabel,
} from "../admin-directory.copy";
import type { CategoryAnswer } from "./category-answer";
import { RequiredLabel } from "./listing-fields";

export function CategoryDeleteDialog({
  category,
  categories,
  onClose,
}: {
  category: CategoryWithCount;
  categories: readonly CategoryWithCount[];
  onClose: () => void;
}) {
  const fetcher = useFetcher<CategoryAnswer>();
  const selectId = useId();
  const busy = fetcher.state !== "idle";
  const name = categoryName(category.parentCategory, category.subCategory);
  const inUse = category.listingCount > 0;
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  const others = categories.filter((candidate) => candidate.id !== category.id);

  useActionToast(fetcher, { onSuccess: () => onClose() });

  return (
    <Dialog
      open
      onClose={onClose}
      title={deleteTitle(name)}
      description={
        inUse
          ? categoryInUse(category.parentCategory, category.subCategory, category.listingCount)
          : deleteCategoryDescription(name)
      }
    >
      <fetcher.Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value={CATEGORY_INTENTS.delete} />
        <input type="hidden" name="categoryId" value={category.id} />
        {inUse ? (
          <SelectField
            id={selectId}
            name="moveTo"
            label={<RequiredLabel text={moveListingsLabel(category.listingCount)} />}
            defaultValue=""
            required
            error={fieldErrors.moveTo}
          >
            <option value="">{CHOOSE_CATEGORY}</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {categoryName(other.parentCategory, other.subCategory)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {CANCEL}
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? DELETING : inUse ? MOVE_AND_DELETE : DELETE_CATEGORY}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
