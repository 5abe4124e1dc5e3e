# One image for every role of a Minuta deployment (MINUTA_ROLE=api, worker or all).
# Not built by CI here (this machine has no Docker): README.md "Running several instances"
# says what is tested instead. Debian bookworm, as the development machines.
FROM node:20-bookworm-slim

# LibreOffice for PDF (workers), bubblewrap to sandbox it, fonts documents use.
RUN apt-get update \
  && apt-get install -y --no-install-recommends \
    libreoffice-writer-nogui python3-uno bubblewrap fonts-dejavu fonts-liberation ca-certificates \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "start"]
