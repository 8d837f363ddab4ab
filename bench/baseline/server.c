/* The ceiling of NavState's stack: libevent's evhttp in plain C, answering every request with a
 * fixed small JSON body. Same settings as NavState's EventHTTP (allowed methods, timeouts).
 *
 *   cc -O2 -o baseline server.c -levent -lpthread && ./baseline 127.0.0.1 9001 2
 */
#define _GNU_SOURCE
#include <sys/types.h>
#include <sys/time.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <event2/buffer.h>
#include <event2/event.h>
#include <event2/http.h>
#include <event2/keyvalq_struct.h>

#include "common.h"

static const char body[] = "{\"ok\":true,\"revision\":1}";

static void answer(struct evhttp_request *request, void *unused) {
    (void)unused;
    struct evbuffer *input = evhttp_request_get_input_buffer(request);
    evbuffer_drain(input, evbuffer_get_length(input));
    evhttp_add_header(evhttp_request_get_output_headers(request), "Content-Type", "application/json");
    evbuffer_add(evhttp_request_get_output_buffer(request), body, sizeof(body) - 1);
    evhttp_send_reply(request, 200, "OK", NULL);
}

static void *serve(void *argument) {
    struct loop *loop = argument;
    struct event_base *base = event_base_new();
    struct evhttp *http = evhttp_new(base);
    evhttp_set_allowed_methods(http, EVHTTP_REQ_GET | EVHTTP_REQ_POST | EVHTTP_REQ_PUT | EVHTTP_REQ_PATCH |
                                         EVHTTP_REQ_DELETE | EVHTTP_REQ_OPTIONS | EVHTTP_REQ_HEAD);
    evhttp_set_default_content_type(http, NULL);
    evhttp_set_timeout(http, 60);
    evhttp_set_gencb(http, answer, NULL);
    evutil_socket_t fd = listen_on(loop->host, loop->port);
    if (!evhttp_accept_socket_with_handle(http, fd)) {
        fprintf(stderr, "cannot listen on %s:%d\n", loop->host, loop->port);
        exit(1);
    }
    event_base_dispatch(base);
    return NULL;
}
