// Every job this product runs: the worker registers exactly these.
import { pipelineJobDefinitions } from "~/features/pipeline/pipeline-jobs.server";
import { echoJob } from "~/features/system/echo-job.server";

export const jobDefinitions = [echoJob, ...pipelineJobDefinitions];
