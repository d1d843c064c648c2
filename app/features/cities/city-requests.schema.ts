// The city coverage request as a form sends it, validated the same way in the browser and on the server.
import { z } from "zod";
import { textField } from "~/lib/text-input";
import { US_STATE_CODES } from "~/lib/us-states";
import { CITY_NAME_MAX_CHARS, EMAIL_MAX_CHARS } from "./cities.constants";
import {
  REQUEST_CITY_NAME_REQUIRED,
  REQUEST_CITY_NAME_TOO_LONG,
  REQUEST_EMAIL_INVALID,
  REQUEST_EMAIL_TOO_LONG,
  REQUEST_STATE_INVALID,
} from "./city-requests.copy";

// The home page's action reads the form's intent from here (the form itself reads cities.constants).
export { REQUEST_CITY_INTENT } from "./cities.constants";

export const cityRequestSchema = z.object({
  state: z.enum(US_STATE_CODES, { error: REQUEST_STATE_INVALID }),
  cityName: textField({ error: REQUEST_CITY_NAME_REQUIRED })
    .min(1, REQUEST_CITY_NAME_REQUIRED)
    .max(CITY_NAME_MAX_CHARS, REQUEST_CITY_NAME_TOO_LONG),
  email: z
    .string({ error: REQUEST_EMAIL_INVALID })
    .trim()
    .max(EMAIL_MAX_CHARS, REQUEST_EMAIL_TOO_LONG)
    .pipe(z.email({ error: REQUEST_EMAIL_INVALID })),
});

export type CityRequestInput = z.infer<typeof cityRequestSchema>;
