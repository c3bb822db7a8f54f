// `npm run dev`: the server from its sources (restarted on change), once the bundle and the
// demo inventory are there. `npm start` runs the built server instead (package.json).
import './prepare-server.ts';
import '../server/index.ts';
