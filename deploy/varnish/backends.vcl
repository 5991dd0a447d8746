# The webs behind the front cache (docker-compose.yml), included by default.vcl. Tests and the
# bench write their own file of this name, with loopback ports, and put it first on vcl_path.
import directors;

# A web is healthy when it answers a static file: a web whose Strapi is down still serves the
# pages it holds (the same check as HAProxy's, deploy/haproxy.cfg).
probe web_up {
  .request = "GET /robots.txt HTTP/1.1" "Host: localhost" "Connection: close" "User-Agent: VarnishProbe";
  .interval = 2s;
  .timeout = 5s;
  .window = 3;
  .threshold = 2;
}

backend web_a { .host = "web-a"; .port = "3000"; .probe = web_up; .connect_timeout = 2s; .first_byte_timeout = 60s; }
backend web_b { .host = "web-b"; .port = "3000"; .probe = web_up; .connect_timeout = 2s; .first_byte_timeout = 60s; }

sub vcl_init {
  new webs = directors.round_robin();
  webs.add_backend(web_a);
  webs.add_backend(web_b);
}
