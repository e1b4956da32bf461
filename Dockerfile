# The bakery as a container image (docs/deploy.md, "With Docker or Podman"): built in one stage,
# run in a slim one with the production dependencies only, as a user of its own, with one volume
# (/app/data) for everything the bakery keeps: the database, backups, recipe photos, the mail
# outbox and the keys it makes at its first start.
#
#   docker build -t bakery .
#
# The dependencies are installed in stages of their own, from package.json and package-lock.json
# alone: an upgrade that changes no dependency reuses them, and rebuilds only the app (seconds,
# and a few megabytes written instead of hundreds).
#
# NODE_IMAGE is the base of every stage: the official Node image by default. The container test
# (deploy/container/container.test.ts) passes one it makes from Debian's packages, as no image
# registry can be reached on its machines.
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

# What the server runs with.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
# Where sqlite3's prebuilt binary is fetched from, if not GitHub (the test serves its own).
ARG npm_config_sqlite3_binary_host_mirror
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The app's pages, their server-side renderer and their compressed copies, as `npm start` builds
# them (sync-server/src/cli/build-pwa-if-stale.ts), with every dependency.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ARG npm_config_sqlite3_binary_host_mirror
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsx sync-server/src/cli/build-pwa-if-stale.ts

FROM ${NODE_IMAGE}
WORKDIR /app
# Its own user, with no login and no home but the data folder.
RUN groupadd --system --gid 10001 bakery \
  && useradd --system --uid 10001 --gid bakery --home-dir /app/data --shell /usr/sbin/nologin bakery \
  && mkdir -p /app/data && chown bakery:bakery /app/data && chmod 700 /app/data
# The code is root's and read-only to the bakery: only its data folder is its own.
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY . .
COPY --from=build /app/dist ./dist
# DOCTOR_AT_START: what `npm run doctor` finds goes in the log once it serves (sync-server/src/main.ts).
ENV NODE_ENV=production \
  PORT=8080 \
  HOST=0.0.0.0 \
  TRUST_PROXY=1 \
  DOCTOR_AT_START=1
VOLUME ["/app/data"]
EXPOSE 8080
USER bakery
# Ready: the database answers and the server takes orders (GET /api/ready).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "deploy/container/healthcheck.mjs"]
# On SIGTERM the server finishes the requests in flight, hands queued mail over and closes the
# database (sync-server/src/main.ts); compose gives it 30 s (stop_grace_period).
STOPSIGNAL SIGTERM
# `npm start` without its build step (the pages are built above) and without npm in between,
# so SIGTERM reaches the server itself.
CMD ["node", "--import", "tsx", "sync-server/src/main.ts"]
