// A room on the floor above, including the one below (allowed) and a room
// of its own floor (not allowed).
#include "../low/Low.h"
#include "Side.h"
