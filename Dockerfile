# syntax=docker/dockerfile:1
# The site in a container: `npm run serve` on the production build, as compose.yaml runs it twice
# behind a proxy. Three stages: the build (every dependency, codegen and `npm run build`), the
# runtime dependencies alone, and the runtime image with only what `npm run serve` reads.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Native modules (better-sqlite3 13, argon2, sharp) come prebuilt; the toolchain builds the
# optional better-sqlite3 12 kept for Node 20 (unused here) and any platform without a prebuilt.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# No install scripts: `prepare` is the codegen, run by the build once the sources are here.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    VAR_DIR=/var/lib/fast
WORKDIR /app
# Owned by root and read-only to the server; it writes only under VAR_DIR.
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/build ./build
# `npm run serve` runs the server bundled by the build (build/site-server/, tools/build/
# bundle-server.ts): no TypeScript and no test code in the image. The embedded CMS reads its SDL
# and seed content at start, from the project root.
COPY --from=build /app/adapters/cms/schema.graphql ./adapters/cms/schema.graphql
COPY --from=build /app/adapters/local-cms/seed ./adapters/local-cms/seed
RUN mkdir -p /var/lib/fast && chown node:node /var/lib/fast
# Secrets created on first start, SQLite (without DATABASE_URL), the outbox's .eml files, the
# embedded CMS's drawn media: kept across container restarts and upgrades.
VOLUME ["/var/lib/fast"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: SIGTERM from `docker stop` reaches the server, which drains and exits 0
# (site/server/start.server.ts); the stop grace period should exceed its 10 s drain.
CMD ["node", "build/site-server/main.js"]
