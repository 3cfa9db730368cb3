# privacy-guard: docker build -t privacy-guard . && docker run -p 9881:9881 -v privacy-guard:/data privacy-guard
# Stage 1 installs the production dependencies only (tsx, which runs the TypeScript, is one of them).
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# Stage 2: the sources and those dependencies, read-only for the unprivileged `node` user (uid 1000),
# which may write only /data: the configuration file (console saves, atomic) and the proxies' logs.
FROM node:20-slim
ENV NODE_ENV=production CONFIG_FILE=/data/config.json LOG_DIR=/data/logs
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root . .
RUN mkdir -p /data/logs && chown -R node:node /data
USER node
EXPOSE 9881
# Node itself is PID 1 (no npm in between), so SIGTERM, SIGINT and SIGHUP reach the service.
CMD ["node", "--import", "tsx", "server.ts"]
