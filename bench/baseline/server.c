/* The ceiling of NavState's stack: libevent's evhttp in plain C, answering every request with a
 * fixed small JSON body. Same settings as NavState's EventHTTP (allowed methods, timeouts).
 *
 *   cc -O2 -o baseline server.c -levent && ./baseline 127.0.0.1 9001
 */
#include <sys/types.h>
#include <sys/time.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <event2/http.h>
#include <event2/keyvalq_struct.h>

static const char body[] = "{\"ok\":true,\"revision\":1}";

static void answer(struct evhttp_request *request, void *unused) {
    (void)unused;
    struct evbuffer *input = evhttp_request_get_input_buffer(request);
    evbuffer_drain(input, evbuffer_get_length(input));
    evhttp_add_header(evhttp_request_get_output_headers(request), "Content-Type", "application/json");
    evbuffer_add(evhttp_request_get_output_buffer(request), body, sizeof(body) - 1);
    evhttp_send_reply(request, 200, "OK", NULL);
}

static void stop(evutil_socket_t fd, short what, void *base) {
    (void)fd;
    (void)what;
    event_base_loopexit(base, NULL);
}

int main(int argc, char **argv) {
    const char *host = argc > 1 ? argv[1] : "127.0.0.1";
    int port = argc > 2 ? atoi(argv[2]) : 9001;
    signal(SIGPIPE, SIG_IGN);
    struct event_base *base = event_base_new();
    struct evhttp *http = evhttp_new(base);
    evhttp_set_allowed_methods(http, EVHTTP_REQ_GET | EVHTTP_REQ_POST | EVHTTP_REQ_PUT | EVHTTP_REQ_PATCH |
                                         EVHTTP_REQ_DELETE | EVHTTP_REQ_OPTIONS | EVHTTP_REQ_HEAD);
    evhttp_set_default_content_type(http, NULL);
    evhttp_set_timeout(http, 60);
    evhttp_set_gencb(http, answer, NULL);
    if (!evhttp_bind_socket_with_handle(http, host, (ev_uint16_t)port)) {
        fprintf(stderr, "cannot listen on %s:%d\n", host, port);
        return 1;
    }
    struct event *term = event_new(base, SIGTERM, EV_SIGNAL | EV_PERSIST, stop, base);
    struct event *interrupt = event_new(base, SIGINT, EV_SIGNAL | EV_PERSIST, stop, base);
    event_add(term, NULL);
    event_add(interrupt, NULL);
    fprintf(stderr, "baseline listening on %s:%d\n", host, port);
    event_base_dispatch(base);
    event_free(term);
    event_free(interrupt);
    evhttp_free(http);
    event_base_free(base);
    return 0;
}
