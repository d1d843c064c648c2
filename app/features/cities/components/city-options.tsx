// The <option>s of a city picker, "Name, ST" each (spec 000: cities shown as name and state), valued by id or key.
import type { CityOption } from "~/features/cities/cities.server";

type NamedCity = Pick<CityOption, "id" | "name" | "state">;

/** Valued by id (admin tools), or by location key (public pages, whose forms send the key of an address). */
type CityOptionsProps =
  | { cities: readonly NamedCity[]; valueBy?: "id" }
  | { cities: readonly (NamedCity & Pick<CityOption, "locationKey">)[]; valueBy: "locationKey" };

export function CityOptions(props: CityOptionsProps) {
  const cities: readonly (NamedCity & { value: string })[] =
    props.valueBy === "locationKey"
      ? props.cities.map((city) => ({ ...city, value: city.locationKey }))
      : props.cities.map((city) => ({ ...city, value: city.id }));
  return cities.map((city) => (
    <option key={city.id} value={city.value}>
      {city.name}, {city.state}
    </option>
  ));
}
