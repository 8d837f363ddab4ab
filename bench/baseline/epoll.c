/* The machine's ceiling: a bare server on raw epoll (no libevent), edge-triggered, answering
 * every request with the same 25 bytes as server.c. How far NavState and evhttp both are from
 * what the kernel allows here (bench/README.md).
 *
 *   cc -O2 -o epoll epoll.c -lpthread && ./epoll 127.0.0.1 9001 2
 */
#define _GNU_SOURCE
#include <sys/epoll.h>

#include "framing.h"
#include "common.h"

static void *serve(void *argument) {
    struct loop *loop = argument;
    int poller = epoll_create1(EPOLL_CLOEXEC);
    int listener = listen_on(loop->host, loop->port);
    struct epoll_event listening = {.events = EPOLLIN, .data.ptr = NULL};
    epoll_ctl(poller, EPOLL_CTL_ADD, listener, &listening);
    struct epoll_event ready[256];
    for (;;) {
        int count = epoll_wait(poller, ready, 256, -1);
        for (int index = 0; index < count; index++) {
            struct connection *c = ready[index].data.ptr;
            if (c == NULL) {
                int fd;
                while ((fd = accept_one(listener)) >= 0) {
                    c = malloc(sizeof(struct connection));
                    c->fd = fd;
                    c->in_length = c->out_length = c->out_sent = 0;
                    struct epoll_event event = {.events = EPOLLIN | EPOLLOUT | EPOLLET | EPOLLRDHUP, .data.ptr = c};
                    epoll_ctl(poller, EPOLL_CTL_ADD, fd, &event);
                }
                continue;
            }
            int alive = 1;
            if (ready[index].events & EPOLLOUT) alive = write_pending(c) != 0;
            if (alive && (ready[index].events & (EPOLLIN | EPOLLRDHUP | EPOLLHUP | EPOLLERR))) {
                alive = read_available(c) && answer_requests(c) == 0;
                /* Edge-triggered: the socket is drained or the buffer is full; a full buffer's
                 * rest is read after the answers go out (the next edge). */
                if (alive && c->out_length > 0) alive = write_pending(c) != 0;
            }
            if (!alive) {
                close(c->fd);
                free(c);
            }
        }
    }
    return NULL;
}
