import { Link } from "react-router";
import { NOT_FOUND_TITLE, RETURN_TO_HOME } from "./shell.copy";

export function NotFoundPage({ title = NOT_FOUND_TITLE }: { title?: string }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center"
    >
      <p className="text-6xl font-bold text-teal-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{title}</h1>
      <Link
        to="/"
        className="mt-6 rounded-md bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
      >
        {RETURN_TO_HOME}
      </Link>
    </main>
  );
}
