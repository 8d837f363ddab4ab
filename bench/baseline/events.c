/* A connection layer on libevent's loop without evhttp: one persistent read event per
 * connection, the socket read and written directly (one write of every answer a read made), a
 * write event only while the socket is full, no allocation per request. The prototype that
 * decides whether NavState's own layer would beat evhttp (bench/README.md).
 *
 *   cc -O2 -o events events.c -levent -lpthread && ./events 127.0.0.1 9001 2
 */
#define _GNU_SOURCE
#include <event2/event.h>

#include "framing.h"
#include "common.h"

static void closed(struct connection *c) {
    event_free(c->event);
    close(c->fd);
    free(c);
}

static void on_connection(evutil_socket_t fd, short what, void *argument);

static void flush_or_wait(struct connection *c) {
    int written = write_pending(c);
    if (written == 0) {
        closed(c);
        return;
    }
    struct event *event = c->event;
    short wanted = written == 2 ? EV_WRITE : EV_READ;
    if ((event_get_events(event) & (EV_READ | EV_WRITE)) != wanted) {
        struct event_base *base = event_get_base(event);
        event_del(event);
        event_assign(event, base, c->fd, wanted | EV_PERSIST, on_connection, c);
        event_add(event, NULL);
    }
}

static void on_connection(evutil_socket_t fd, short what, void *argument) {
    (void)fd;
    struct connection *c = argument;
    if (what & EV_WRITE) {
        flush_or_wait(c);
        return;
    }
    if (!read_available(c) || answer_requests(c) < 0) {
        closed(c);
        return;
    }
    if (c->out_length > 0) flush_or_wait(c);
}

static void on_accept(evutil_socket_t listener, short what, void *argument) {
    (void)what;
    struct event_base *base = argument;
    int fd;
    while ((fd = accept_one(listener)) >= 0) {
        struct connection *c = malloc(sizeof(struct connection));
        c->fd = fd;
        c->in_length = c->out_length = c->out_sent = 0;
        c->event = event_new(base, fd, EV_READ | EV_PERSIST, on_connection, c);
        event_add(c->event, NULL);
    }
}

static void *serve(void *argument) {
    struct loop *loop = argument;
    struct event_base *base = event_base_new();
    int listener = listen_on(loop->host, loop->port);
    struct event *accepting = event_new(base, listener, EV_READ | EV_PERSIST, on_accept, base);
    event_add(accepting, NULL);
    event_base_dispatch(base);
    return NULL;
}
