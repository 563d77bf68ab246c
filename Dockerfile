# syntax=docker/dockerfile:1
# The store's image, made with the README's own steps: `npm ci`, `npm run build`, then the server run
# with node as `npm run serve` does. Web instances use the default command; a worker runs
# `node server.js worker`; the operator's scripts run as in a checkout (`npm run doctor`,
# `npm run jobs:dead`, `npm run payouts -- --month YYYY-MM`). compose.yaml runs the whole layout.
# The same Node as CI and development: the `node` devDependency of package.json pins 24.21.0 there.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS base
# Fonts for the lettering that sharp (librsvg) draws into designs and share images.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app

FROM base AS build
COPY package.json package-lock.json ./
# No dependency's install script is needed here: the image has its Node (the `node` package's script
# would fetch the same one again), esbuild's and sharp's binaries come as optional packages, and
# onnxruntime-node's script would only download CUDA libraries.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM base
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    HEALTH_PORT=3001 \
    DATA_DIR=/app/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
COPY --from=build /app/package.json /app/server.js /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The sources of the operator's scripts (run through tsx, like in a checkout); the server never loads them.
COPY --from=build /app/app ./app
COPY --from=build /app/db ./db
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 3001
# Liveness on the health port (ADR 140), web and worker alike: answered by a thread of its own however
# busy the process is, and 503 once its event loop has been stuck for HEALTH_LOOP_STALL_MS (5 s).
# /readyz there (the database answers, not draining) is for the load balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.HEALTH_PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
