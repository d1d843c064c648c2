// What other areas' forms use of the cities area (ADR 0036): the statuses a city can have and the create-city form's
// defaults, which City Management shows.
export {
  CITY_STATUSES,
  type CityStatus,
  NEW_CITY_DEFAULT_PRIMARY_COLOR,
  NEW_CITY_DEFAULT_SECONDARY_COLOR,
  NEW_CITY_DEFAULT_STATE,
} from "./cities.constants";
