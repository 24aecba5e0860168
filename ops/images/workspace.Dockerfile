# The dependencies of the whole workspace, as the host installed them (pnpm install --frozen-lockfile): the build
# stage of every deployable starts from here and copies the sources over it, since nothing can be downloaded while
# an image builds. Rebuilt when pnpm-lock.yaml changes (tagged with its hash by ops/images.mjs).
FROM portal-node:24
COPY --chown=app:app . /src/
ENV NODE_ENV=production
WORKDIR /src
USER app
