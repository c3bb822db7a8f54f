// React DOM's client as a module of the platform's own, so that its chunk imports the shared
// core like a page's chunk does and React itself stays in the core (client/entry.tsx loads it).
export { hydrateRoot } from 'react-dom/client';
