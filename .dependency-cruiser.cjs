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
