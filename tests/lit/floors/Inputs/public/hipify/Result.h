#include "room/Private.h"
