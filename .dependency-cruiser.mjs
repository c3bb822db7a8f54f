// The folder rules of docs/architecture.md ("Folders, and what each may import") as
// dependency-cruiser rules: tests/unit/architecture/dependency-rules.test.ts runs them in
// `npm test`, and `npx depcruise server shared client scripts seed` runs them by hand.
const folderRule = (folder, mayImport) => ({
  name: `${folder}-imports-${mayImport.join('-and-')}-only`,
  comment: `${folder}/ may import ${mayImport.map((name) => `${name}/`).join(' and ')} and packages only (docs/architecture.md).`,
  severity: 'error',
  from: { path: `^${folder}/` },
  to: {
    // Node built-ins and packages are allowed; so are the listed folders.
    dependencyTypesNot: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg'],
    pathNot: mayImport.map((name) => `^${name}/`),
  },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    // Runs in the browser and on the server, so it needs neither.
    folderRule('shared', ['shared']),
    folderRule('server', ['shared', 'server']),
    folderRule('client', ['shared', 'client']),
    folderRule('seed', ['shared', 'seed']),
    // scripts/ and tests/ may import anything; tenants/ is data.
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
