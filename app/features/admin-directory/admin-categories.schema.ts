// Zod schemas of the business category editor: adding, renaming and deleting a category.
import { z } from "zod";
import { textField } from "~/lib/text-input";
import { CATEGORY_INTENTS, CATEGORY_NAME_MAX_CHARS } from "./admin-directory.constants";
import {
  CATEGORY_FIELD_LABELS,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_NOT_FOUND,
  MOVE_TARGET_NOT_FOUND,
  tooLong,
  UNKNOWN_ACTION,
} from "./admin-directory.copy";

/** An absent or non-text field reads as empty, so it gets the field's own message. */
const formText = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value : ""))
  .pipe(textField());

function categoryNameField(field: keyof typeof CATEGORY_FIELD_LABELS) {
  return formText.pipe(
    z
      .string()
      .min(1, CATEGORY_NAME_REQUIRED)
      .max(CATEGORY_NAME_MAX_CHARS, tooLong(CATEGORY_FIELD_LABELS[field], CATEGORY_NAME_MAX_CHARS)),
  );
}

const names = {
  parentCategory: categoryNameField("parentCategory"),
  subCategory: categoryNameField("subCategory"),
};

/** A malformed id is refused here, so it never reaches PostgreSQL's uuid parser. */
const categoryId = formText.pipe(z.uuid({ error: CATEGORY_NOT_FOUND }));

export const createCategorySchema = z.object({
  intent: z.literal(CATEGORY_INTENTS.create),
  ...names,
});

export const renameCategorySchema = z.object({
  intent: z.literal(CATEGORY_INTENTS.rename),
  categoryId,
  ...names,
});

export const deleteCategorySchema = z.object({
  intent: z.literal(CATEGORY_INTENTS.delete),
  categoryId,
  /** Where the category's listings go first; empty or absent when none use it. */
  moveTo: formText.pipe(
    z.union([z.literal("").transform(() => undefined), z.uuid({ error: MOVE_TARGET_NOT_FOUND })], {
      error: MOVE_TARGET_NOT_FOUND,
    }),
  ),
});

export const categoryActionSchema = z.discriminatedUnion(
  "intent",
  [createCategorySchema, renameCategorySchema, deleteCategorySchema],
  { error: UNKNOWN_ACTION },
);

export type CategoryActionInput = z.output<typeof categoryActionSchema>;
