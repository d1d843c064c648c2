// The home page's inputs: the city picker's query (a GET form, so it works without JavaScript) and its one action.
import { z } from "zod";
import { cityRequestSchema, REQUEST_CITY_INTENT } from "~/features/cities/city-requests.schema";
import { textField } from "~/lib/text-input";

export { OTHER_CITY_VALUE } from "./home.constants";
export const UNKNOWN_FORM_MESSAGE = "This form was not recognized. Please reload the page and try again.";

/** Longer than any location key; anything longer is not a city we have. */
const LOCATION_KEY_MAX_CHARS = 200;

const homeQuerySchema = z.object({
  city: textField().max(LOCATION_KEY_MAX_CHARS).optional(),
  request: z.string().optional(),
  choose: z.string().optional(),
});

export type HomeQuery = {
  city: string | undefined;
  showRequestForm: boolean;
  /** ?choose=1: the picker asked for by name (the header's Change city), so a member is not sent home (ADR 0030). */
  choosing: boolean;
  invalid: boolean;
};

export function readHomeQuery(searchParams: URLSearchParams): HomeQuery {
  const parsed = homeQuerySchema.safeParse(Object.fromEntries(searchParams));
  if (!parsed.success) return { city: undefined, showRequestForm: false, choosing: false, invalid: true };
  return {
    city: parsed.data.city || undefined,
    showRequestForm: parsed.data.request === "1",
    choosing: parsed.data.choose === "1",
    invalid: false,
  };
}

/** The home action's form: the intent first, so an unknown form is named before its fields are judged. */
export const homeActionSchema = z.object({
  intent: z.literal(REQUEST_CITY_INTENT, { error: UNKNOWN_FORM_MESSAGE }),
  ...cityRequestSchema.shape,
});
