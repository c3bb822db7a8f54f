import { describe, expect, it } from 'vitest';
import { frameworkImports } from '../../../scripts/bench/framework-floor.ts';

describe('frameworkImports', () => {
  it('collects the names browser code imports or re-exports from the framework, values only', () => {
    const imports = frameworkImports([
      "import { use, Suspense, type ComponentType } from 'react';",
      "import {\n  Link,\n  useLocation as useWhere,\n} from 'react-router';",
      "import type { LoaderFunctionArgs } from 'react-router';",
      "export { hydrateRoot } from 'react-dom/client';",
      "import { useMemo } from 'react';\nimport { InstantSearch } from 'react-instantsearch';",
    ]);
    expect(Object.fromEntries([...imports].map(([from, names]) => [from, [...names]]))).toEqual({
      react: ['use', 'Suspense', 'useMemo'],
      'react-router': ['Link', 'useLocation'],
      'react-dom/client': ['hydrateRoot'],
    });
  });
});
