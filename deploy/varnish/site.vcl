# The shared cache in front of the site instances (docs/operations.md, "The shared cache"; decision 054).
# The rules that change per deployment (the instances' addresses, who may purge) are in
# backends.vcl, found on vcl_path: deploy/varnish/backends.compose.vcl in compose.yaml, a file
# written by tools/fleet/ on one machine. Everything else is here, the same for both.
vcl 4.1;

import cookie;
import directors;
import xkey;

# Ready: the instance serves everything, database and CMS included (site/server/readiness.server.ts).
probe ready {
  .url = "/readyz";
  .interval = 2s;
  .timeout = 2s;
  .window = 5;
  .threshold = 3;
  # Counted ready from the start: Varnish starts once the instances answer (npm run fleet,
  # compose.yaml's depends_on).
  .initial = 3;
}

# Alive: the process serves, whatever its dependencies do. Used when no instance is ready: the
# database and the CMS are shared, so when they fail every instance fails /readyz at once, while
# each can still serve the pages that need neither.
probe alive {
  .url = "/healthz";
  .interval = 2s;
  .timeout = 2s;
  .window = 5;
  .threshold = 3;
  .initial = 3;
}

# Defines site_a and site_b (probe ready), site_a_alive and site_b_alive (the same addresses,
# probe alive), and the acl purgers.
include "backends.vcl";

sub vcl_init {
  new ready_sites = directors.round_robin();
  ready_sites.add_backend(site_a);
  ready_sites.add_backend(site_b);
  new live_sites = directors.round_robin();
  live_sites.add_backend(site_a_alive);
  live_sites.add_backend(site_b_alive);
  new sites = directors.fallback();
  sites.add_backend(ready_sites.backend());
  sites.add_backend(live_sites.backend());
}

sub vcl_recv {
  if (req.method == "PURGE") {
    # Purges come from the site instances only (the publishing webhook): anyone else could empty
    # the cache and send every visitor to the instances at once.
    if (client.ip !~ purgers) {
      return (synth(403, "Purges are accepted from the site instances only"));
    }
    if (req.http.xkey) {
      # Every page that named one of these keys in its xkey header.
      set req.http.purged = xkey.purge(req.http.xkey);
      return (synth(200, "Purged " + req.http.purged + " objects"));
    }
    # Without keys, the page of this URL (every variant; the host is not part of the key).
    return (purge);
  }

  # Headers some frameworks read for the page's own URL. The site reads none of them (absolute
  # URLs come from PUBLIC_URL, docs/security.md); none may reach a render whose answer is shared.
  unset req.http.X-Forwarded-Host;
  unset req.http.X-Forwarded-Server;
  unset req.http.X-Host;
  unset req.http.Forwarded;
  unset req.http.X-Original-URL;
  unset req.http.X-Rewrite-URL;

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }

  # A visitor's own pages: the session cookie (any spelling the site's cookie reader could accept,
  # so a malformed pair still counts as a session here) or an API client's token.
  if (req.http.Cookie ~ "fast_jwt" || req.http.Authorization) {
    return (pass);
  }

  # Of the other cookies, the site reads only `locale` (a page outside /it and /en, and the
  # redirect of /), as it or en. Analytics and consent cookies would make a variant per visitor
  # of every page that varies on Cookie; the session hint (fast_session) is read by page scripts.
  if (req.http.Cookie) {
    cookie.parse(req.http.Cookie);
    if (cookie.get("locale") ~ "^(it|en)$") {
      set req.http.Cookie = "locale=" + cookie.get("locale");
    } else {
      unset req.http.Cookie;
    }
  }
  return (hash);
}

# The URL as sent, without the Host: the site answers every Host with the same page (its absolute
# URLs come from PUBLIC_URL), so a forged Host must find the page everyone gets, never store a new
# one. Query strings are kept: the site drops the parameters a screen does not read
# (site/screen-query.ts) and answers such a URL from its own page cache, without a render.
sub vcl_hash {
  hash_data(req.url);
  return (lookup);
}

sub vcl_hit {
  set req.http.X-Cache = "HIT";
}

sub vcl_miss {
  set req.http.X-Cache = "MISS";
}

sub vcl_pass {
  set req.http.X-Cache = "PASS";
}

sub vcl_backend_fetch {
  if (bereq.retries == 0) {
    set bereq.backend = sites.backend();
  } elsif (bereq.http.X-Failed-On ~ "^site_a") {
    # A retry goes to the other instance, whatever the round robin would pick next.
    set bereq.backend = site_b_alive;
  } else {
    set bereq.backend = site_a_alive;
  }
  unset bereq.http.X-Failed-On;
}

sub vcl_backend_response {
  # An instance that fails a request the visitor could simply send again: once more, on the other.
  if (beresp.status >= 500 && bereq.retries == 0 && bereq.method ~ "^(GET|HEAD)$") {
    set bereq.http.X-Failed-On = beresp.backend.name;
    return (retry);
  }

  # Pages, their data and API answers (text and JSON) are received whole before a byte goes to
  # the visitor. A streamed answer that the instance stops sending halfway (killed, crashed)
  # cannot be sent again, and the visitor would get half a page; a buffered one fails before
  # delivery and vcl_synth asks the other instance. They are small and rendered whole by the site,
  # so the first byte comes no later for them. Images and downloads stream: a file of many
  # megabytes held back until its last byte would cost the visitor the wait and Varnish the memory.
  if (beresp.http.Content-Type ~ "(?i)^(text/|application/([a-z.+-]*\+)?json)") {
    set beresp.do_stream = false;
  }

  # Stored only when the site says every visitor may get it: `public` with a shared lifetime
  # (s-maxage=60 for pages; stale-while-revalidate=600 becomes the grace, Varnish's default), no
  # private or no-store, and no cookie set. Anything else (the redirect of /, a page's data, an
  # error, a refusal) is fetched for each request: hit-for-miss, so the next request for that URL
  # goes to an instance at once instead of waiting for this one.
  if (beresp.http.Set-Cookie
      || beresp.http.Cache-Control !~ "(?i)(^|[ ,])public([ ,]|$)"
      || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
      || beresp.status >= 500) {
    set beresp.ttl = 120s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  return (deliver);
}

sub vcl_backend_error {
  if (bereq.retries == 0 && bereq.method ~ "^(GET|HEAD)$") {
    set bereq.http.X-Failed-On = beresp.backend.name;
    return (retry);
  }
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Retry-After = "30";
  set beresp.http.Cache-Control = "no-store";
  set beresp.body = {"Il sito non risponde: riprova tra un minuto.
The site is not answering: please try again in a minute.
"};
  return (deliver);
}

# A fetch that failed after its answer began (the instance died while sending it) reaches the
# visitor as a 503 from here, never as the half that arrived: a GET or HEAD starts again once, and
# vcl_backend_fetch's round robin or retry finds the instance that is still up.
sub vcl_synth {
  if (resp.status == 503 && req.restarts == 0 && req.method ~ "^(GET|HEAD)$") {
    return (restart);
  }
}

sub vcl_deliver {
  # Surrogate keys name the content a page is made of: for purges, not for visitors.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  set resp.http.X-Cache = req.http.X-Cache;
}
