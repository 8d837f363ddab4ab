/* The ceiling of NavState's stack: libevent's evhttp in plain C, answering every request with a
 * fixed small JSON body. Same settings as NavState's EventHTTP (allowed methods, timeouts).
 *
 *   cc -O2 -o baseline server.c -levent -lpthread && ./baseline 127.0.0.1 9001 2
 */
#include <sys/types.h>
#include <sys/time.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <pthread.h>
#include <stdint.h>
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

/* One event loop with its own listening socket on the shared port (SO_REUSEPORT), as
 * NavState's loops have: the kernel spreads new connections over the loops. */
struct loop {
    const char *host;
    int port;
    pthread_t thread;
};

static evutil_socket_t listen_on(const char *host, int port) {
    evutil_socket_t fd = socket(AF_INET, SOCK_STREAM, 0);
    int on = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof(on));
    setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &on, sizeof(on));
    struct sockaddr_in address;
    memset(&address, 0, sizeof(address));
    address.sin_family = AF_INET;
    address.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, host, &address.sin_addr) != 1 || bind(fd, (struct sockaddr *)&address, sizeof(address)) != 0 ||
        listen(fd, 1024) != 0) {
        return -1;
    }
    evutil_make_socket_nonblocking(fd);
    return fd;
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
    if (fd < 0 || !evhttp_accept_socket_with_handle(http, fd)) {
        fprintf(stderr, "cannot listen on %s:%d\n", loop->host, loop->port);
        exit(1);
    }
    event_base_dispatch(base);
    return NULL;
}

/* baseline HOST PORT [LOOPS]: LOOPS event loops (default 1), each on its own thread. SIGTERM
 * or SIGINT ends the process. */
int main(int argc, char **argv) {
    const char *host = argc > 1 ? argv[1] : "127.0.0.1";
    int port = argc > 2 ? atoi(argv[2]) : 9001;
    int loops = argc > 3 ? atoi(argv[3]) : 1;
    if (loops < 1 || loops > 64) loops = 1;
    signal(SIGPIPE, SIG_IGN);
    sigset_t stopping;
    sigemptyset(&stopping);
    sigaddset(&stopping, SIGTERM);
    sigaddset(&stopping, SIGINT);
    pthread_sigmask(SIG_BLOCK, &stopping, NULL);
    struct loop *all = calloc((size_t)loops, sizeof(struct loop));
    for (int index = 0; index < loops; index++) {
        all[index].host = host;
        all[index].port = port;
        pthread_create(&all[index].thread, NULL, serve, &all[index]);
    }
    fprintf(stderr, "baseline listening on %s:%d with %d loop(s)\n", host, port, loops);
    int received = 0;
    sigwait(&stopping, &received);
    return 0;
}
