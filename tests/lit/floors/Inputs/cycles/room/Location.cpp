#include "Location.h"
