#ifndef NAVSTATE_CEVENTHTTPSUPPORT_H
#define NAVSTATE_CEVENTHTTPSUPPORT_H

/* What libevent 2.1 keeps in `struct evhttp_request` but offers no accessor for. Compiled
   here, apart from CLibevent: including event2/http_struct.h there would make the request
   a complete type to Swift, no longer the opaque pointer the rest of EventHTTP uses. */

/* The request's minor HTTP version for HTTP/1.x (0 or 1), 9 for a later major version, -1
   for HTTP/0.9. `request` is a `struct evhttp_request *`. */
int navstate_request_minor_version(const void *request);

/* Marks a CONNECT request as a GET before its answer is sent: libevent 2.1 keeps a CONNECT's
   connection open for a tunnel whatever `Connection: close` says; a GET's answer closes it. */
void navstate_request_answer_as_get(void *request);

#endif
