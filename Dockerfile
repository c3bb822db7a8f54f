# syntax=docker/dockerfile:1
# Build stage: full install, client bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json esbuild.config.ts tsconfig.json ./
COPY server ./server
COPY shared ./shared
COPY client ./client
COPY seed ./seed
COPY scripts ./scripts
COPY tenants ./tenants
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The checks `npm start` makes, then node directly (not npm) as PID 1 (exec), so SIGTERM
# reaches the server and it drains gracefully.
CMD ["sh", "-c", "node --import tsx scripts/prepare-server.ts --server-bundle && exec node dist/server.mjs"]
