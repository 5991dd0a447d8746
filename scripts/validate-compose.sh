#!/usr/bin/env bash
# Validates docker-compose.yml offline (no Docker engine runs here): the file parses, every
# required variable is declared, both images are built from Dockerfiles that exist, two web and two
# Strapi instances sit behind the proxy whose config (deploy/haproxy.cfg) haproxy accepts, the
# front cache's VCL (deploy/varnish/) compiles with varnishd (Debian's varnish and varnish-modules,
# installed when missing and running as root), and .dockerignore keeps what is installed, built,
# secret or local out of their build context.
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
trap 'rm -f "$env_file" "$env_file.no-minio" "$env_file.no-proxy"' EXIT
for key in APP_KEYS API_TOKEN_SALT ADMIN_JWT_SECRET TRANSFER_TOKEN_SALT JWT_SECRET ENCRYPTION_KEY S3_SECRET_ACCESS_KEY PROXY_SECRET; do
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
# Only the site may create leads in Strapi, with the secret both share (decision 023): no default.
grep -v '^PROXY_SECRET=' "$env_file" > "$env_file.no-proxy"
if docker-compose --env-file "$env_file.no-proxy" -f docker-compose.yml config -q 2>/dev/null; then
  echo "docker-compose.yml starts without PROXY_SECRET (Strapi would take no form, or anyone's)" >&2
  exit 1
fi
# Strapi's port is not published (decision 023): no service maps a host port to 1337, and the
# Strapi services publish nothing; agents reach the admin through the site's port under CMS_HOST.
resolved="$(docker-compose --env-file "$env_file" -f docker-compose.yml config)"
if grep -Eq '^ +(- )?(published|target): 1337$' <<<"$resolved"; then
  echo "docker-compose.yml publishes Strapi's port 1337" >&2
  exit 1
fi
for service in cms-a cms-b; do
  if awk -v s="  $service:" '$0 == s {inside=1; next} /^  [a-z]/ {inside=0} inside && /^    ports:/ {found=1} END {exit !found}' <<<"$resolved"; then
    echo "docker-compose.yml publishes a port of $service" >&2
    exit 1
  fi
done
grep -qE '^ *use_backend strapis if cms_host' deploy/haproxy.cfg || { echo "deploy/haproxy.cfg does not route the admin host to Strapi" >&2; exit 1; }
grep -qE '^ *http-request deny .* if cms_host content_api' deploy/haproxy.cfg || { echo "deploy/haproxy.cfg lets the world reach Strapi's content API" >&2; exit 1; }
for dockerfile in $(docker-compose --env-file "$env_file" -f docker-compose.yml config | awk '/dockerfile:/ {print $2}'); do
  [ -f "$dockerfile" ] || { echo "missing $dockerfile" >&2; exit 1; }
done
for pattern in '**/node_modules' '**/.env' '**/dist' 'cms/.tmp' 'cms/public/uploads/*'; do
  grep -qxF -- "$pattern" .dockerignore || { echo ".dockerignore does not exclude $pattern" >&2; exit 1; }
done
# Two of everything behind the proxy (issue 14): the services, and the proxy's config naming them.
services="$(docker-compose --env-file "$env_file" -f docker-compose.yml config --services)"
for service in web-a web-b cms-a cms-b proxy front redis db minio; do
  grep -qxF "$service" <<<"$services" || { echo "docker-compose.yml has no service $service" >&2; exit 1; }
done
grep -qF './deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg' docker-compose.yml || { echo "the proxy does not mount deploy/haproxy.cfg" >&2; exit 1; }
for server in 'server front front:80' 'server web-a web-a:3000 backup' 'server web-b web-b:3000 backup' 'server cms-a cms-a:1337' 'server cms-b cms-b:1337'; do
  grep -qF -- "$server" deploy/haproxy.cfg || { echo "deploy/haproxy.cfg lacks '$server'" >&2; exit 1; }
done
# The front cache (decision 037): its VCL mounted, Strapi purging it after the webs, and the webs
# trusting the proxy and the front cache as the two hops before them (the visitor's address).
grep -qF './deploy/varnish:/etc/varnish:ro' docker-compose.yml || { echo "the front cache does not mount deploy/varnish" >&2; exit 1; }
grep -qE '^ +FRONT_PURGE_URLS: .*http://front:80' <<<"$resolved" || { echo "Strapi does not purge the front cache" >&2; exit 1; }
[ "$(grep -cE '^ +TRUSTED_PROXY: 172\.28\.0\.10,172\.28\.0\.11$' <<<"$resolved")" = "2" ] ||
  { echo "the webs do not trust exactly the proxy and the front cache (TRUSTED_PROXY)" >&2; exit 1; }
