# Build stage: full install, the browser and server bundles, the operator commands, and the
# empty embedded database a first start copies (npm run build).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only, without the TypeScript loader and the bundler: the image runs
# the bundles in dist/ (a checkout's `npm start` and `npm run dev` need them, so they stay
# dependencies).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/tsx node_modules/esbuild node_modules/@esbuild \
    node_modules/.bin/tsx node_modules/.bin/esbuild \
  && npm cache clean --force

# Runs read-only (`--read-only`) with a volume at /data: it writes nowhere else, so no tmpfs
# is needed (docs/operations.md, "Docker").
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY server/db/migrations ./server/db/migrations
COPY tenants ./tenants
COPY seed/images ./seed/images
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# A first start on an empty volume makes the database and, with DEMO_INVENTORY, the demo stock
# before it serves: the start period covers it on a busy host (docs/operations.md, "Health").
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 from the first instant: the server makes a first start's data itself (a child
# process) and handles SIGTERM at any moment, start-up included (docs/operations.md, "Shutdown").
CMD ["node", "dist/server.mjs"]
