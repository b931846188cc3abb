# syntax=docker/dockerfile:1
#
# The API image: `node api/dist/main.js` as an unprivileged user, with the migrate and seed CLIs
# (api/dist/cli/migrate.js, api/dist/cli/seed.js) beside it. It also carries the public schedule's
# embeds (mfe-public/dist/embed): /embed/* is answered by the API, which sets who may frame
# /embed/schedule (EMBED_ALLOWED_ORIGINS). The shell and the remotes have images of their own
# (web.Dockerfile).
#
#   docker build -f infra/docker/api.Dockerfile -t booking-portal-api:0.1.0 .
#
# Built from the repository root (npm workspaces with one lockfile at the root). Debian slim rather
# than Alpine: the lockfile holds the glibc builds of the native packages (argon2, @swc/core).

ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace manifest: `npm ci` checks the whole lockfile against them, even when it installs
# the packages of a few workspaces only.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-calendar/package.json mfe-calendar/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-public/package.json mfe-public/
COPY e2e/package.json e2e/

# Build tools (TypeScript, webpack) for the API and the embed. No install scripts are needed to
# compile: the native argon2 binding is installed in the runtime stage only, and without them the
# root's `node` devDependency (Node.js 24 for npm scripts on a developer's machine) fetches no binary,
# so the image's own Node.js, the same major, builds. `npm install` with the
# same flags is the fallback CI uses too (.ci/run): npm 11 can write a lockfile without other
# platforms' optional binaries, which its own `npm ci` then rejects; it installs the locked versions.
FROM manifests AS build
RUN npm ci --no-audit --no-fund --ignore-scripts --include-workspace-root -w api -w shell -w mfe-public \
    || npm install --no-audit --no-fund --ignore-scripts --include-workspace-root -w api -w shell -w mfe-public
COPY tsconfig.json ./
COPY api/ api/
COPY shell/ shell/
COPY mfe-public/ mfe-public/
RUN npm run build -w api && npm run build -w mfe-public

FROM manifests AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    METRICS_HOST=0.0.0.0 \
    METRICS_PORT=9464 \
    WEB_ROOT=/app \
    NODE_OPTIONS=--enable-source-maps
# Production dependencies of the api workspace only: api/dist requires nothing from the other
# workspaces (its contract is compiled into api/dist/contract). Install scripts run here: argon2's
# checks that its prebuilt binding loads (it builds from source otherwise, which fails loudly here
# for want of a compiler rather than at the first login).
RUN (npm ci --no-audit --no-fund --omit=dev -w api || npm install --no-audit --no-fund --omit=dev -w api) \
    && npm cache clean --force \
    && mkdir -p /app/data \
    && chown 1000:1000 /app/data
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/mfe-public/dist/embed mfe-public/dist/embed
# The image's files stay root's and read-only to the process. /app/data is the embedded database's
# directory, for a trial run without DATABASE_URL; a deployment sets DATABASE_URL.
# Numeric: Kubernetes' runAsNonRoot can only verify a numeric user (1000 is the image's `node`).
USER 1000:1000
# 8080: the portal (API, /healthz, /readyz, /remotes.json, /embed); 9464: Prometheus /metrics.
EXPOSE 8080 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js"]
