#include <sys/types.h>
#include <sys/time.h>
#include <event2/http.h>
#include <event2/http_struct.h>

#include "CEventHTTPSupport.h"

void navstate_request_answer_as_get(void *request) {
    struct evhttp_request *r = request;
    r->type = EVHTTP_REQ_GET;
}

int navstate_request_minor_version(const void *request) {
    const struct evhttp_request *r = request;
    if (r->major == 1) return r->minor;
    return r->major > 1 ? 9 : -1;
}
