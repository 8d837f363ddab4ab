#ifndef NAVSTATE_CLIBPQ_SHIM_H
#define NAVSTATE_CLIBPQ_SHIM_H

#include <libpq-fe.h>

#endif
