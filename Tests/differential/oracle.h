#include <stddef.h>
int oracle_read(const unsigned char *data, size_t length, char *out, size_t cap);
