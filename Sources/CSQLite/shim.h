#ifndef NAVSTATE_CSQLITE_SHIM_H
#define NAVSTATE_CSQLITE_SHIM_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro Swift cannot import: SQLite copies the bound bytes. */
static inline sqlite3_destructor_type navstate_sqlite_transient(void) { return SQLITE_TRANSIENT; }

/* Names the calling thread (the store's writer) for `top -H` and profilers. */
static inline void navstate_name_thread(const char *name) { pthread_setname_np(pthread_self(), name); }

#endif
