// `npm run dev`: the server from its sources (restarted on change), once the bundle and the
// demo inventory are there. `npm start` runs the built server instead (package.json).
// Imported in turn: a static import of both would start the server while the first builds.
await import('./prepare-server.ts');
await import('../server/index.ts');
export {};
