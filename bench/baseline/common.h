/* The loops' listening sockets and main(), shared by the three bare servers: LOOPS threads, each with
 * its own listening socket on the shared port (SO_REUSEPORT), as NavState's loops have. */
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/socket.h>

struct loop {
    const char *host;
    int port;
    pthread_t thread;
};

static int listen_on(const char *host, int port) {
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    int on = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof(on));
    setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &on, sizeof(on));
    struct sockaddr_in address;
    memset(&address, 0, sizeof(address));
    address.sin_family = AF_INET;
    address.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, host, &address.sin_addr) != 1 || bind(fd, (struct sockaddr *)&address, sizeof(address)) != 0 ||
        listen(fd, 1024) != 0) {
        fprintf(stderr, "cannot listen on %s:%d\n", host, port);
        exit(1);
    }
    return fd;
}

static inline int accept_one(int listener) {
    int fd = accept4(listener, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd >= 0) {
        int on = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof(on));
    }
    return fd;
}

static void *serve(void *argument);

/* NAME HOST PORT [LOOPS]: SIGTERM or SIGINT ends the process. */
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
    fprintf(stderr, "%s listening on %s:%d with %d loop(s)\n", argv[0], host, port, loops);
    int received = 0;
    sigwait(&stopping, &received);
    return 0;
}
