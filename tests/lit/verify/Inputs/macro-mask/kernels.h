#pragma once

#define MASK 0xffffffff
#define ALL_LANES(p) __all_sync(MASK, p)
