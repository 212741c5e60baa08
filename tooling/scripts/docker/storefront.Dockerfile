# syntax=docker/dockerfile:1
# A storefront's image, built from the repository's root: docker build -f apps/${APP}/Dockerfile .
# Stages: prune the monorepo to the app and what it imports (turbo prune --docker), install from the
# pruned lockfile (a layer cached until a manifest changes), build the standalone artifact, and copy
# only that artifact into a slim image that runs as a non-root user.
ARG NODE_IMAGE=node:20-bookworm-slim
# The app's folder under apps/ (main, diamant, kz).
ARG APP

FROM ${NODE_IMAGE} AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH COREPACK_ENABLE_DOWNLOAD_PROMPT=0 TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1
# pnpm at the version the root package.json's packageManager names.
RUN corepack enable
WORKDIR /repo

FROM base AS pruner
ARG APP
COPY . .
RUN pnpm dlx turbo@2.11.11 prune @ornament/${APP} --docker

FROM base AS builder
ARG APP
COPY --from=pruner /repo/out/json/ .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile
COPY --from=pruner /repo/out/full/ .
RUN pnpm exec turbo run build --filter=@ornament/${APP}

FROM ${NODE_IMAGE} AS runner
ARG APP
ARG APP_VERSION=unknown
LABEL org.opencontainers.image.title="ornament-${APP}" org.opencontainers.image.version="${APP_VERSION}"
ENV NODE_ENV=production HOSTNAME=0.0.0.0 PORT=3000 APP=${APP}
RUN groupadd --system --gid 1001 storefront && useradd --system --uid 1001 --gid storefront storefront
WORKDIR /srv
COPY --from=builder --chown=storefront:storefront /repo/apps/${APP}/.next/standalone ./
USER storefront
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/internal/health/`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# API_URL (the API's address), REVALIDATE_SECRET, TRUST_PROXY and the app's other settings come from
# the environment (README "Production").
CMD ["sh", "-c", "exec node apps/${APP}/server.js"]
