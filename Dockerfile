# Groundwork: build the client and server, then run them with NODE_ENV=production.
# docker build -t groundwork .   (see docs/OPERATIONS.md and docker-compose.yml)

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
# The whole build: dist/ to serve, src/server/db/migrations (read at start) and the dependencies
# `npm run cli -- …` (create-admin, restore, import) needs.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--max-old-space-size=1536", "dist/server/main.js"]
