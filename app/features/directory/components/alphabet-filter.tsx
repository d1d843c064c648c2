// "All", "0-9" and "A" to "Z" as links that keep the other filters; the active one is marked aria-current.
import { Link } from "react-router";
import { ALPHABET_LETTERS } from "../directory.constants";
import { ALPHABET_ALL, ALPHABET_FILTER_LABEL } from "../directory.copy";
import { directoryPath, filterQuery } from "../directory.links";
import type { DirectoryFilters } from "../directory.schema";

export function AlphabetFilter({
  filters,
  locationKey,
}: {
  filters: DirectoryFilters;
  locationKey: string | null;
}) {
  const options = [
    { label: ALPHABET_ALL, letter: undefined },
    ...ALPHABET_LETTERS.map((letter) => ({ label: letter, letter })),
  ];
  return (
    <nav aria-label={ALPHABET_FILTER_LABEL} className="mt-4">
      <ul className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const active = option.letter === filters.letter;
          return (
            <li key={option.label}>
              <Link
                to={`${directoryPath(locationKey)}${filterQuery({ ...filters, letter: option.letter })}`}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={`inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-semibold ${
                  active
                    ? "border-teal-700 bg-teal-700 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
