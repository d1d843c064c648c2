// The module boundaries `npm run lint` enforces (issue #15; docs/ARCHITECTURE.md "Where things live"). Cycles and
// test code in the app are errors, and so are the two layering rules: shared code below the areas, and areas that
// reach each other only through their public surface (ADR 0036 says where a module goes).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment:
        "A cycle, static or dynamic import alike, means two modules cannot be understood or loaded apart.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-code-above-features",
      comment: "app/lib and app/components serve every area and so never reach into one.",
      severity: "error",
      from: { path: "^app/(lib|components)/" },
      to: { path: "^app/features/" },
    },
    {
      name: "feature-public-surface",
      comment:
        "Another area reaches a feature only through its services (*.server.ts), schemas (*.schema.ts), browser surface (*.browser.ts) and components/.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: {
        path: "^app/features/([^/]+)/",
        pathNot: [
          "^app/features/$1/",
          "\\.server\\.tsx?$",
          "\\.schema\\.ts$",
          "\\.browser\\.ts$",
          "^app/features/[^/]+/components/",
        ],
      },
    },
    {
      name: "browser-surface-without-zod",
      comment:
        "An area's browser surface (*.browser.ts) is what pages run: it never reaches zod, a schema or server code, so reading it ships none of them (ADR 0038).",
      severity: "error",
      from: { path: "\\.browser\\.ts$" },
      to: {
        path: "(^|/)node_modules/zod/|\\.schema\\.ts$|\\.server\\.tsx?$|^app/lib/text-input\\.ts$",
        reachable: true,
      },
    },
    {
      name: "island-without-framework",
      comment:
        "An island (*.island.ts) is the whole script of a page served without the app: it never reaches React, React Router, zod, a schema or server code, so it stays a few KB (ADR 0049).",
      severity: "error",
      from: { path: "\\.island\\.ts$" },
      to: {
        path: "(^|/)node_modules/(react|react-dom|react-router|zod)/|\\.schema\\.ts$|\\.server\\.tsx?$|\\.tsx$",
        reachable: true,
      },
    },
    {
      name: "engine-stages-one-way",
      comment:
        "The offline engine is a one-way line of stages (ADR 0051): each reads only the stages before it, never one after. Stage modules are engine/<stage>.server.ts; helpers (words, names, lexicon, quality gate, wording) sit below every stage.",
      severity: "error",
      from: {
        path: "^app/features/analysis/engine/(meeting-sentences|agenda-items|decision-records|meeting-people|meeting-record)\\.server\\.ts$",
      },
      to: {
        path: "^app/features/analysis/engine/(meeting-analysis|meeting-story|decision-wording)",
      },
    },
    {
      name: "engine-stage-order",
      comment:
        "A stage never imports a later stage: sentences < agenda items < decision records < people < record.",
      severity: "error",
      from: { path: "^app/features/analysis/engine/meeting-sentences\\.server\\.ts$" },
      to: {
        path: "^app/features/analysis/engine/(agenda-items|decision-records|meeting-people|meeting-record|meeting-analysis|meeting-story)\\.server\\.ts$",
      },
    },
    {
      name: "engine-stage-order-2",
      comment: "Agenda items read sentences only.",
      severity: "error",
      from: { path: "^app/features/analysis/engine/agenda-items\\.server\\.ts$" },
      to: {
        path: "^app/features/analysis/engine/(decision-records|meeting-people|meeting-record|meeting-analysis|meeting-story)\\.server\\.ts$",
      },
    },
    {
      name: "engine-stage-order-3",
      comment: "Decision records read sentences and agenda items only.",
      severity: "error",
      from: { path: "^app/features/analysis/engine/decision-records\\.server\\.ts$" },
      to: {
        path: "^app/features/analysis/engine/(meeting-people|meeting-record|meeting-analysis|meeting-story)\\.server\\.ts$",
      },
    },
    {
      name: "engine-stage-order-4",
      comment: "People read sentences and decision records only.",
      severity: "error",
      from: { path: "^app/features/analysis/engine/meeting-people\\.server\\.ts$" },
      to: {
        path: "^app/features/analysis/engine/(meeting-record|meeting-analysis|meeting-story)\\.server\\.ts$",
      },
    },
    {
      name: "engine-story-reads-the-record",
      comment:
        "The story is written from the stored record alone, never from the transcript's stages (issue #30): the LLM path's record is written up the same way.",
      severity: "error",
      from: { path: "^app/features/analysis/engine/meeting-story\\.server\\.ts$" },
      to: {
        path: "^app/features/analysis/engine/(meeting-sentences|agenda-items|decision-records|meeting-people|timed-sentences|transcript-quality)",
      },
    },
    {
      name: "no-react-router-internals",
      comment:
        "React Router is used through its public entry points only (react-router, react-router/dom, @react-router/<package> and the subpaths its exports name), never its dist files or react-router/internal: those change in any patch (DESIGN.md decision 12, issue #32). The packages' exports maps leave such paths unresolved, so the path here is the import as written.",
      severity: "error",
      from: {},
      to: { path: "^(react-router|@react-router/[^/]+)/(dist|internal)(/|$)" },
    },
    {
      name: "no-tests-in-app",
      comment: "Test files and test helpers never ship.",
      severity: "error",
      from: { path: "^(app|server|worker|db|scripts)/" },
      to: { path: "^tests/|\\.test\\.tsx?$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
    exclude: { path: "^(build|\\.react-router)/" },
  },
};
