// Stands in for `use-sync-external-store/shim` in the browser bundle: react-instantsearch
// imports the shim for React 17, and under React 18 and later the shim hands back React's
// own hook anyway. Importing React's directly leaves the shim's code out of the listing.
export { useSyncExternalStore } from 'react';
