#!/usr/bin/env bash
# Validates docker-compose.yml offline (no Docker engine runs here): the file parses, every
# required variable is declared, both images are built from Dockerfiles that exist, and
# .dockerignore keeps what is installed, built, secret or local out of their build context.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v docker-compose >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    apt-get install -y -qq docker-compose >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq docker-compose >/dev/null)
  else
    echo "docker-compose is not installed: cannot validate docker-compose.yml" >&2
    exit 1
  fi
fi
env_file="$(mktemp)"
trap 'rm -f "$env_file"' EXIT
for key in APP_KEYS API_TOKEN_SALT ADMIN_JWT_SECRET TRANSFER_TOKEN_SALT JWT_SECRET ENCRYPTION_KEY; do
  echo "$key=validation-only" >> "$env_file"
done
docker-compose --env-file "$env_file" -f docker-compose.yml config -q
# Without the secrets the file must refuse to start rather than run with empty keys.
if docker-compose --env-file /dev/null -f docker-compose.yml config -q 2>/dev/null; then
  echo "docker-compose.yml accepted missing secrets" >&2
  exit 1
fi
for dockerfile in $(docker-compose --env-file "$env_file" -f docker-compose.yml config | awk '/dockerfile:/ {print $2}'); do
  [ -f "$dockerfile" ] || { echo "missing $dockerfile" >&2; exit 1; }
done
for pattern in '**/node_modules' '**/.env' '**/dist' 'cms/.tmp' 'cms/public/uploads/*'; do
  grep -qxF -- "$pattern" .dockerignore || { echo ".dockerignore does not exclude $pattern" >&2; exit 1; }
done
echo "docker-compose.yml: valid (services: $(docker-compose --env-file "$env_file" -f docker-compose.yml config --services | tr '\n' ' '))"
