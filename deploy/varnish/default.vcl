vcl 4.1;
# The front cache of the production topology (docker-compose.yml, decision 037): HAProxy → this
# Varnish → the two webs (backends.vcl, round robin, health probes). It keeps what the web's own
# page cache (web/cache/page-cache.ts) would share, under the same key, for as long as the web's
# Cache-Control says, and drops it when Strapi's purge names one of its tags (xkey).
#
# The rules mirror the web's (cacheTargetOf in page-cache.ts, cookies.ts); where this file cannot
# read a request the web's way (a percent-encoded cookie value, say), it passes the request to the
# web, which then decides for itself: passing is always safe, keeping never is.
#
# The purge secret is read from the environment (std.getenv("PROXY_SECRET")): varnishd is started
# with PROXY_SECRET set, the secret Strapi and the webs share (decision 023).
import std;
import xkey;

include "backends.vcl";

sub vcl_recv {
  set req.backend_hint = webs.backend();
  set req.http.host = std.tolower(req.http.host);
  set req.http.x-hash-url = req.url;
  # Several Cookie headers are read as one, as the web's server (Node) reads them.
  std.collect(req.http.Cookie, "; ");

  # Strapi's purge (cms/src/cache-purge, the vocabulary of domain/src/cache-tags.ts): the shared
  # secret, then the tags of the `xkey-purge` header, space-separated. Never forwarded to a web
  # (Strapi purges the webs itself, before this cache).
  if (req.url ~ "^/_cache/purge(/|\?|$)") {
    if (req.method != "POST") {
      return (synth(405, "Method Not Allowed"));
    }
    if (std.getenv("PROXY_SECRET") == "" || req.http.x-vitrine-purge-secret != std.getenv("PROXY_SECRET")) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.xkey-purge !~ "^[A-Za-z0-9_:-]{1,160}( [A-Za-z0-9_:-]{1,160}){0,199}$") {
      return (synth(400, "Bad Request"));
    }
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-purged));
  }
  unset req.http.xkey-purge;
  unset req.http.x-vitrine-purge-secret;

  # What the web renders for this request alone: forms, its data requests and route manifest,
  # agents' previews, anything with credentials.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization || req.url ~ "\.data(\?|$)" || req.url ~ "^/__manifest") {
    return (pass);
  }
  if (req.url ~ "^/[a-z]{2}/preview/" || req.url ~ "[?&]preview(=|&|$)") {
    return (pass);
  }
  # The forms' fill-time style sheet reads and sets its own cookie (decision 036): never stripped.
  if (req.url ~ "^/_forms/") {
    return (pass);
  }

  # Cookies (web/cache/cookies.ts): the consent and the remembered language make the page, the
  # cookies no page reads for its HTML (unreadByPages: the forms' fill time, vitrine_started) and
  # the analytics cookies the server never reads are dropped, any other cookie (an owner's
  # session, the favourites) is personal. A consent or language cookie sent twice is believed in neither
  # copy (the browser's order is not a promise), and a value the site does not write is not read
  # here: both go to the web, which renders them for that request alone.
  if (req.http.Cookie) {
    if (req.http.Cookie ~ "(^|;)\s*vitrine_consent\s*=.*;\s*vitrine_consent\s*=" ||
        req.http.Cookie ~ "(^|;)\s*lng\s*=.*;\s*lng\s*=") {
      return (pass);
    }
    set req.http.x-other-cookies = regsuball(req.http.Cookie,
      "(^|;)\s*(vitrine_consent|lng|vitrine_started|(_ga|_gid|_gat|_gcl|_fbp|_fbc|_hj|_clck|_clsk)[^=;]*)\s*=[^;]*", "");
    if (req.http.x-other-cookies ~ "[^;\s]") {
      unset req.http.x-other-cookies;
      return (pass);
    }
    unset req.http.x-other-cookies;
    if (req.http.Cookie ~ "(^|;)\s*vitrine_consent\s*=") {
      set req.http.x-consent = regsub(req.http.Cookie, "^(.*;)?\s*vitrine_consent\s*=\s*([^;]*?)\s*(;.*)?$", "\2");
      # The categories of domain/src/cookies.ts (consentCategories; e2e front-cache.test.ts compares them).
      if (req.http.x-consent !~ "^(necessary|analytical|marketing|social-media|unclassified)(\.(necessary|analytical|marketing|social-media|unclassified))*$") {
        return (pass);
      }
    }
    if (req.http.Cookie ~ "(^|;)\s*lng\s*=") {
      set req.http.x-language = regsub(req.http.Cookie, "^(.*;)?\s*lng\s*=\s*([^;]*?)\s*(;.*)?$", "\2");
      if (req.http.x-language !~ "^(en|nl|fr|de)$") {
        return (pass);
      }
    }
    # The two cookies the page reads, in one order: the key, and all the web is sent.
    unset req.http.Cookie;
    if (req.http.x-consent) {
      set req.http.Cookie = "vitrine_consent=" + req.http.x-consent;
    }
    if (req.http.x-consent && req.http.x-language) {
      set req.http.Cookie = req.http.Cookie + "; lng=" + req.http.x-language;
    } else if (req.http.x-language) {
      set req.http.Cookie = "lng=" + req.http.x-language;
    }
    unset req.http.x-consent;
    unset req.http.x-language;
  }

  # The key's query as the web's (cacheableQuery): tracking parameters left out, the rest sorted.
  # The web is still sent the visitor's own URL (the owners' statistics read utm_source).
  set req.http.x-hash-url = std.querysort(regsuball(req.url,
    "(?i)([?&])(utm_[a-z0-9_]+|gclid|gclsrc|dclid|gbraid|wbraid|gad_source|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|srsltid)=[^&]*", "\1"));
  return (hash);
}

sub vcl_hash {
  hash_data(req.http.x-hash-url);
  hash_data(req.http.host);
  if (req.http.Cookie) {
    hash_data(req.http.Cookie);
  }
  return (lookup);
}

sub vcl_backend_fetch {
  unset bereq.http.x-hash-url;
}

# Kept only what the web says may be shared: `Cache-Control: public` (pages: s-maxage=300 fresh,
# stale-while-revalidate=600 served while one fetch refreshes it, Varnish's own reading of both),
# never `private`, `no-store`, a Set-Cookie or `Surrogate-Control: no-store` (a listing's page,
# whose views the web counts per visitor). What is not kept is remembered as such for two minutes
# (hit-for-miss: those requests go to a web at once, side by side).
sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.http.Set-Cookie ||
      beresp.http.Cache-Control !~ "(?i)(^|,)\s*public\s*(,|$)" ||
      beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache" ||
      beresp.http.Surrogate-Control ~ "(?i)no-store" ||
      beresp.http.Vary == "*") {
    set beresp.ttl = 120s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # A file without page tags (a static file) is still dropped by a purge of everything.
  if (!beresp.http.xkey) {
    set beresp.http.xkey = "all";
  }
  return (deliver);
}

sub vcl_deliver {
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } else if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.xkey;
  unset resp.http.Surrogate-Control;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}

sub vcl_synth {
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  set resp.http.Cache-Control = "no-store";
  synthetic(resp.reason + {"
"});
  return (deliver);
}
