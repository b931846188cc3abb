# syntax=docker/dockerfile:1
#
# One static image per front-end package, served by unprivileged nginx on port 8080:
#
#   docker build -f infra/docker/web.Dockerfile --build-arg PACKAGE=shell        -t booking-portal-shell:0.1.0 .
#   docker build -f infra/docker/web.Dockerfile --build-arg PACKAGE=mfe-calendar -t booking-portal-mfe-calendar:0.1.0 .
#   (PACKAGE: shell, mfe-calendar, mfe-admin or mfe-public)
#
# The shell's page falls back to index.html for client-side routes; a remote answers only its files.
# Content-hashed files are cached for a year, the entry points (index.html, remoteEntry.js,
# mf-manifest.json) are revalidated on every load, so a redeployed remote is seen at once. Remotes
# answer any origin (CORS): the shell loads them from their own origins. The shell's
# Content-Security-Policy names those origins from PORTAL_REMOTE_ORIGINS at container start
# (web.nginx.conf.template).

ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

FROM ${NODE_IMAGE} AS build
ARG PACKAGE=shell
WORKDIR /app
RUN case "${PACKAGE}" in \
      shell | mfe-calendar | mfe-admin | mfe-public) ;; \
      *) echo "PACKAGE must be shell, mfe-calendar, mfe-admin or mfe-public, not '${PACKAGE}'" >&2; exit 1 ;; \
    esac
# Every workspace manifest (npm checks the whole lockfile), then only the packages this build needs:
# the shell's federation config and the API contract are part of every front-end build. `npm
# install` is the fallback CI uses too (.ci/run), when npm 11 rejects its own lockfile. Without install
# scripts the root's `node` devDependency fetches no Node.js binary: the image's own Node.js builds.
COPY package.json package-lock.json tsconfig.json ./
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-calendar/package.json mfe-calendar/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-public/package.json mfe-public/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --ignore-scripts --include-workspace-root -w shell -w "${PACKAGE}" \
    || npm install --no-audit --no-fund --ignore-scripts --include-workspace-root -w shell -w "${PACKAGE}"
COPY api/src/contract/ api/src/contract/
COPY shell/ shell/
COPY ${PACKAGE}/ ${PACKAGE}/
# Source maps stay out of the served files: smaller images, and the sources are not published.
RUN npm run build -w "${PACKAGE}" \
    && find "${PACKAGE}/dist" -name '*.map' -delete \
    && mv "${PACKAGE}/dist" /site

FROM ${NGINX_IMAGE} AS runtime
ARG PACKAGE=shell
LABEL org.opencontainers.image.title="booking-portal-${PACKAGE}"
# Space-separated origins the shell's page may load remotes from (script-src and connect-src),
# e.g. "https://calendar.portal.example.com https://admin.portal.example.com". Empty: same origin only.
# Only PORTAL_* variables are substituted into the template, so nginx's own $variables stay.
ENV PORTAL_REMOTE_ORIGINS="" \
    NGINX_ENVSUBST_FILTER="^PORTAL_"
COPY infra/docker/web.nginx.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /site /usr/share/nginx/html
# nginx-unprivileged's user (101), numeric so that Kubernetes' runAsNonRoot can verify it. The
# entrypoint writes /etc/nginx/conf.d/default.conf from the template: with a read-only root file
# system, mount an emptyDir there and at /tmp (pid file and temporary files).
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
