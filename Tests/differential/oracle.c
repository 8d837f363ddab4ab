/* llhttp (Debian's node-llhttp, Node.js's parser) as an oracle for NavState's request parser:
 * oracle_read() writes what llhttp finds in a byte string, in the same words as the Swift
 * side (a line a message: "head METHOD TARGET", "body N BYTES-HEX", or "refused REASON").
 * Test code only: scripts/differential_parser.sh compiles it; no product links it. */
#include <stdio.h>
#include <string.h>
#include <llhttp.h>

struct sink {
    char *out;
    size_t cap, used;
    char url[4096];
    size_t url_length;
    unsigned char body[4096];
    size_t body_length;
};

static void put(struct sink *sink, const char *text) {
    size_t length = strlen(text);
    if (sink->used + length + 1 < sink->cap) {
        memcpy(sink->out + sink->used, text, length);
        sink->used += length;
        sink->out[sink->used] = 0;
    }
}

static int on_url(llhttp_t *parser, const char *at, size_t length) {
    struct sink *sink = parser->data;
    if (sink->url_length + length < sizeof(sink->url)) {
        memcpy(sink->url + sink->url_length, at, length);
        sink->url_length += length;
    }
    return 0;
}

static int on_message_begin(llhttp_t *parser) {
    struct sink *sink = parser->data;
    sink->url_length = 0;
    sink->body_length = 0;
    return 0;
}

static int on_headers_complete(llhttp_t *parser) {
    struct sink *sink = parser->data;
    char line[4200];
    snprintf(line, sizeof(line), "head %s %.*s 1.%d\n", llhttp_method_name(llhttp_get_method(parser)), (int)sink->url_length,
             sink->url, llhttp_get_http_minor(parser));
    put(sink, line);
    return 0;
}

static int on_body(llhttp_t *parser, const char *at, size_t length) {
    struct sink *sink = parser->data;
    if (sink->body_length + length <= sizeof(sink->body)) {
        memcpy(sink->body + sink->body_length, at, length);
        sink->body_length += length;
    }
    return 0;
}

static int on_message_complete(llhttp_t *parser) {
    struct sink *sink = parser->data;
    if (sink->body_length > 0) {
        put(sink, "body ");
        char hex[3];
        for (size_t index = 0; index < sink->body_length; index++) {
            snprintf(hex, sizeof(hex), "%02x", sink->body[index]);
            put(sink, hex);
        }
        put(sink, "\n");
    }
    return 0;
}

/* What llhttp reads in data (whole); 0 when it needs more or ended cleanly, 1 when it refused. */
int oracle_read(const unsigned char *data, size_t length, char *out, size_t cap) {
    llhttp_settings_t settings;
    llhttp_settings_init(&settings);
    settings.on_message_begin = on_message_begin;
    settings.on_url = on_url;
    settings.on_headers_complete = on_headers_complete;
    settings.on_body = on_body;
    settings.on_message_complete = on_message_complete;
    struct sink sink = {.out = out, .cap = cap, .used = 0};
    out[0] = 0;
    llhttp_t parser;
    llhttp_init(&parser, HTTP_REQUEST, &settings);
    parser.data = &sink;
    llhttp_errno_t error = llhttp_execute(&parser, (const char *)data, length);
    if (error == HPE_OK) return 0;
    if (error == HPE_PAUSED_UPGRADE) {
        put(&sink, "upgrade\n");
        return 0;
    }
    put(&sink, "refused ");
    put(&sink, llhttp_errno_name(error));
    put(&sink, ": ");
    put(&sink, llhttp_get_error_reason(&parser) ? llhttp_get_error_reason(&parser) : "");
    put(&sink, "\n");
    return 1;
}
