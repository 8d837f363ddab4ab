#ifndef NAVSTATE_CLIBEVENT_SHIM_H
#define NAVSTATE_CLIBEVENT_SHIM_H

/* glibc first: Debian's event-config.h defines _GNU_SOURCE, and a clean debug build then
   sees two different fd_set definitions (libevent-notes P1). */
#include <sys/types.h>
#include <sys/time.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <stdint.h>
#include <signal.h>

#include <event2/event.h>
#include <event2/buffer.h>
#include <event2/bufferevent.h>
#include <event2/listener.h>
#include <event2/thread.h>
#include <event2/util.h>

#endif
