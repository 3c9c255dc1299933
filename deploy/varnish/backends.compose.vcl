# compose.yaml's part of site.vcl (mounted as /etc/varnish/backends.vcl): the two instances by
# their service names, resolved when Varnish loads the VCL, each probed on /readyz and, for when
# none is ready, on /healthz. tools/fleet/backends-vcl.ts writes the same for one machine.
backend site_a { .host = "web-a"; .port = "3000"; .probe = ready; }
backend site_b { .host = "web-b"; .port = "3000"; .probe = ready; }
backend site_a_alive { .host = "web-a"; .port = "3000"; .probe = alive; }
backend site_b_alive { .host = "web-b"; .port = "3000"; .probe = alive; }

# Who may purge: the instances (the publishing webhook runs in them). A deployment whose
# instances reach Varnish from other addresses lists those here.
acl purgers {
  "web-a";
  "web-b";
}
