/* SSE fan-out meter for NavState's bench: opens N streams on one session
   (GET /sessions/{sid}/events), reads them for D seconds on one libevent loop, and prints
   {"streams", "events", "events_per_s", "p50_ms", "p99_ms", "cut"} as one JSON line.
   Latency: the receive time minus the change's own "time" (stamped at commit, same clock).
   usage: subscriber PORT SESSION STREAMS SECONDS */
#include <event2/buffer.h>
#include <event2/bufferevent.h>
#include <event2/event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

#define MAX_SAMPLES 4000000
static double *samples;
static long sample_count, events, cut;
static const char *session;

static double now_ms(void) {
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return tv.tv_sec * 1000.0 + tv.tv_usec / 1000.0;
}

/* "2026-11-23T14:30:27.949Z" -> milliseconds since 1970 */
static double parse_time(const char *text) {
    struct tm tm = {0};
    int ms = 0;
    if (sscanf(text, "%4d-%2d-%2dT%2d:%2d:%2d.%3dZ", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour, &tm.tm_min,
               &tm.tm_sec, &ms) != 7)
        return -1;
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    return timegm(&tm) * 1000.0 + ms;
}

static void on_read(struct bufferevent *bev, void *arg) {
    struct evbuffer *input = bufferevent_get_input(bev);
    for (;;) {
        struct evbuffer_ptr end = evbuffer_search(input, "\n\n", 2, NULL);
        if (end.pos < 0) return;
        size_t length = end.pos + 2;
        char *block = malloc(length + 1);
        evbuffer_remove(input, block, length);
        block[length] = 0;
        char *change = strstr(block, "event: change");
        char *time = change ? strstr(change, "\"time\":\"") : NULL;
        if (time) {
            double sent = parse_time(time + 8);
            events++;
            if (sent > 0 && sample_count < MAX_SAMPLES) samples[sample_count++] = now_ms() - sent;
        }
        free(block);
    }
}

static void on_event(struct bufferevent *bev, short what, void *arg) {
    if (what & BEV_EVENT_CONNECTED) {
        char request[256];
        snprintf(request, sizeof request, "GET /sessions/%s/events HTTP/1.1\r\nHost: localhost\r\n\r\n", session);
        bufferevent_write(bev, request, strlen(request));
        return;
    }
    if (what & (BEV_EVENT_EOF | BEV_EVENT_ERROR)) {
        cut++;
        bufferevent_free(bev);
    }
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: subscriber PORT SESSION STREAMS SECONDS\n");
        return 64;
    }
    int port = atoi(argv[1]), streams = atoi(argv[3]), seconds = atoi(argv[4]);
    session = argv[2];
    samples = malloc(sizeof(double) * MAX_SAMPLES);
    struct event_base *base = event_base_new();
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(port)};
    address.sin_addr.s_addr = htonl(0x7f000001);
    for (int i = 0; i < streams; i++) {
        struct bufferevent *bev = bufferevent_socket_new(base, -1, BEV_OPT_CLOSE_ON_FREE);
        bufferevent_setcb(bev, on_read, NULL, on_event, NULL);
        bufferevent_enable(bev, EV_READ);
        bufferevent_socket_connect(bev, (struct sockaddr *)&address, sizeof address);
    }
    struct timeval duration = {seconds, 0};
    double start = now_ms();
    event_base_loopexit(base, &duration);
    event_base_dispatch(base);
    double elapsed = (now_ms() - start) / 1000.0;
    qsort(samples, sample_count, sizeof(double), compare);
    double p50 = sample_count ? samples[sample_count / 2] : 0, p99 = sample_count ? samples[sample_count * 99 / 100] : 0;
    printf("{\"streams\": %d, \"events\": %ld, \"events_per_s\": %.0f, \"p50_ms\": %.2f, \"p99_ms\": %.2f, \"cut\": %ld}\n",
           streams, events, events / elapsed, p50, p99, cut);
    return 0;
}
