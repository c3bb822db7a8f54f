// Stands in for `qs` in the browser bundle. Only instantsearch.js's history router
// uses it, and listings route through their own router (shared/pages/listing/
// listing-router.ts), so the ~15 KB gzip of qs and its dependencies stay out.
function notBundled(): never {
  throw new Error(
    "instantsearch's history router is not bundled: listings route through listing-router.ts",
  );
}

export default { parse: notBundled, stringify: notBundled };
