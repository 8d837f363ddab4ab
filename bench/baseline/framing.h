/* What the two bare connection layers (events.c on libevent's loop, epoll.c on raw epoll) share:
 * a connection's buffers, the least framing that wrk's requests need (the head ends at the first
 * empty line; a Content-Length body follows), and the fixed answer, the same 24-byte body and
 * headers as server.c's evhttp sends. Neither checks anything else: they measure what the
 * socket work costs, not HTTP. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define IN_CAPACITY 65536
#define OUT_CAPACITY 65536

static const char answer_bytes[] =
    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 24\r\n\r\n"
    "{\"ok\":true,\"revision\":1}";

struct connection {
    int fd;
    void *event; /* the loop's handle (events.c) */
    size_t in_length;
    size_t out_length, out_sent;
    char in[IN_CAPACITY];
    char out[OUT_CAPACITY];
};

/* The Content-Length of a head (0 when absent). */
static size_t content_length(const char *head, size_t length) {
    static const char name[] = "\ncontent-length:";
    size_t name_length = sizeof(name) - 1;
    for (size_t index = 0; index + name_length <= length; index++) {
        if (head[index] != '\n') continue;
        size_t matched = 1;
        while (matched < name_length && tolower((unsigned char)head[index + matched]) == name[matched]) matched++;
        if (matched == name_length) return (size_t)strtoul(head + index + name_length, NULL, 10);
    }
    return 0;
}

/* Answers every complete request in `in` (pipelined ones too) into `out`; keeps a partial one.
 * Returns -1 when a request cannot fit. */
static int answer_requests(struct connection *c) {
    size_t offset = 0;
    for (;;) {
        char *start = c->in + offset;
        size_t available = c->in_length - offset;
        char *end = available >= 4 ? memmem(start, available, "\r\n\r\n", 4) : NULL;
        if (end == NULL) break;
        size_t head = (size_t)(end - start) + 4;
        size_t total = head + content_length(start, head);
        if (total > IN_CAPACITY) return -1;
        if (total > available) break;
        if (c->out_length + sizeof(answer_bytes) - 1 > OUT_CAPACITY) break;
        memcpy(c->out + c->out_length, answer_bytes, sizeof(answer_bytes) - 1);
        c->out_length += sizeof(answer_bytes) - 1;
        offset += total;
    }
    if (offset > 0) {
        memmove(c->in, c->in + offset, c->in_length - offset);
        c->in_length -= offset;
    }
    return 0;
}

/* Reads what the socket has. 1: more may come; 0: the peer closed or failed. */
static int read_available(struct connection *c) {
    for (;;) {
        if (c->in_length == IN_CAPACITY) return 1;
        ssize_t got = read(c->fd, c->in + c->in_length, IN_CAPACITY - c->in_length);
        if (got > 0) {
            c->in_length += (size_t)got;
            if ((size_t)got < IN_CAPACITY - c->in_length + (size_t)got) return 1; /* short read: drained */
            continue;
        }
        if (got == 0) return 0;
        if (errno == EINTR) continue;
        return errno == EAGAIN || errno == EWOULDBLOCK ? 1 : 0;
    }
}

/* Writes what is pending. 1: all written; 2: the socket is full; 0: failed. */
static int write_pending(struct connection *c) {
    while (c->out_sent < c->out_length) {
        ssize_t put = write(c->fd, c->out + c->out_sent, c->out_length - c->out_sent);
        if (put > 0) {
            c->out_sent += (size_t)put;
            continue;
        }
        if (put < 0 && errno == EINTR) continue;
        if (put < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return 2;
        return 0;
    }
    c->out_length = c->out_sent = 0;
    return 1;
}
