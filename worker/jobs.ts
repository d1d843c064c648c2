// Every job this product runs: the worker registers exactly these.
import { echoJob } from "~/features/system/echo-job.server";

export const jobDefinitions = [echoJob];
