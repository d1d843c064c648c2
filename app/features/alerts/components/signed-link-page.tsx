// The page a signed mail link opens (confirm, unsubscribe): what the alert follows and one button that does it, so a
// mail scanner's GET never acts for the person. A bad link shows why.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

export function SignedLinkPage(props: {
  title: string;
  doneTitle: string;
  doneText: string;
  button: string;
  label: string | null;
  done: boolean;
  problem: string | null;
}) {
  const navigation = useNavigation();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {props.done ? props.doneTitle : props.title}
      </h1>
      {props.label ? <p className="mt-4 text-lg text-slate-800">{props.label}</p> : null}
      {props.problem ? (
        <p className="mt-4 text-red-700" role="alert">
          {props.problem}
        </p>
      ) : props.done ? (
        <p className="mt-4 text-slate-700" role="status">
          {props.doneText}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <Button type="submit" disabled={navigation.state !== "idle"}>
            {props.button}
          </Button>
        </Form>
      )}
    </main>
  );
}
