// A room on the lowest floor that includes one above it: the climb the check
// must report.
#include "high/High.h"
