#include <stddef.h>
#include <linebreak.h>
#include <wordbreak.h>
