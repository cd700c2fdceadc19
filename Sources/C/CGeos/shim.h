// GEOS's reentrant C API only: every call takes a context handle, so threads never share state.
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