grep -qE '^ +ipv4_address: 172\.28\.0\.11$' <<<"$resolved" || { echo "the front cache's address is not 172.28.0.11" >&2; exit 1; }
# The VCL compiles, with the webs on loopback in place of web-a and web-b (varnishd resolves them).
if ! command -v varnishd >/dev/null 2>&1 && [ ! -x /usr/sbin/varnishd ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  apt-get install -y -qq varnish varnish-modules >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq varnish varnish-modules >/dev/null)
fi
varnishd_bin="$(command -v varnishd || echo /usr/sbin/varnishd)"
[ -x "$varnishd_bin" ] || { echo "varnishd is not installed: apt-get install varnish varnish-modules" >&2; exit 1; }
vcl_check="$(mktemp -d)"
chmod 755 "$vcl_check"
sed -e 's/"web-[ab]"/"127.0.0.1"/' deploy/varnish/backends.vcl > "$vcl_check/backends.vcl"
chmod 644 "$vcl_check/backends.vcl"
if ! "$varnishd_bin" -C -n "$vcl_check/work" -p "vcl_path=$vcl_check:$PWD/deploy/varnish" -f "$PWD/deploy/varnish/default.vcl" >/dev/null 2>"$vcl_check/errors"; then
  grep -v '^\s*$' "$vcl_check/errors" | grep -v 'Could not delete' | head -20 >&2
  rm -rf "$vcl_check"
  echo "deploy/varnish/default.vcl: varnishd -C refuses it" >&2
  exit 1
fi
rm -rf "$vcl_check"
if command -v haproxy >/dev/null 2>&1; then
  haproxy -c -q -f deploy/haproxy.cfg || { echo "deploy/haproxy.cfg: haproxy -c refuses it" >&2; exit 1; }
fi
# The routing, live on loopback when haproxy, python3 and curl are here: the site's host reaches
# the site, CMS_HOST reaches Strapi's admin, and never Strapi's /api or /graphql (decision 023).
if command -v haproxy >/dev/null 2>&1 && command -v python3 >/dev/null 2>&1 && command -v curl >/dev/null 2>&1; then
  live="$(mktemp -d)"
  base=$((20000 + RANDOM % 20000))
  mkdir -p "$live/web" "$live/cms/admin" "$live/cms/api"
  echo site > "$live/web/index.html"; echo admin > "$live/cms/admin/index.html"; echo api > "$live/cms/api/index.html"
  sed -e "s/server web-[ab] web-[ab]:3000/server web 127.0.0.1:$((base + 1))/" \
    -e "s/server front front:80/server front 127.0.0.1:$((base + 1))/" \
    -e "s/server cms-[ab] cms-[ab]:1337/server cms 127.0.0.1:$((base + 2))/" \
    -e "s/bind :3000/bind 127.0.0.1:$base/" -e "s/bind :1337/bind 127.0.0.1:$((base + 3))/" \
    -e 's/ resolvers docker//' -e '/option httpchk/d' -e '/^resolvers docker/,/^$/d' deploy/haproxy.cfg |
    awk '!seen[$0]++ || !/^  server /' > "$live/haproxy.cfg"
  python3 -m http.server $((base + 1)) -b 127.0.0.1 -d "$live/web" >/dev/null 2>&1 & web_pid=$!
  python3 -m http.server $((base + 2)) -b 127.0.0.1 -d "$live/cms" >/dev/null 2>&1 & cms_pid=$!
  for _ in $(seq 50); do
    curl -sf "http://127.0.0.1:$((base + 1))/" >/dev/null && curl -sf "http://127.0.0.1:$((base + 2))/admin/" >/dev/null && break
    sleep 0.1
  done
  CMS_HOST=cms.example haproxy -f "$live/haproxy.cfg" -db >/dev/null 2>&1 & proxy_pid=$!
  for _ in $(seq 50); do curl -sf -H 'Host: www.example' "http://127.0.0.1:$base/" >/dev/null && break; sleep 0.1; done
  answer() { curl -s -H "Host: $1" "http://127.0.0.1:$base$2" | head -c 5; }
  fails=""
  [ "$(answer www.example /)" = "site" ] || fails="$fails the site's host does not reach the site;"
  [ "$(answer cms.example:3000 /admin/)" = "admin" ] || fails="$fails CMS_HOST does not reach Strapi's admin;"
  [ "$(answer www.example /admin/)" != "admin" ] || fails="$fails the site's host reaches Strapi's admin;"
  for path in /api/ /graphql; do
    [ "$(curl -s -o /dev/null -w '%{http_code}' -H 'Host: cms.example' "http://127.0.0.1:$base$path")" = "404" ] ||
      fails="$fails CMS_HOST reaches Strapi's $path;"
  done
  kill "$web_pid" "$cms_pid" "$proxy_pid" 2>/dev/null || true
  rm -rf "$live"
  [ -z "$fails" ] || { echo "deploy/haproxy.cfg:$fails" >&2; exit 1; }
fi
# The images and CI install from the lockfiles with npm ci (issue 20, item 8).
node scripts/check-installs.mjs
echo "docker-compose.yml: valid (services: $(docker-compose --env-file "$env_file" -f docker-compose.yml config --services | tr '\n' ' '))"
