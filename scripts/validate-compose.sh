#!/usr/bin/env bash
# Validates docker-compose.yml offline (no Docker engine runs here): the file parses, every
# required variable is declared, both images are built from Dockerfiles that exist, two web and two
# Strapi instances sit behind the proxy whose config (deploy/haproxy.cfg) haproxy accepts, and
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
trap 'rm -f "$env_file" "$env_file.no-minio"' EXIT
for key in APP_KEYS API_TOKEN_SALT ADMIN_JWT_SECRET TRANSFER_TOKEN_SALT JWT_SECRET ENCRYPTION_KEY S3_SECRET_ACCESS_KEY; do
  echo "$key=validation-only" >> "$env_file"
done
docker-compose --env-file "$env_file" -f docker-compose.yml config -q
# Without the secrets the file must refuse to start rather than run with empty keys.
if docker-compose --env-file /dev/null -f docker-compose.yml config -q 2>/dev/null; then
  echo "docker-compose.yml accepted missing secrets" >&2
  exit 1
fi
# MinIO's root password has no default either (issue 13): every other secret set, it alone missing refuses.
grep -v '^S3_SECRET_ACCESS_KEY=' "$env_file" > "$env_file.no-minio"
if docker-compose --env-file "$env_file.no-minio" -f docker-compose.yml config -q 2>/dev/null; then
  echo "docker-compose.yml starts MinIO without S3_SECRET_ACCESS_KEY (a default secret)" >&2
  exit 1
fi
for dockerfile in $(docker-compose --env-file "$env_file" -f docker-compose.yml config | awk '/dockerfile:/ {print $2}'); do
  [ -f "$dockerfile" ] || { echo "missing $dockerfile" >&2; exit 1; }
done
for pattern in '**/node_modules' '**/.env' '**/dist' 'cms/.tmp' 'cms/public/uploads/*'; do
  grep -qxF -- "$pattern" .dockerignore || { echo ".dockerignore does not exclude $pattern" >&2; exit 1; }
done
# Two of everything behind the proxy (issue 14): the services, and the proxy's config naming them.
services="$(docker-compose --env-file "$env_file" -f docker-compose.yml config --services)"
for service in web-a web-b cms-a cms-b proxy redis db minio; do
  grep -qxF "$service" <<<"$services" || { echo "docker-compose.yml has no service $service" >&2; exit 1; }
done
grep -qF './deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg' docker-compose.yml || { echo "the proxy does not mount deploy/haproxy.cfg" >&2; exit 1; }
for server in 'server web-a web-a:3000' 'server web-b web-b:3000' 'server cms-a cms-a:1337' 'server cms-b cms-b:1337'; do
  grep -qF -- "$server" deploy/haproxy.cfg || { echo "deploy/haproxy.cfg lacks '$server'" >&2; exit 1; }
done
if command -v haproxy >/dev/null 2>&1; then
  haproxy -c -q -f deploy/haproxy.cfg || { echo "deploy/haproxy.cfg: haproxy -c refuses it" >&2; exit 1; }
fi
echo "docker-compose.yml: valid (services: $(docker-compose --env-file "$env_file" -f docker-compose.yml config --services | tr '\n' ' '))"
